import { queryOptions } from '@tanstack/react-query';
import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { sendCall } from '../../../api/send-call';
import { clienteKeys } from './cliente-query-keys';

/** SPEC §7: the customer's history, newest first. */
export const historicoQuery = (clienteId: number) =>
  queryOptions({
    queryKey: clienteKeys.historico(clienteId),
    queryFn: ({ signal }) => sendCall(atencionesCalls.historico, { params: { id: clienteId } }, { signal }),
  });
