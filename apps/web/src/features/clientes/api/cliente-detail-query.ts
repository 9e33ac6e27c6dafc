import { queryOptions } from '@tanstack/react-query';
import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import { sendCall } from '../../../api/send-call';
import { clienteKeys } from './cliente-query-keys';

/** SPEC §7: one customer (404 'No se ha encontrado al cliente'). */
export const clienteDetailQuery = (id: number) =>
  queryOptions({
    queryKey: clienteKeys.cliente(id),
    queryFn: ({ signal }) => sendCall(clientesCalls.get, { params: { id } }, { signal }),
    staleTime: 0,
  });
