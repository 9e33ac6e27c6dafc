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
] as const;
export type OrderableField = (typeof ORDERABLE_FIELDS)[number];

/** The telework page size is not in the spec (docs/decisions.md): 25 by default, at most 100. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_ORDERING = '-updated_on';
/** Longest text a filter may carry. */
export const MAX_FILTER_TEXT = 200;
/** Up to this many matches the list's `count` is exact; above it, the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;
