import { queryOptions } from '@tanstack/react-query';
import type { DistribuidorInfo } from '@ventas/domain/distribuidores/distribuidores-contract';
import { api } from '../../../api/api';

/** SPEC §7: GET /api/distribuidores/get-distribuidor-info/ (public: the tenant of this host). */
export const distribuidorInfoQuery = queryOptions({
  queryKey: ['distribuidores', 'info'],
  queryFn: ({ signal }) =>
    api.get<DistribuidorInfo>('/api/distribuidores/get-distribuidor-info/', { auth: false, signal }),
  staleTime: Infinity,
});
