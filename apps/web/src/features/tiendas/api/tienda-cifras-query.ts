import { queryOptions } from '@tanstack/react-query';
import { tiendasCalls } from '@ventas/domain/tiendas/tiendas.calls';
import { sendCall } from '../../../api/send-call';
import { tiendasKeys } from './tiendas-keys';

/** The store's month figures (the current month when `mes` is null). */
export const tiendaCifrasQuery = (id: number, mes: string | null = null) =>
  queryOptions({
    queryKey: tiendasKeys.cifras(id, mes),
    queryFn: ({ signal }) =>
      sendCall(tiendasCalls.cifras, { params: { id }, ...(mes ? { query: { mes } } : {}) }, { signal }),
  });
