import { queryOptions } from '@tanstack/react-query';
import type { ComercialOption } from '@ventas/domain/telework/comerciales-contract';
import { api } from '../../../api/api';
import { auditoriaKeys } from './auditoria-keys';

/**
 * GET /api/comerciales/ (SPEC §7): the distributor's accounts, the Usuario filter's choices.
 * Not clientes.public's `comercialesQuery`: the customer dialog shows this feature's Actividad
 * panel, so importing the customer feature back would close an import cycle.
 */
export const usuariosQuery = queryOptions({
  queryKey: auditoriaKeys.usuarios,
  queryFn: ({ signal }) => api.get<ComercialOption[]>('/api/comerciales/', { signal }),
  staleTime: 5 * 60_000,
  select: (rows) => (Array.isArray(rows) ? rows : []),
});
