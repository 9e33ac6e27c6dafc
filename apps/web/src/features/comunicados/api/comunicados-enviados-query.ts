import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ComunicadoEnviado } from '@ventas/domain/cuentas/comunicado-admin-contract';
import type { Page } from '@ventas/domain/http/page';
import { api } from '../../../api/api';
import { communicatesQuery } from './communicates-query';

/** Under the received list's key: sending or deleting invalidates both at once (the badge too). */
export const comunicadosEnviadosKey = [...communicatesQuery.queryKey, 'enviados'] as const;

/** Issue 16: GET /api/cuentas/communicates/enviados/ (Admins), newest first, one page. */
export const comunicadosEnviadosQuery = (page: number, itemsPerPage: number) =>
  queryOptions({
    queryKey: [...comunicadosEnviadosKey, page, itemsPerPage],
    queryFn: ({ signal }) =>
      api.get<Page<ComunicadoEnviado>>(
        `/api/cuentas/communicates/enviados/?page=${page}&itemsPerPage=${itemsPerPage}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
