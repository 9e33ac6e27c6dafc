import PaymentsIcon from '@mui/icons-material/Payments';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Terminal } from '@ventas/domain/servicios/terminal-contract';
import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingPart } from '../../../components/lazy-part/lazy-part';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { CatalogueTab, catalogueAccess } from '../components/catalogue-tab';
import type { ExtraRowAction } from '../components/catalogue-row-actions';
import { LazyInstallmentsDialog } from '../components/lazy-catalogue-parts';
import { TERMINALES_TABLE } from '../tables/terminales/terminales.table';
import { activeOnly } from './active-only';

const INACTIVE_PARAM = 'inactivos';

/**
 * /devicemanagement (SPEC §2, group A): the devices, 20 a page and active ones by default, each
 * with its installments. Every role of the group reads; Admin and above write (decision 65).
 */
export function DispositivosScreen() {
  const session = useSession();
  const actor = loggedInActor(session);
  const [params, setParams] = useSearchParams();
  const showInactive = params.get(INACTIVE_PARAM) === '1';
  const [installmentsOf, setInstallmentsOf] = useState<Terminal | null>(null);
  const table = useMemo(
    () =>
      showInactive ? TERMINALES_TABLE : { ...TERMINALES_TABLE, list: activeOnly(TERMINALES_TABLE.list) },
    [showInactive],
  );
  const extraActions = useMemo<ExtraRowAction<Terminal>[]>(
    () => [
      { key: 'cuotas', label: 'Cuotas', icon: <PaymentsIcon fontSize="small" />, run: setInstallmentsOf },
    ],
    [],
  );
  if (!actor) return null;
  const access = catalogueAccess(actor);

  const toggle = (checked: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (checked) next.set(INACTIVE_PARAM, '1');
      else next.delete(INACTIVE_PARAM);
      next.delete('page');
      return next;
    });

  return (
    <CatalogueTab
      table={table}
      {...access}
      title={
        <Typography variant="h5" component="h2">
          Dispositivos
        </Typography>
      }
      headerExtra={
        <FormControlLabel
          control={<Switch checked={showInactive} onChange={(_event, checked) => toggle(checked)} />}
          label="Mostrar inactivos"
        />
      }
      extraActions={extraActions}
    >
      <Suspense fallback={<LoadingPart />}>
        {installmentsOf && (
          <LazyInstallmentsDialog
            terminal={installmentsOf}
            canWrite={access.canWrite}
            onClose={() => setInstallmentsOf(null)}
          />
        )}
      </Suspense>
    </CatalogueTab>
  );
}
