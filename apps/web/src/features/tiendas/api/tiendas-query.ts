import { queryOptions } from '@tanstack/react-query';
import type { Tienda } from '@ventas/domain/tiendas/tienda-contract';
import { api } from '../../../api/api';
import { tiendasKeys } from './tiendas-keys';

/** GET /api/tiendas/: every store by name, with its commercials (issue 17). */
export const tiendasQuery = queryOptions({
  queryKey: tiendasKeys.list,
  queryFn: ({ signal }) => api.get<Tienda[]>('/api/tiendas/', { signal }),
});
