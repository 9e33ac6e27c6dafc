import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { CLIENTES_PAGING } from '@ventas/domain/clientes/clientes-list';
import { defineList } from '../../components/paged-grid/list-declaration';
import { clientesListQuery } from '../clientes/clientes.public';
import { startClientesExport } from './api/start-clientes-export';

/** The telework customer list (SPEC §1, §3): filters and paging from the domain, export included. */
export const CLIENTES_LIST = defineList({
  filters: CLIENTES_FILTERS,
  paging: CLIENTES_PAGING,
  pageQuery: clientesListQuery,
  startExport: startClientesExport,
  texts: {
    gridLabel: 'Clientes',
    items: { one: 'cliente', other: 'clientes' },
    empty: 'Todavía no hay clientes',
    emptyFiltered: 'No hay clientes que coincidan con los filtros',
    loadFailed: 'No se ha podido cargar la lista de clientes.',
  },
});
