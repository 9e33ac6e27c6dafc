import { queryOptions } from '@tanstack/react-query';
import { comercialesCalls } from '@ventas/domain/telework/comerciales.calls';
import { sendCall } from '../../../api/send-call';
import { auditoriaKeys } from './auditoria-keys';

/**
 * The commercials list (SPEC §7): the distributor's accounts, the Usuario filter's choices.
 * Not clientes.public's `comercialesQuery`: the customer dialog shows this feature's Actividad
 * panel, so importing the customer feature back would close an import cycle.
 */
export const usuariosQuery = queryOptions({
  queryKey: auditoriaKeys.usuarios,
  queryFn: ({ signal }) => sendCall(comercialesCalls.list, {}, { signal }),
  staleTime: 5 * 60_000,
  select: (rows) => (Array.isArray(rows) ? rows : []),
});
