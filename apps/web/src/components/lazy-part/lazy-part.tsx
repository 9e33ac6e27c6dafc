import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, type ComponentType } from 'react';
import { withChunkTimeout } from '../../lib/chunk-timeout';

/**
 * A part of a screen (a form dialog, the filter panel: date pickers, zod schemas) loaded on first
 * use, so the screen itself arrives first.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await withChunkTimeout(load) }));
}

/** While a lazy part (dialog, panel) arrives the first time. */
export function LoadingPart() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <CircularProgress color="inherit" aria-label="Cargando" />
    </Backdrop>
  );
}
