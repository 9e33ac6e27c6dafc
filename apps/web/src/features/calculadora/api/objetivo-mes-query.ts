import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { objetivoMesConCierreSchema } from '@ventas/domain/calculadora/extracto-contract';
import { api } from '../../../api/api';
import { calculadoraKeys } from './calculadora-keys';
import { calculadoraQueryParams } from './calculadora-query-params';

/**
 * GET /api/calculadora/objetivo_mes/: the month's objectives with their derived figures, the band,
 * the commission or why it is withheld, and whom the caller may pick (decision 83). The previous
 * month or commercial stays on screen while the next one loads, so the pickers never vanish.
 */
export const objetivoMesQuery = (mes: string, comercial: number | null) =>
  queryOptions({
    queryKey: calculadoraKeys.objetivoMes(mes, comercial),
    queryFn: async ({ signal }) =>
      objetivoMesConCierreSchema.parse(
        await api.get<unknown>('/api/calculadora/objetivo_mes/', {
          query: calculadoraQueryParams(mes, comercial),
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
