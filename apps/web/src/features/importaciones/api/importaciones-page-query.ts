import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import { sendCall } from '../../../api/send-call';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { importacionesKeys } from './importaciones-keys';

/** The import records: page, itemsPerPage and ordering. */
export const importacionesPageQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: importacionesKeys.page(query),
    queryFn: ({ signal }) => sendCall(importacionesCalls.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
