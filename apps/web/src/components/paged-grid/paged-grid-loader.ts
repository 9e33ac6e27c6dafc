import type { PagedGrid } from './paged-grid';

let loaded: typeof PagedGrid | undefined;

/**
 * The grid's code (the DataGrid and its Spanish texts). A list route asks for it beside the
 * screen (app/routes/with-data-grid.ts) unless a phone will show cards; a phone turned to a
 * wider screen asks for it then (lazy-paged-grid.tsx). No UI here: the route table, on the login
 * path, imports this module.
 */
export function loadPagedGrid(): Promise<typeof PagedGrid> {
  return import('./paged-grid').then((module) => (loaded = module.PagedGrid));
}

/** The grid, once its code has arrived. */
export const loadedPagedGrid = (): typeof PagedGrid | undefined => loaded;
