import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { calendarioMesResponseSchema } from '@ventas/domain/calendario/calendario-contract';
import { api } from '../../../api/api';
import { MUESTRA_AGENDADOS } from '../../clientes/clientes.public';
import { calendarioKeys } from './calendario-keys';

/**
 * GET /api/calculadora/calendario/: a commercial's month day by day (weights, holidays, callbacks)
 * and whom the caller may pick. The previous month stays on screen while the next one loads; the
 * month is read again whenever a callback is created, moved or closed (MUESTRA_AGENDADOS).
 */
export const calendarioMesQuery = (mes: string, comercial: number | null) =>
  queryOptions({
    queryKey: calendarioKeys.mes(mes, comercial),
    meta: MUESTRA_AGENDADOS,
    queryFn: async ({ signal }) =>
      calendarioMesResponseSchema.parse(
        await api.get<unknown>('/api/calculadora/calendario/', {
          query: { month_year_updated_on: mes, comercial: comercial ?? undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
