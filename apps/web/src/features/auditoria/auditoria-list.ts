import { AUDITORIA_FILTERS, AUDITORIA_PAGING } from '@ventas/domain/auditoria/auditoria-contract';
import { defineList } from '../../components/paged-grid/list-declaration';
import { auditoriaPageQuery } from './api/auditoria-page-query';
import { startAuditoriaExport } from './api/start-auditoria-export';

/** The audit log (issue 17): filters and paging from the domain's contract, xlsx export included. */
export const AUDITORIA_LIST = defineList({
  filters: AUDITORIA_FILTERS,
  paging: AUDITORIA_PAGING,
  pageQuery: auditoriaPageQuery,
  startExport: startAuditoriaExport,
  texts: {
    gridLabel: 'Auditoría',
    items: { one: 'movimiento', other: 'movimientos' },
    empty: 'Todavía no hay movimientos registrados',
    emptyFiltered: 'No hay movimientos con estos filtros',
    loadFailed: 'No se ha podido cargar el registro de auditoría.',
  },
});
