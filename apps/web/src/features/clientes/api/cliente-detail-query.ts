import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api';
import type { ClienteRecord } from './cliente-record';
import { clienteKeys } from './cliente-query-keys';

/** SPEC §7: GET /api/clientes/entradas/{id}/ (404 'No se ha encontrado al cliente'). */
export const clienteDetailQuery = (id: number) =>
  queryOptions({
    queryKey: clienteKeys.cliente(id),
    queryFn: ({ signal }) => api.get<ClienteRecord>(`/api/clientes/entradas/${id}/`, { signal }),
    staleTime: 0,
  });
