import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GerenciaCuentas } from '@ventas/domain/gerencia/gerencia-contract';
import { api } from '../../../api/api';
import { GERENCIA_KEYS } from './gerencia-keys';

export type Entradas = readonly (readonly [string, string])[];

/** The query string of the figures' calls, in the URL's own order. */
export const queryDe = (entradas: Entradas): string =>
  new URLSearchParams(entradas as [string, string][]).toString();

/** A path with the figures' query. */
export const conQuery = (path: string, entradas: Entradas) => {
  const query = queryDe(entradas);
  return query ? `${path}?${query}` : path;
};

/**
 * GET /api/comerciales/gerencia/ (issue 15): every figure per commercial and their total, for the
 * URL's filters (and, for a searched subset's total, `comercial=` ids).
 */
export const gerenciaCuentasQuery = (entradas: Entradas) =>
  queryOptions({
    queryKey: GERENCIA_KEYS.cuentas(entradas),
    queryFn: ({ signal }) =>
      api.get<GerenciaCuentas>(conQuery('/api/comerciales/gerencia/', entradas), { signal }),
    placeholderData: keepPreviousData,
  });
