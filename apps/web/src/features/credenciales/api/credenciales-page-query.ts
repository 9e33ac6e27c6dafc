import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Credencial } from '@ventas/domain/credenciales/credenciales-contract';
import type { Page } from '@ventas/domain/http/page';
import { api } from '../../../api/api';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { credencialesKeys } from './credenciales-keys';

/** SPEC §7: GET /api/scraping/claves/ with search, page, itemsPerPage and ordering. */
export const credencialesPageQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: credencialesKeys.page(query),
    queryFn: ({ signal }) => api.get<Page<Credencial>>('/api/scraping/claves/', { query, signal }),
    placeholderData: keepPreviousData,
  });
