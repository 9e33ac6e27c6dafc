import { queryOptions } from '@tanstack/react-query';
import type { Operator } from '@ventas/domain/servicios/catalogue-drop-downs';
import { api } from '../../../api/api';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/servicios/operadores/: the tenant's operators (data, decision 64) for selects. */
export const operadoresQuery = queryOptions({
  queryKey: catalogueKeys.operadores,
  queryFn: ({ signal }) => api.get<Operator[]>('/api/servicios/operadores/', { signal }),
  staleTime: 5 * 60_000,
});
