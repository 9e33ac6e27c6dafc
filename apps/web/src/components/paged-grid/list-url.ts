import { filterEntries, type FilterValues } from '@ventas/domain/http/filter-url';
import { MAX_FILTER_TEXT, type FilterDeclarations } from '@ventas/domain/http/list-filters';
import {
  ORDERING_PARAM,
  PAGE_PARAM,
  PAGE_SIZE_PARAM,
  parseOrdering,
  SEARCH_PARAM,
  type ListPaging,
} from '@ventas/domain/http/page';
import type { ListQuery } from './list-declaration';

/**
 * Paging and order live in the URL beside the filters, under the API's names, so the list
 * request is the URL's filters plus paging.
 */
export interface GridState {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  ordering: string;
}

export function parseGridState(paging: ListPaging, params: URLSearchParams): GridState {
  const page = Number(params.get(PAGE_PARAM));
  const pageSize = Number(params.get(PAGE_SIZE_PARAM));
  const ordering = params.get(ORDERING_PARAM) ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: paging.pageSizeOptions.includes(pageSize) ? pageSize : paging.defaultPageSize,
    ordering: parseOrdering(ordering, paging.orderable) ? ordering : paging.defaultOrdering,
  };
}

/** Defaults are left out of the URL so a plain list address stays plain. */
export function writeGridState(
  paging: ListPaging,
  params: URLSearchParams,
  grid: GridState,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) =>
    value === fallback ? next.delete(name) : next.set(name, value);
  set(PAGE_PARAM, String(grid.page), '1');
  set(PAGE_SIZE_PARAM, String(grid.pageSize), String(paging.defaultPageSize));
  set(ORDERING_PARAM, grid.ordering, paging.defaultOrdering);
  return next;
}

export function hasActiveFilters<D extends FilterDeclarations>(
  declarations: D,
  values: FilterValues<D>,
  search: string,
): boolean {
  return filterEntries(declarations, values).length > 0 || search.trim() !== '';
}

/** The list request: filters, the top-bar search, page, size and order. Nothing empty is sent. */
export function listQuery<D extends FilterDeclarations>(
  declarations: D,
  values: FilterValues<D>,
  search: string,
  grid?: GridState,
): ListQuery {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of filterEntries(declarations, values)) {
    const current = query[key];
    if (current === undefined) query[key] = value;
    else query[key] = Array.isArray(current) ? [...current, value] : [current, value];
  }
  const searchText = search.trim().slice(0, MAX_FILTER_TEXT);
  if (searchText) query[SEARCH_PARAM] = searchText;
  if (grid) {
    query[PAGE_PARAM] = String(grid.page);
    query[PAGE_SIZE_PARAM] = String(grid.pageSize);
    query[ORDERING_PARAM] = grid.ordering;
  }
  return query;
}
