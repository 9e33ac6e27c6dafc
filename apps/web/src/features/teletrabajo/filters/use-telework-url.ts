import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PARAM } from '../../../lib/search-param';
import type { FilterValues } from './filter-definitions';
import { parseFilters, parseGridState, writeFilters, writeGridState, type GridState } from './filters-url';

/** The list's state as the URL holds it: filters, top-bar search, page, size and order. */
export function useTeleworkUrl() {
  const [params, setParams] = useSearchParams();
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
