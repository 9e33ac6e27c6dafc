import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import type { OrderableField } from '@ventas/domain/clientes/clientes-list';
import type { ListQuery } from '@ventas/domain/http/list-query';
import type { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';

/**
 * The customer list's query string (SPEC §3 "Telework query filters" plus search, paging and
 * order), as the list's call declares it: its export, the deal-out, the saved views and the
 * origin performance read the same filters with the same parser.
 */
export const clientesFiltersSchema = clientesCalls.list.query;

export type ClientesFilters = ListQuery<typeof CLIENTES_FILTERS, OrderableField>;
export type { OrderableField };
