import { queryOptions } from '@tanstack/react-query';
import type { GerenciaFilters } from '@ventas/domain/gerencia/gerencia-filters-contract';
import { api } from '../../../api/api';
import { GERENCIA_KEYS } from './gerencia-keys';

/** GET /api/comerciales/gerencia-filters/ (SPEC §7 Management): the options of every filter. */
export const gerenciaFiltersQuery = () =>
  queryOptions({
    queryKey: GERENCIA_KEYS.filtros,
    queryFn: ({ signal }) => api.get<GerenciaFilters>('/api/comerciales/gerencia-filters/', { signal }),
    // The presets are Madrid days: an hour is fresh enough, and a move of callbacks refreshes it.
    staleTime: 60 * 60_000,
  });
