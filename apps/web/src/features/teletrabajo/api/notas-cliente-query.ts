import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api';
import type { ComercialRef } from './cliente-record';
import { teleworkKeys } from './telework-query-keys';

export interface NotaCliente {
  id: number;
  comercial: ComercialRef;
  nota: string;
  cliente: number;
  created_on: string;
}

/** SPEC §7: GET /api/clientes/notascliente/?client_id=. */
export const notasClienteQuery = (clienteId: number) =>
  queryOptions({
    queryKey: teleworkKeys.notas(clienteId),
    queryFn: ({ signal }) =>
      api.get<NotaCliente[]>('/api/clientes/notascliente/', { query: { client_id: clienteId }, signal }),
  });
