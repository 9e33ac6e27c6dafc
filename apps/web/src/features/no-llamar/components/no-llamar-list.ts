import {
  MENSAJES_NO_LLAMAR,
  NO_LLAMAR_FILTERS,
  NO_LLAMAR_PAGING,
} from '@ventas/domain/no-llamar/no-llamar-contract';
import { defineList } from '../../../components/paged-grid/list-declaration';
import { noLlamarPageQuery } from '../api/no-llamar-page-query';

/** The No llamar tab's list: search by phone, filters by source and date, no export. */
export const NO_LLAMAR_LIST = defineList({
  filters: NO_LLAMAR_FILTERS,
  paging: NO_LLAMAR_PAGING,
  pageQuery: noLlamarPageQuery,
  texts: {
    gridLabel: 'Teléfonos que no se deben llamar',
    items: { one: 'teléfono', other: 'teléfonos' },
    empty: MENSAJES_NO_LLAMAR.vacia,
    emptyFiltered: 'Ningún teléfono coincide con la búsqueda',
    loadFailed: MENSAJES_NO_LLAMAR.errorLista,
  },
});
