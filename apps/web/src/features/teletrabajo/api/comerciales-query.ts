import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api';

/** SPEC §5: ordered by estado then name; the last entry is {id: 'null', 'Por asignar'}. */
export interface ComercialOption {
  id: number | 'null';
  nombre_completo: string;
}

/** SPEC §7: GET /api/comerciales/. */
export const comercialesQuery = queryOptions({
  queryKey: ['comerciales'],
  queryFn: ({ signal }) => api.get<ComercialOption[]>('/api/comerciales/', { signal }),
  staleTime: 5 * 60_000,
  select: (rows) => (Array.isArray(rows) ? rows : []),
});
