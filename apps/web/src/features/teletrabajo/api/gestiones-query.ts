import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api';

export interface Gestion {
  id: number;
  name: string;
  operator: string | null;
  tipo_gestion: string | null;
  is_active: boolean;
}

/** SPEC §7: the procedure list (active only) the gestión form picks from. */
export const gestionesActivasQuery = queryOptions({
  queryKey: ['servicios', 'gestion', 'activas'],
  queryFn: ({ signal }) => api.get<Gestion[]>('/api/servicios/gestion/', { query: { is_active: 1 }, signal }),
  staleTime: 5 * 60_000,
});
