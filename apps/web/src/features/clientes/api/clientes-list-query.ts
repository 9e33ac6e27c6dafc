import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { api } from '../../../api/api';
import type { ClientesPage } from './cliente-record';
import { clienteKeys } from './cliente-query-keys';

/** SPEC §7: GET /api/clientes/entradas/ with filters, page, itemsPerPage and ordering. */
export function fetchClientes(query: ListQuery, signal?: AbortSignal): Promise<ClientesPage> {
  return api.get<ClientesPage>('/api/clientes/entradas/', { query, signal });
}

export const clientesListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...clienteKeys.clientes, 'list', query],
    queryFn: ({ signal }) => fetchClientes(query, signal),
    // The grid keeps the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
