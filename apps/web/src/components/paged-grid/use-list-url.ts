import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parseFilterParams, writeFilterParams, type FilterValues } from '@ventas/domain/http/filter-url';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import { SEARCH_PARAM, type ListPaging } from '@ventas/domain/http/page';
import { parseGridState, writeGridState, type GridState } from './list-url';

type Change = (current: URLSearchParams) => URLSearchParams;

/** The router's search params, changed from the newest URL asked for rather than the rendered one. */
function useLatestSearchParams() {
  const [params, setRouterParams] = useSearchParams();
  // The router hands updaters the URL of the last render, and its navigations wait for React:
  // two quick changes would both start from the same URL and the first would be lost. Each
  // change therefore starts from the newest URL this hook has asked for.
  const pending = useRef<URLSearchParams | null>(null);
  const rendered = useRef(params);
  useEffect(() => {
    rendered.current = params;
    pending.current = null;
  }, [params]);
  const change = useCallback(
    (make: Change) => {
      const next = make(pending.current ?? rendered.current);
      pending.current = next;
      setRouterParams(next, { replace: true });
    },
    [setRouterParams],
  );
  return [params, change] as const;
}

const withoutSearch: Change = (current) => {
  const next = new URLSearchParams(current);
  next.delete(SEARCH_PARAM);
  return next;
};

/** A list's state as the URL holds it: filters, top-bar search, page, size and order. */
export function useListUrl<D extends FilterDeclarations>(list: { filters: D; paging: ListPaging }) {
  const { filters: declarations, paging } = list;
  const [params, change] = useLatestSearchParams();
  const filters = useMemo(() => parseFilterParams(declarations, params), [declarations, params]);
  const grid = useMemo(() => parseGridState(paging, params), [paging, params]);
  const search = params.get(SEARCH_PARAM) ?? '';

  /** Changes the filters from the URL as it is now (several fields may commit one after another). */
  const updateFilters = useCallback(
    (update: (values: FilterValues<D>) => FilterValues<D>) =>
      change((current) =>
        writeFilterParams(declarations, current, update(parseFilterParams(declarations, current))),
      ),
    [change, declarations],
  );

  const setGrid = useCallback(
    (next: GridState) => change((current) => writeGridState(paging, current, next)),
    [change, paging],
  );

  /** "Limpiar filtros": every filter and the search go; page size and order stay. */
  const clearAll = useCallback(
    () => change((current) => withoutSearch(writeFilterParams(declarations, current, {}))),
    [change, declarations],
  );

  const clearSearch = useCallback(() => change(withoutSearch), [change]);

  return { filters, grid, search, updateFilters, setGrid, clearAll, clearSearch };
}
