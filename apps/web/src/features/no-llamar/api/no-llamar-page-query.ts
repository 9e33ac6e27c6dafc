import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { noLlamarCalls } from '@ventas/domain/no-llamar/no-llamar.calls';
import { sendCall } from '../../../api/send-call';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { noLlamarKeys } from './no-llamar-keys';

/** The do-not-call list's page: search (by phone), fuente, dates, page, itemsPerPage and ordering. */
export const noLlamarPageQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: noLlamarKeys.page(query),
    queryFn: ({ signal }) => sendCall(noLlamarCalls.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
