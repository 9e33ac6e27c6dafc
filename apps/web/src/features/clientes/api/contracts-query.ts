import { queryOptions } from '@tanstack/react-query';
import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { sendCall } from '../../../api/send-call';
import { clienteKeys } from './cliente-query-keys';

/** SPEC §7: the customer's contracts. */
export const contractsQuery = (clienteId: number) =>
  queryOptions({
    queryKey: clienteKeys.contracts(clienteId),
    queryFn: ({ signal }) => sendCall(atencionesCalls.contracts, { params: { id: clienteId } }, { signal }),
  });
