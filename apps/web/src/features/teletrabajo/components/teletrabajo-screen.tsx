import { Suspense, useCallback, useMemo, useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { LoadingPart } from '../../../components/lazy-part/lazy-part';
import { useOpenedOnce } from '../../../components/lazy-part/use-opened-once';
import { PagedList } from '../../../components/paged-grid/paged-list';
import { loggedInActor } from '../../../session/session-store';
import { displayName } from '../../../session/user-detail';
import { useSession } from '../../../session/use-session';
import {
  LazyClienteActionDialogs,
  LazyClienteDialog,
  useClienteDialogParam,
  type ClienteAction,
  type ClienteRef,
  type EditorUser,
  type OpenAction,
} from '../../clientes/clientes.public';
import { CLIENTES_LIST } from '../clientes-list';
import { useFilterOptions } from '../filters/use-filter-options';
import { clientesColumns } from './grid/clientes-columns';
import { TeletrabajoHeader } from './teletrabajo-header';

/** /teletrabajo: the telework customer database (SPEC §1, §2). */
export function TeletrabajoScreen() {
  const session = useSession();
  const actor = loggedInActor(session);
  if (!actor || !session.user) return null;
  return <TeletrabajoView user={{ id: session.user.id, name: displayName(session.user), actor }} />;
}

function TeletrabajoView({ user }: { user: EditorUser }) {
  const dialog = useClienteDialogParam();
  const navigate = useNavigate();
  const filterOptions = useFilterOptions();
  const [openAction, setOpenAction] = useState<OpenAction | null>(null);
  const { openCliente, openCreate, close: closeCliente } = dialog;

  const onAction = useCallback(
    (action: ClienteAction, cliente: ClienteRef) => {
      if (action === 'abrir') openCliente(cliente.id);
      else if (action === 'ver') openCliente(cliente.id, 'view');
      else if (action === 'oferta')
        void navigate(generatePath(WEB_ROUTES.OfferConfigurator.path, { id: String(cliente.id) }));
      else setOpenAction({ action, cliente });
    },
    [openCliente, navigate],
  );
  const canDelete = hasLevel(user.actor, 'admin');
  const columns = useMemo(() => clientesColumns({ canDelete, onAction }), [canDelete, onAction]);
  const dialogMounted = useOpenedOnce(dialog.state.open);

  return (
    <PagedList
      list={CLIENTES_LIST}
      columns={columns}
      filterOptions={filterOptions}
      onOpen={(cliente) => openCliente(cliente.id)}
      header={(controls) => (
        <TeletrabajoHeader
          count={controls.count}
          countExact={controls.countExact}
          activeFilters={controls.activeFilters}
          exporting={controls.exporting}
          onOpenFilters={controls.openFilters}
          onExport={() => controls.startExport?.()}
          onCreate={openCreate}
        />
      )}
    >
      <Suspense fallback={<LoadingPart />}>
        {dialogMounted && (
          <LazyClienteDialog
            state={dialog.state}
            user={user}
            onClose={closeCliente}
            onOpenCliente={openCliente}
            onAction={onAction}
          />
        )}
        {openAction && (
          <LazyClienteActionDialogs
            open={openAction}
            onClose={() => setOpenAction(null)}
            onDeleted={(cliente) => {
              if (dialog.state.open && dialog.state.mode !== 'create' && dialog.state.id === cliente.id)
                closeCliente();
            }}
          />
        )}
      </Suspense>
    </PagedList>
  );
}
