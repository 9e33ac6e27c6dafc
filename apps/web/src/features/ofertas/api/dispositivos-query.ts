import { queryOptions } from '@tanstack/react-query';
import { dropDownsCalls } from '@ventas/domain/servicios/drop-downs.calls';
import { sendCall } from '../../../api/send-call';
import { ofertaKeys } from './oferta-keys';

/**
 * The active terminals an operator's
 * offers use; the server answers B's for DBL (SPEC §9), each with its own operator.
 */
export const dispositivosQuery = (operator: string) =>
  queryOptions({
    queryKey: ofertaKeys.dispositivos(operator),
    queryFn: ({ signal }) => sendCall(dropDownsCalls.dispositivos, { query: { operator } }, { signal }),
    enabled: operator !== '',
    staleTime: 60_000,
  });
