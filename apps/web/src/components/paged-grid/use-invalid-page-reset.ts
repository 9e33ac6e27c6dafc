import { useEffect } from 'react';
import { INVALID_PAGE } from '@ventas/domain/http/page';
import { errorDetail, isApiError } from '../../api/api-error';
import type { GridState } from './list-url';

export function isInvalidPage(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && errorDetail(error) === INVALID_PAGE;
}

/** SPEC §4: if the server says 'Página inválida.' (the list shrank), reload at page 1. */
export function useInvalidPageReset(
  error: unknown,
  grid: GridState,
  setGrid: (grid: GridState) => void,
): void {
  const invalid = isInvalidPage(error) && grid.page > 1;
  useEffect(() => {
    if (invalid) setGrid({ ...grid, page: 1 });
  }, [invalid, grid, setGrid]);
}
