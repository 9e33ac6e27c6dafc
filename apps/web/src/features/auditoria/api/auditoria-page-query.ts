import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { auditoriaPageSchema } from '@ventas/domain/auditoria/auditoria-contract';
import type { z } from 'zod';
import { api } from '../../../api/api';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { auditoriaKeys } from './auditoria-keys';

export type AuditoriaPage = z.infer<typeof auditoriaPageSchema>;

/** GET /api/auditoria/ with page, itemsPerPage, ordering and the log's filters (Admin and above). */
export const auditoriaPageQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: auditoriaKeys.page(query),
    queryFn: ({ signal }) => api.get<AuditoriaPage>('/api/auditoria/', { query, signal }),
    // The grid keeps the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
