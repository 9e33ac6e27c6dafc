import { queryOptions } from '@tanstack/react-query';
import type { Nota } from '@ventas/domain/telework/notas-cliente-contract';
import { api } from '../../../api/api';
import { clienteKeys } from './cliente-query-keys';

/** SPEC §7: GET /api/clientes/notascliente/?client_id=. */
export const notasClienteQuery = (clienteId: number) =>
  queryOptions({
    queryKey: clienteKeys.notas(clienteId),
    queryFn: ({ signal }) =>
      api.get<Nota[]>('/api/clientes/notascliente/', { query: { client_id: clienteId }, signal }),
  });
