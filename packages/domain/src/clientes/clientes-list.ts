import type { ListPaging } from '../http/page';

/** Columns the customer list can be ordered by (`ordering=field` or `-field`). */
export const ORDERABLE_FIELDS = [
  'id',
  'nombre',
  'updated_on',
  'created_on',
  'fecha_contacto',
  'estado',
  'cp',
  'localidad',
  // The next pending callback; customers without one come last in either direction.
  'proxima_llamada',
] as const;
export type OrderableField = (typeof ORDERABLE_FIELDS)[number];

/** The telework page size is not in the spec (docs/decisions/): 25 by default, at most 100. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_ORDERING = '-updated_on';
export { MAX_FILTER_TEXT } from '../http/list-filters';

/** How the customer list pages and orders: the API's parser and the web's grid read this. */
export const CLIENTES_PAGING = {
  defaultPageSize: DEFAULT_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  pageSizeOptions: [10, 25, 50, 100],
  orderable: ORDERABLE_FIELDS,
  defaultOrdering: DEFAULT_ORDERING,
} as const satisfies ListPaging<OrderableField>;
