import { queryOptions } from '@tanstack/react-query';
import type { Contract } from '@ventas/domain/telework/atenciones-contract';
import { api } from '../../../api/api';
import { clienteKeys } from './cliente-query-keys';

/** SPEC §7: GET /api/atenciones/contracts/{id}. */
export const contractsQuery = (clienteId: number) =>
  queryOptions({
    queryKey: clienteKeys.contracts(clienteId),
    queryFn: ({ signal }) => api.get<Contract[]>(`/api/atenciones/contracts/${clienteId}`, { signal }),
  });
