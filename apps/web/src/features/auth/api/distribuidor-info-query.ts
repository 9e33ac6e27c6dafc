import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api';

/** SPEC §7: GET /api/distribuidores/get-distribuidor-info/ (public: the tenant of this host). */
export interface DistribuidorInfo {
  id: number;
  name: string;
  subdomain: string;
  logo_url: string | null;
}

export const distribuidorInfoQuery = queryOptions({
  queryKey: ['distribuidores', 'info'],
  queryFn: ({ signal }) =>
    api.get<DistribuidorInfo>('/api/distribuidores/get-distribuidor-info/', { auth: false, signal }),
  staleTime: Infinity,
});
