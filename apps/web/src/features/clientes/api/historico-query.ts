import { queryOptions } from '@tanstack/react-query';
import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';
import { api } from '../../../api/api';
import { clienteKeys } from './cliente-query-keys';

/** SPEC §7: GET /api/atenciones/historico/{id}. */
export const historicoQuery = (clienteId: number) =>
  queryOptions({
    queryKey: clienteKeys.historico(clienteId),
    queryFn: ({ signal }) => api.get<AtencionView[]>(`/api/atenciones/historico/${clienteId}`, { signal }),
  });
