import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@ventas/domain/http/page';
import type { ExportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { api } from '../../../api/api';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { catalogueKeys } from './catalogue-keys';

/**
 * SPEC §7: GET /api/servicios/<table>/ with search, page, itemsPerPage, ordering and the table's
 * filters; sent with a page it answers `{results, count, current, count_exact}`.
 */
export const cataloguePageQuery =
  <Row>(path: ExportTable) =>
  (query: ListQuery) =>
    queryOptions({
      queryKey: catalogueKeys.page(path, query),
      queryFn: ({ signal }) => api.get<Page<Row>>(`/api/servicios/${path}/`, { query, signal }),
      // The grid keeps the rows on screen while the next page or filter loads.
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    });
