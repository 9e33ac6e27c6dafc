import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { checkAccessSchema } from '@ventas/domain/proveedores/proveedores-contract';
import { proveedorDCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { sendCall } from '../../../api/send-call';
import { OFFERS_TRACKING_RETRY_MS } from '../../../config/constants';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { seguimientoKey } from './seguimiento-key';

export type CheckAccess = z.infer<typeof checkAccessSchema>;

/**
 * Whether the operator opened the tracking for these dates. SPEC §4/§9: while the answer is `access: false`
 * the query asks again OFFERS_TRACKING_RETRY_MS after each answer (TanStack restarts the interval
 * when an answer lands, so calls never overlap); an error stops it. No client retry on error: our
 * API already retries provider reads with back-off.
 */
export const checkAccessQuery = (slug: string, rango: RangoSeguimiento) =>
  queryOptions({
    queryKey: seguimientoKey(slug, 'check-access', rango),
    queryFn: ({ signal }) => sendCall(proveedorDCalls(slug).checkAccess, { query: { ...rango } }, { signal }),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'success' && query.state.data?.data.access === false
        ? OFFERS_TRACKING_RETRY_MS
        : false,
    // A hidden tab keeps waiting: the person switched away while the operator opened access.
    refetchIntervalInBackground: true,
  });
