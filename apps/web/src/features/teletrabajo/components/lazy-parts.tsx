import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, type ComponentType } from 'react';
import { withChunkTimeout } from '../../../lib/chunk-timeout';

/**
 * The form dialog, the action dialogs and the filter panel (date pickers, the zod schemas) load on
 * first use, so the list itself (the grid) arrives first.
 */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await withChunkTimeout(load) }));
}

export const LazyClienteDialog = lazyPart(() =>
  import('./cliente-dialog/cliente-dialog').then((m) => m.ClienteDialog),
);
export const LazyClienteActionDialogs = lazyPart(() =>
  import('./acciones/cliente-action-dialogs').then((m) => m.ClienteActionDialogs),
);
export const LazyFilterDrawer = lazyPart(() => import('./filters/filter-drawer').then((m) => m.FilterDrawer));

/** While a lazy part (dialog, panel) arrives the first time. */
export function LoadingPart() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <CircularProgress color="inherit" aria-label="Cargando" />
    </Backdrop>
  );
}
