import { queryOptions } from '@tanstack/react-query';
import type { ComercialOption } from '@ventas/domain/telework/comerciales-contract';
import { api } from '../../../api/api';

/** SPEC §7: GET /api/comerciales/ (SPEC §5: by estado then name, 'Por asignar' last). */
export const comercialesQuery = queryOptions({
  queryKey: ['comerciales'],
  queryFn: ({ signal }) => api.get<ComercialOption[]>('/api/comerciales/', { signal }),
  staleTime: 5 * 60_000,
  select: (rows) => (Array.isArray(rows) ? rows : []),
});
