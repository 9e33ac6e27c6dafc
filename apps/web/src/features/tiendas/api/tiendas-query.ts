import { queryOptions } from '@tanstack/react-query';
import { tiendasCalls } from '@ventas/domain/tiendas/tiendas.calls';
import { sendCall } from '../../../api/send-call';
import { tiendasKeys } from './tiendas-keys';

/** Every store by name, with its commercials (issue 17). */
export const tiendasQuery = queryOptions({
  queryKey: tiendasKeys.list,
  queryFn: ({ signal }) => sendCall(tiendasCalls.list, {}, { signal }),
});
