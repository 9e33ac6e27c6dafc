import { queryOptions } from '@tanstack/react-query';
import { noLlamarCalls } from '@ventas/domain/no-llamar/no-llamar.calls';
import { sendCall } from '../../../api/send-call';
import { noLlamarKeys } from './no-llamar-keys';

/** The customer's opted-out phones (normalised). */
export const noLlamarClienteQuery = (clienteId: number) =>
  queryOptions({
    queryKey: noLlamarKeys.cliente(clienteId),
    queryFn: ({ signal }) => sendCall(noLlamarCalls.deCliente, { params: { id: clienteId } }, { signal }),
  });
