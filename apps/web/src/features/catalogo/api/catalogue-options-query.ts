import { queryOptions } from '@tanstack/react-query';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { wholeList } from '../../../api/list-answer';
import { sendCall } from '../../../api/send-call';
import { catalogueKeys } from './catalogue-keys';

/** The tables a form links rows of (a tariff's promotions, lines and SVAs; a promotion's tariffs; a device's insurances). */
export type LinkedTable = 'tarifas' | 'promociones' | 'adicionales' | 'sva' | 'seguros';

/** What a form needs of another table's rows to link them: id and name. */
export interface LinkableItem {
  id: number;
  name: string;
  is_active?: boolean;
}

/**
 * The whole list of one operator's items of a table (no page sent: the API answers an array), for
 * a form's multi-select of linked items.
 */
export const catalogueOptionsQuery = (table: LinkedTable, operator: string) =>
  queryOptions({
    queryKey: catalogueKeys.options(table, operator),
    queryFn: async ({ signal }): Promise<LinkableItem[]> =>
      wholeList(await sendCall(catalogueCalls[table].list, { query: { operator } }, { signal })),
    enabled: operator !== '',
    staleTime: 60_000,
  });
