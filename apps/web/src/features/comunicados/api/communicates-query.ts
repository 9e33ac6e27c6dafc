import { queryOptions } from '@tanstack/react-query';
import type { Comunicado } from '@ventas/domain/cuentas/cuentas-contract';
import { api } from '../../../api/api';

/** SPEC §7: GET /api/cuentas/communicates/. */
export const communicatesQuery = queryOptions({
  queryKey: ['cuentas', 'communicates'],
  queryFn: ({ signal }) => api.get<Comunicado[]>('/api/cuentas/communicates/', { signal }),
  staleTime: 60_000,
});
