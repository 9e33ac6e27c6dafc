import { MENSAJES_IMPORTACION } from '@ventas/domain/importaciones/importacion-contract';
import { IMPORTACIONES_FILTERS, IMPORTACIONES_PAGING } from '@ventas/domain/importaciones/importaciones-list';
import { defineList } from '../../../components/paged-grid/list-declaration';
import { importacionesPageQuery } from '../api/importaciones-page-query';

/** The Importaciones tab's list: every import record, newest first, by state, origin and date. */
export const IMPORTACIONES_LIST = defineList({
  filters: IMPORTACIONES_FILTERS,
  paging: IMPORTACIONES_PAGING,
  pageQuery: importacionesPageQuery,
  texts: {
    gridLabel: 'Importaciones',
    items: { one: 'importación', other: 'importaciones' },
    empty: MENSAJES_IMPORTACION.vacia,
    emptyFiltered: 'Ninguna importación coincide con los filtros',
    loadFailed: MENSAJES_IMPORTACION.errorLista,
  },
});
