import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import { entriesAsQuery } from '@ventas/domain/http/filter-url';
import { sendCall } from '../../../api/send-call';
import { GERENCIA_KEYS } from './gerencia-keys';

export type Entradas = readonly (readonly [string, string])[];

/** A path with the figures' query, in the URL's own order (the exports' jobs read it so). */
export const conQuery = (path: string, entradas: Entradas) => {
  const query = new URLSearchParams(entradas as [string, string][]).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * Gerencia · Comerciales (issue 15): every figure per commercial and their total, for the URL's
 * filters (and, for a searched subset's total, `comercial=` ids).
 */
export const gerenciaCuentasQuery = (entradas: Entradas) =>
  queryOptions({
    queryKey: GERENCIA_KEYS.cuentas(entradas),
    queryFn: ({ signal }) => sendCall(gerenciaCalls.cuentas, { query: entriesAsQuery(entradas) }, { signal }),
    placeholderData: keepPreviousData,
  });
