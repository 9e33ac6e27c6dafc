import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { objetivosGerenciaSchema } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import { api } from '../../../api/api';
import type { EntradasMes } from '../model/use-filtros-mes';
import { GERENCIA_MES_KEYS } from './gerencia-mes-keys';

/**
 * GET /api/comerciales/gerencia/objetivos/ (issue 15): every commercial's month as the
 * calculator figures it, with the working-day pace and the month-end projection. One call for
 * both Proyección and Reporte, so the two screens share it in the cache.
 */
export const objetivosGerenciaQuery = (entradas: EntradasMes) =>
  queryOptions({
    queryKey: GERENCIA_MES_KEYS.objetivos(entradas),
    queryFn: async ({ signal }) =>
      objetivosGerenciaSchema.parse(
        await api.get<unknown>(
          `/api/comerciales/gerencia/objetivos/?${new URLSearchParams(entradas as [string, string][])}`,
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
