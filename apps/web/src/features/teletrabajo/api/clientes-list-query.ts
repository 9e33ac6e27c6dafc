import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api';
import type { QueryValue } from '../../../api/api-client';
import type { ClientesPage } from './cliente-record';
import { teleworkKeys } from './telework-query-keys';

export type ClientesQuery = Record<string, QueryValue>;

/** SPEC §7: GET /api/clientes/entradas/ with filters, page, itemsPerPage and ordering. */
export function fetchClientes(query: ClientesQuery, signal?: AbortSignal): Promise<ClientesPage> {
  return api.get<ClientesPage>('/api/clientes/entradas/', { query, signal });
}

export const clientesListQuery = (query: ClientesQuery) =>
  queryOptions({
    queryKey: [...teleworkKeys.clientes, 'list', query],
    queryFn: ({ signal }) => fetchClientes(query, signal),
    // The grid keeps the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
