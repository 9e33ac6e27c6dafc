import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api';

/** SPEC §7: GET /api/cuentas/communicates/. */
export interface Communicate {
  id: number;
  message_title: string;
  message_body: string;
  priority: string;
  created_on: string;
  is_read: boolean;
}

export const communicatesQuery = queryOptions({
  queryKey: ['cuentas', 'communicates'],
  queryFn: ({ signal }) => api.get<Communicate[]>('/api/cuentas/communicates/', { signal }),
  staleTime: 60_000,
});
