import { queryOptions } from '@tanstack/react-query';
import { comunicadosCalls } from '@ventas/domain/cuentas/comunicados.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: the communications the caller received. */
export const communicatesQuery = queryOptions({
  queryKey: ['cuentas', 'communicates'],
  queryFn: ({ signal }) => sendCall(comunicadosCalls.recibidos, {}, { signal }),
  staleTime: 60_000,
});
