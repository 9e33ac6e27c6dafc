import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@ventas/domain/http/page';
import type { Importacion } from '@ventas/domain/importaciones/importacion-contract';
import { api } from '../../../api/api';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { importacionesKeys } from './importaciones-keys';

/** GET /api/importaciones/ with page, itemsPerPage and ordering: the import records. */
export const importacionesPageQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: importacionesKeys.page(query),
    queryFn: ({ signal }) => api.get<Page<Importacion>>('/api/importaciones/', { query, signal }),
    placeholderData: keepPreviousData,
  });
