import { queryOptions } from '@tanstack/react-query';
import type { NoLlamarCliente } from '@ventas/domain/no-llamar/no-llamar-contract';
import { api } from '../../../api/api';
import { noLlamarKeys } from './no-llamar-keys';

/** GET /api/no-llamar/cliente/{id}/: the customer's opted-out phones (normalised). */
export const noLlamarClienteQuery = (clienteId: number) =>
  queryOptions({
    queryKey: noLlamarKeys.cliente(clienteId),
    queryFn: ({ signal }) => api.get<NoLlamarCliente>(`/api/no-llamar/cliente/${clienteId}/`, { signal }),
  });
