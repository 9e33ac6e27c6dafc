import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { auditoriaPageSchema } from '@ventas/domain/auditoria/auditoria-contract';
import { auditoriaCalls } from '@ventas/domain/auditoria/auditoria.calls';
import type { z } from 'zod';
import { sendCall } from '../../../api/send-call';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { auditoriaKeys } from './auditoria-keys';

export type AuditoriaPage = z.infer<typeof auditoriaPageSchema>;

/** The log's page: page, itemsPerPage, ordering and the log's filters (Admin and above). */
export const auditoriaPageQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: auditoriaKeys.page(query),
    queryFn: ({ signal }) => sendCall(auditoriaCalls.list, { query }, { signal }),
    // The grid keeps the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
