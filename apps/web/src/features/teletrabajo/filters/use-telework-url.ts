import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PARAM } from '../../../lib/search-param';
import type { FilterValues } from './filter-definitions';
import { parseFilters, parseGridState, writeFilters, writeGridState, type GridState } from './filters-url';

/** The list's state as the URL holds it: filters, top-bar search, page, size and order. */
export function useTeleworkUrl() {
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
  const setParams = useCallback(
    (make: (current: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => {
      const next = make(pending.current ?? rendered.current);
      pending.current = next;
      setRouterParams(next, options);
    },
    [setRouterParams],
  );
  const filters = useMemo(() => parseFilters(params), [params]);
  const grid = useMemo(() => parseGridState(params), [params]);
  const search = params.get(SEARCH_PARAM) ?? '';

  /** Changes the filters from the URL as it is now (several fields may commit one after another). */
  const updateFilters = useCallback(
    (change: (values: FilterValues) => FilterValues) =>
      setParams((current) => writeFilters(current, change(parseFilters(current))), { replace: true }),
    [setParams],
  );

  const setGrid = useCallback(
    (next: GridState) => setParams((current) => writeGridState(current, next), { replace: true }),
    [setParams],
  );

  /** "Limpiar filtros": every filter and the search go; page size and order stay. */
  const clearAll = useCallback(
    () =>
      setParams(
        (current) => {
          const next = writeFilters(current, {});
          next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clearSearch = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filters, grid, search, updateFilters, setGrid, clearAll, clearSearch };
}
