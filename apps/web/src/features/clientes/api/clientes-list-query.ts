import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import { sendCall } from '../../../api/send-call';
import { clienteKeys } from './cliente-query-keys';

/** SPEC §7: a page of the customers, with filters, page, itemsPerPage and ordering. */
export const fetchClientes = (query: ListQuery, signal?: AbortSignal) =>
  sendCall(clientesCalls.list, { query }, signal ? { signal } : {});

export const clientesListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...clienteKeys.clientes, 'list', query],
    queryFn: ({ signal }) => fetchClientes(query, signal),
    // The grid keeps the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
