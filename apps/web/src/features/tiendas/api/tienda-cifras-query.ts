import { queryOptions } from '@tanstack/react-query';
import type { TiendaCifras } from '@ventas/domain/tiendas/tienda-cifras-contract';
import { api } from '../../../api/api';
import { tiendasKeys } from './tiendas-keys';

/** GET /api/tiendas/{id}/cifras/[?mes=YYYY-MM]: the store's month (the current one when null). */
export const tiendaCifrasQuery = (id: number, mes: string | null = null) =>
  queryOptions({
    queryKey: tiendasKeys.cifras(id, mes),
    queryFn: ({ signal }) =>
      api.get<TiendaCifras>(`/api/tiendas/${id}/cifras/`, { signal, ...(mes ? { query: { mes } } : {}) }),
  });
