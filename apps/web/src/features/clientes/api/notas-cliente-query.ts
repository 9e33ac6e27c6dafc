import { queryOptions } from '@tanstack/react-query';
import { notasClienteCalls } from '@ventas/domain/telework/notas-cliente.calls';
import { sendCall } from '../../../api/send-call';
import { clienteKeys } from './cliente-query-keys';

/** SPEC §7: the notes of one customer. */
export const notasClienteQuery = (clienteId: number) =>
  queryOptions({
    queryKey: clienteKeys.notas(clienteId),
    queryFn: ({ signal }) =>
      sendCall(notasClienteCalls.list, { query: { client_id: String(clienteId) } }, { signal }),
  });
