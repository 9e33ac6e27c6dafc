import { queryOptions } from '@tanstack/react-query';
import { cuentaActivacionesPendientesSchema } from '@ventas/domain/ofertas/declaracion-venta-contract';
import { api } from '../../../api/api';

/**
 * GET /api/atenciones/ofertas/activaciones-pendientes/cuenta/ (Manager and above): how many sale
 * confirmations await the reader, and the distributor's setting. Under the pending list's key, so
 * confirming or rejecting one (the offer's card invalidates that list) counts again.
 */
export const confirmacionesPendientesQuery = queryOptions({
  queryKey: ['ofertas', 'activaciones-pendientes', 'cuenta'],
  queryFn: async ({ signal }) =>
    cuentaActivacionesPendientesSchema.parse(
      await api.get<unknown>('/api/atenciones/ofertas/activaciones-pendientes/cuenta/', { signal }),
    ),
});
