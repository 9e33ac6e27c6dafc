import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { equipoMesResponseSchema } from '@ventas/domain/calculadora/equipo-contract';
import type { EstadoCuenta } from '@ventas/domain/cuentas/account-constants';
import { api } from '../../../api/api';

/**
 * GET /api/calculadora/equipo_mes/ (issue 14's team view; the spec shows no path): every
 * commercial the caller may read, with the month's figures. Under 'calculadora', so every edit
 * of the calculator refreshes it.
 */
export const equipoMesQuery = (mes: string, estado: EstadoCuenta = 'ALTA') =>
  queryOptions({
    queryKey: ['calculadora', 'equipo_mes', mes, estado] as const,
    queryFn: async ({ signal }) =>
      equipoMesResponseSchema.parse(
        await api.get<unknown>('/api/calculadora/equipo_mes/', {
          query: { month_year_updated_on: mes, estado },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
