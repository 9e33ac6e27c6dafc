import { queryOptions } from '@tanstack/react-query';
import { declaracionVentaCalls } from '@ventas/domain/ofertas/declaracion-venta.calls';
import { sendCall } from '../../../api/send-call';

/**
 * Manager and above: how many sale confirmations await the reader, and the distributor's setting.
 * Under the pending list's key, so confirming or rejecting one (the offer's card invalidates that
 * list) counts again.
 */
export const confirmacionesPendientesQuery = queryOptions({
  queryKey: ['ofertas', 'activaciones-pendientes', 'cuenta'],
  queryFn: ({ signal }) => sendCall(declaracionVentaCalls.cuenta, {}, { signal }),
});
