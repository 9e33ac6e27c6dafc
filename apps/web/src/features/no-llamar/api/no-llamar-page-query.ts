import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@ventas/domain/http/page';
import type { NoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { api } from '../../../api/api';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { noLlamarKeys } from './no-llamar-keys';

/** GET /api/no-llamar/ with search (by phone), fuente, dates, page, itemsPerPage and ordering. */
export const noLlamarPageQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: noLlamarKeys.page(query),
    queryFn: ({ signal }) => api.get<Page<NoLlamar>>('/api/no-llamar/', { query, signal }),
    placeholderData: keepPreviousData,
  });
