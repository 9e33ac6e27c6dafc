import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { comunicadosAdminCalls } from '@ventas/domain/cuentas/comunicados-admin.calls';
import { sendCall } from '../../../api/send-call';
import { communicatesQuery } from './communicates-query';

/** Under the received list's key: sending or deleting invalidates both at once (the badge too). */
export const comunicadosEnviadosKey = [...communicatesQuery.queryKey, 'enviados'] as const;

/** Issue 16: the sent communications (Admins), newest first, one page. */
export const comunicadosEnviadosQuery = (page: number, itemsPerPage: number) =>
  queryOptions({
    queryKey: [...comunicadosEnviadosKey, page, itemsPerPage],
    queryFn: ({ signal }) =>
      sendCall(comunicadosAdminCalls.enviados, { query: { page, itemsPerPage } }, { signal }),
    placeholderData: keepPreviousData,
  });
