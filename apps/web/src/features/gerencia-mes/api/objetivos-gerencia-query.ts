import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import { entriesAsQuery } from '@ventas/domain/http/filter-url';
import { sendCall } from '../../../api/send-call';
import type { EntradasMes } from '../model/use-filtros-mes';
import { GERENCIA_MES_KEYS } from './gerencia-mes-keys';

/**
 * Gerencia · Proyección and Reporte (issue 15): every commercial's month as the calculator
 * figures it, with the working-day pace and the month-end projection. One call for both screens,
 * so the two share it in the cache.
 */
export const objetivosGerenciaQuery = (entradas: EntradasMes) =>
  queryOptions({
    queryKey: GERENCIA_MES_KEYS.objetivos(entradas),
    queryFn: ({ signal }) =>
      sendCall(gerenciaCalls.objetivos, { query: entriesAsQuery(entradas) }, { signal }),
    placeholderData: keepPreviousData,
  });
