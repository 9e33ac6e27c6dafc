import type { QueryKey } from '@tanstack/react-query';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import type { ListDeclaration, ListQuery } from '../../../components/paged-grid/list-declaration';

/** A query that asks for active items unless the list's own `is_active` filter says otherwise. */
export const withActiveDefault = (query: ListQuery): ListQuery =>
  query.is_active === undefined ? { ...query, is_active: 'true' } : query;

/**
 * SPEC §9: the devices screen shows active devices by default. The list (and its export) asks
 * for active ones until the user shows inactive ones too or picks the filter.
 */
export function activeOnly<Row, D extends FilterDeclarations, K extends QueryKey>(
  list: ListDeclaration<Row, D, K>,
): ListDeclaration<Row, D, K> {
  const { startExport } = list;
  return {
    ...list,
    pageQuery: (query: ListQuery) => list.pageQuery(withActiveDefault(query)),
    startExport: startExport && ((query: ListQuery) => startExport(withActiveDefault(query))),
  };
}
