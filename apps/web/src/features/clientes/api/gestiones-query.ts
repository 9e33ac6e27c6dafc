import { queryOptions } from '@tanstack/react-query';
import type { Gestion } from '@ventas/domain/servicios/gestion-list';
import { api } from '../../../api/api';

/** SPEC §7: the procedure list (active only, whole: no page sent) the gestión form picks from. */
export const gestionesActivasQuery = queryOptions({
  queryKey: ['servicios', 'gestion', 'activas'],
  queryFn: ({ signal }) => api.get<Gestion[]>('/api/servicios/gestion/', { query: { is_active: 1 }, signal }),
  staleTime: 5 * 60_000,
});
