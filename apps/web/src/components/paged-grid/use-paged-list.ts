import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { activeFilterCount } from '@ventas/domain/http/filter-url';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import { TEXT_FILTER_DEBOUNCE_MS } from '../../config/constants';
import { useDebouncedValue } from '../debounced-text-field/use-debounced-value';
import type { ListDeclaration } from './list-declaration';
import { hasActiveFilters, listQuery } from './list-url';
import { isInvalidPage, useInvalidPageReset } from './use-invalid-page-reset';
import { useListUrl } from './use-list-url';

/**
 * A declared list's state and current page: the URL (filters, search, page, size, order), the
 * page's query typed by the list contract (`Page<Row>`), and the 'Página inválida.' reset.
 */
export function usePagedList<Row, D extends FilterDeclarations, K extends QueryKey>(
  list: ListDeclaration<Row, D, K>,
) {
  const url = useListUrl(list);
  const search = useDebouncedValue(url.search, TEXT_FILTER_DEBOUNCE_MS);
  const page = useQuery(list.pageQuery(listQuery(list.filters, url.filters, search, url.grid)));
  useInvalidPageReset(page.error, url.grid, url.setGrid);
  const { filters } = url;
  /** The filters and the search without paging: what an export of this list asks for. */
  const exportQuery = useCallback(() => listQuery(list.filters, filters, search), [list, filters, search]);
  return {
    url,
    page,
    exportQuery,
    activeFilters: activeFilterCount(list.filters, url.filters),
    filtered: hasActiveFilters(list.filters, url.filters, url.search),
    /** A failed load worth telling (an invalid page reloads by itself). */
    failed: page.isError && !isInvalidPage(page.error),
  };
}
