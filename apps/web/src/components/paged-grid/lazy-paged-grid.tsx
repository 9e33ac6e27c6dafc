import { lazyPart } from '../lazy-part/lazy-part';
import type { PagedGrid } from './paged-grid';
import { loadedPagedGrid, loadPagedGrid } from './paged-grid-loader';

const LazyPagedGrid = lazyPart(loadPagedGrid) as unknown as typeof PagedGrid;

/** The grid already loaded (no fallback flashes on the way), else the lazy one. */
export const pagedGridComponent = (): typeof PagedGrid => loadedPagedGrid() ?? LazyPagedGrid;
