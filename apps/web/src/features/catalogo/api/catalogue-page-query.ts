import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { onePage } from '../../../api/list-answer';
import { sendCall } from '../../../api/send-call';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import type { CatalogueCallsOf } from './catalogue-calls-of';
import { catalogueKeys } from './catalogue-keys';

/**
 * SPEC §7: GET /api/servicios/<table>/ with search, page, itemsPerPage, ordering and the table's
 * filters; sent with a page it answers `{results, count, current, count_exact}`.
 */
export const cataloguePageQuery =
  <Row>(calls: CatalogueCallsOf<Row>) =>
  (query: ListQuery) =>
    queryOptions({
      queryKey: catalogueKeys.page(calls.table, query),
      queryFn: async ({ signal }) => onePage(await sendCall(calls.list, { query }, { signal })),
      // The grid keeps the rows on screen while the next page or filter loads.
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    });
