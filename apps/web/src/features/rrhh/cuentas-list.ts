import { CUENTAS_FILTERS, CUENTAS_PAGING } from '@ventas/domain/cuentas/cuenta-form';
import { defineList } from '../../components/paged-grid/list-declaration';
import { cuentasPageQuery } from './api/cuentas-page-query';
import { startCuentasExport } from './api/start-cuentas-export';

/** RRHH's people directory (issue 16): filters and paging from the domain, xlsx export included. */
export const CUENTAS_LIST = defineList({
  filters: CUENTAS_FILTERS,
  paging: CUENTAS_PAGING,
  pageQuery: cuentasPageQuery,
  startExport: startCuentasExport,
  texts: {
    gridLabel: 'Personas',
    items: { one: 'persona', other: 'personas' },
    empty: 'Todavía no hay cuentas',
    emptyFiltered: 'No hay cuentas que coincidan con los filtros',
    loadFailed: 'No se ha podido cargar la lista de personas.',
  },
});
