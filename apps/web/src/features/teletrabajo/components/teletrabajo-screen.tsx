import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { loggedInActor } from '../../auth/session/session-store';
import { displayName } from '../../auth/session/user-detail';
import { useSession } from '../../auth/session/use-session';
import { clientesListQuery } from '../api/clientes-list-query';
import { useClientesExport } from '../export/use-clientes-export';
import { activeFilterCount, hasActiveFilters, listQuery } from '../filters/filters-url';
import { useDebouncedValue } from '../filters/use-debounced-value';
import { useTeleworkUrl } from '../filters/use-telework-url';
import { TEXT_FILTER_DEBOUNCE_MS } from '../teletrabajo-constants';
import { useClienteDialogParam } from '../use-cliente-dialog-param';
import type { ClienteAction, ClienteRef } from './acciones/cliente-action';
import type { OpenAction } from './acciones/cliente-action-dialogs';
import type { EditorUser } from './cliente-dialog/editor-setup';
import { ExportProgress } from './export/export-progress';
import { ActiveFilterChips } from './filters/active-filter-chips';
import { ClientesGrid } from './grid/clientes-grid';
import { LazyClienteActionDialogs, LazyClienteDialog, LazyFilterDrawer, LoadingPart } from './lazy-parts';
import { TeletrabajoHeader } from './teletrabajo-header';
import { isInvalidPage, useInvalidPageReset } from './use-invalid-page-reset';
import { useOpenedOnce } from './use-opened-once';

/** /teletrabajo: the telework customer database (SPEC §1, §2). */
export function TeletrabajoScreen() {
  const session = useSession();
  const actor = loggedInActor(session);
  if (!actor || !session.user) return null;
  return <TeletrabajoView user={{ id: session.user.id, name: displayName(session.user), actor }} />;
}

function TeletrabajoView({ user }: { user: EditorUser }) {
  const url = useTeleworkUrl();
  const dialog = useClienteDialogParam();
  const navigate = useNavigate();
  const search = useDebouncedValue(url.search, TEXT_FILTER_DEBOUNCE_MS);
  const list = useQuery(clientesListQuery(listQuery(url.filters, search, url.grid)));
  const exporter = useClientesExport();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [openAction, setOpenAction] = useState<OpenAction | null>(null);
  useInvalidPageReset(list.error, url.grid, url.setGrid);
  const { openCliente, close: closeCliente } = dialog;

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
  const drawerMounted = useOpenedOnce(filtersOpen);
  const dialogMounted = useOpenedOnce(dialog.state.open);
  const filtered = hasActiveFilters(url.filters, url.search);
  const showError = list.isError && !isInvalidPage(list.error);

  return (
    <Box>
      <TeletrabajoHeader
        count={list.data?.count}
        countExact={list.data?.count_exact ?? true}
        activeFilters={activeFilterCount(url.filters)}
        exporting={exporter.running}
        onOpenFilters={() => setFiltersOpen(true)}
        onExport={() => void exporter.start(listQuery(url.filters, search))}
        onCreate={dialog.openCreate}
      />
      {exporter.running && <ExportProgress progress={exporter.progress} />}
      <ActiveFilterChips
        values={url.filters}
        search={url.search}
        onUpdate={url.updateFilters}
        onClearSearch={url.clearSearch}
        onClearAll={url.clearAll}
      />
      {showError && (
        <Alert
          severity="error"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Reintentar
            </Button>
          }
        >
          No se ha podido cargar la lista de clientes.
        </Alert>
      )}
      <ClientesGrid
        rows={list.data?.results ?? []}
        // Unknown (-1) until the first answer, so the grid never clamps the URL's page by itself:
        // the server's 'Página inválida.' decides (SPEC §4).
        rowCount={list.data?.count ?? -1}
        loading={list.isFetching}
        grid={url.grid}
        onGridChange={url.setGrid}
        onOpen={(cliente) => openCliente(cliente.id)}
        onAction={onAction}
        canDelete={hasLevel(user.actor, 'admin')}
        hasFilters={filtered}
        onClearFilters={url.clearAll}
      />
      <Suspense fallback={<LoadingPart />}>
        {drawerMounted && (
          <LazyFilterDrawer
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            values={url.filters}
            onUpdate={url.updateFilters}
            onClearAll={url.clearAll}
            count={list.data?.count}
          />
        )}
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
    </Box>
  );
}
