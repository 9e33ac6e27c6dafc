import { CREDENCIALES_FILTERS, CREDENCIALES_PAGING } from '@ventas/domain/credenciales/credenciales-contract';
import { MENSAJES_CREDENCIALES } from '@ventas/domain/credenciales/credenciales-mensajes';
import { defineList } from '../../../components/paged-grid/list-declaration';
import { credencialesPageQuery } from '../api/credenciales-page-query';

/** The Credenciales tab's list: the top-bar search, no filters, no export (secrets stay put). */
export const CREDENCIALES_LIST = defineList({
  filters: CREDENCIALES_FILTERS,
  paging: CREDENCIALES_PAGING,
  pageQuery: credencialesPageQuery,
  texts: {
    gridLabel: 'Credenciales',
    items: { one: 'credencial', other: 'credenciales' },
    empty: 'Todavía no hay credenciales de portales',
    emptyFiltered: 'No hay credenciales que coincidan con la búsqueda',
    loadFailed: MENSAJES_CREDENCIALES.errorCargar,
  },
});
