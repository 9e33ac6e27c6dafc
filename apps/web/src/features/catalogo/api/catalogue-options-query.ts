import { queryOptions } from '@tanstack/react-query';
import type { ExportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { api } from '../../../api/api';
import { catalogueKeys } from './catalogue-keys';

/** What a form needs of another table's rows to link them: id and name. */
export interface LinkableItem {
  id: number;
  name: string;
  is_active?: boolean;
}

/**
 * The whole list of one operator's items of a table (no page sent: the API answers an array), for
 * a form's multi-select of linked items (a tariff's promotions, lines and SVAs).
 */
export const catalogueOptionsQuery = (path: ExportTable, operator: string) =>
  queryOptions({
    queryKey: catalogueKeys.options(path, operator),
    queryFn: ({ signal }) =>
      api.get<LinkableItem[]>(`/api/servicios/${path}/`, { query: { operator }, signal }),
    enabled: operator !== '',
    staleTime: 60_000,
  });
