import { useCallback, useMemo, useState } from 'react';
import type { Cuenta } from '@ventas/domain/cuentas/cuenta-form';
import type { Actor } from '@ventas/domain/permissions/roles';
import { PagedList } from '../../../components/paged-grid/paged-list';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { CUENTAS_FILTER_OPTIONS, rolOptionsFor } from '../cuenta-options';
import { CuentaDialog } from '../cuenta-form/cuenta-dialog';
import { CUENTAS_LIST } from '../cuentas-list';
import { DisponibilidadesDialog } from '../disponibilidades/disponibilidades-dialog';
import { BorrarCuentaDialog } from './borrar-cuenta-dialog';
import { cuentasColumns, type CuentaAction } from './cuentas-columns';
import { RrhhHeader } from './rrhh-header';

/** Which dialog is open: the account form (null = new), a person's availability, or the delete. */
type Open =
  { dialog: 'cuenta'; cuenta: Cuenta | null } | { dialog: 'disponibilidad' | 'borrar'; cuenta: Cuenta };

/** /rrhh (Admin and above): the people directory with the HR fields (issue 16). */
export function RrhhScreen() {
  const actor = loggedInActor(useSession());
  if (!actor) return null;
  return <RrhhView actor={actor} />;
}

function RrhhView({ actor }: { actor: Actor }) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const onAction = useCallback((action: CuentaAction, cuenta: Cuenta) => {
    setOpen(action === 'editar' ? { dialog: 'cuenta', cuenta } : { dialog: action, cuenta });
  }, []);
  const columns = useMemo(() => cuentasColumns(onAction), [onAction]);
  const rolOptions = useMemo(() => rolOptionsFor(actor), [actor]);

  return (
    <PagedList
      list={CUENTAS_LIST}
      columns={columns}
      filterOptions={CUENTAS_FILTER_OPTIONS}
      onOpen={(cuenta) => onAction('editar', cuenta)}
      header={(controls) => (
        <RrhhHeader controls={controls} onCreate={() => setOpen({ dialog: 'cuenta', cuenta: null })} />
      )}
    >
      {open?.dialog === 'cuenta' && (
        <CuentaDialog cuenta={open.cuenta} rolOptions={rolOptions} onClose={close} />
      )}
      {open?.dialog === 'disponibilidad' && <DisponibilidadesDialog cuenta={open.cuenta} onClose={close} />}
      {open?.dialog === 'borrar' && <BorrarCuentaDialog cuenta={open.cuenta} onClose={close} />}
    </PagedList>
  );
}
