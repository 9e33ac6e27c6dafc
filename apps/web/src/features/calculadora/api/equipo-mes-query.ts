import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { equipoCalls } from '@ventas/domain/calculadora/equipo.calls';
import type { EstadoCuenta } from '@ventas/domain/cuentas/account-constants';
import { sendCall } from '../../../api/send-call';

/**
 * GET /api/calculadora/equipo_mes/ (issue 14's team view; the spec shows no path): every
 * commercial the caller may read, with the month's figures. Under 'calculadora', so every edit
 * of the calculator refreshes it.
 */
export const equipoMesQuery = (mes: string, estado: EstadoCuenta = 'ALTA') =>
  queryOptions({
    queryKey: ['calculadora', 'equipo_mes', mes, estado] as const,
    queryFn: ({ signal }) =>
      sendCall(equipoCalls.equipoMes, { query: { month_year_updated_on: mes, estado } }, { signal }),
    placeholderData: keepPreviousData,
  });
