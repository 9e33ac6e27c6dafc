import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { CLIENTES_PAGING, type OrderableField } from '@ventas/domain/clientes/clientes-list';
import { listQuerySchema, type ListQuery } from '@ventas/domain/http/list-query';

/**
 * The customer list's query string (SPEC §3 "Telework query filters" plus search, paging and
 * order), parsed from the filter declaration the web also builds its panel from.
 */
export const clientesFiltersSchema = listQuerySchema(CLIENTES_FILTERS, CLIENTES_PAGING);

export type ClientesFilters = ListQuery<typeof CLIENTES_FILTERS, OrderableField>;
export type { OrderableField };
