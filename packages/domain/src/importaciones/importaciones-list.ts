import { defineFilters } from '../http/list-filters';
import type { ListPaging } from '../http/page';

/** GET /api/importaciones/: the import records, newest first (issue 17 "import record"). */
export const IMPORTACIONES_FILTERS = defineFilters({
  estado: { kind: 'list', input: 'multi', label: 'Estado' },
  origen_bbdd: { kind: 'id', input: 'multi', label: 'Origen' },
  created_on: { kind: 'range', label: 'Fecha' },
});

export const IMPORTACIONES_ORDERABLE = ['created_on', 'fichero', 'id'] as const;
export const IMPORTACIONES_PAGING: ListPaging<(typeof IMPORTACIONES_ORDERABLE)[number]> = {
  defaultPageSize: 25,
  maxPageSize: 100,
  pageSizeOptions: [25, 50, 100],
  orderable: IMPORTACIONES_ORDERABLE,
  defaultOrdering: '-created_on',
};
