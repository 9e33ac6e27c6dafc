import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import { entriesAsQuery } from '@ventas/domain/http/filter-url';
import { sendCall } from '../../../api/send-call';
import { GERENCIA_KEYS } from './gerencia-keys';

export type Entradas = readonly (readonly [string, string])[];

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
