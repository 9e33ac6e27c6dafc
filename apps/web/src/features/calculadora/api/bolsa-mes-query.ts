import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { bolsaMesResponseSchema } from '@ventas/domain/calculadora/bolsa-contract';
import { api } from '../../../api/api';
import { calculadoraKeys } from './calculadora-keys';
import { calculadoraQueryParams } from './calculadora-query-params';

/** GET /api/calculadora/bolsa_mes/: the month's pools, their rewards and the pool in play. */
export const bolsaMesQuery = (mes: string, comercial: number | null) =>
  queryOptions({
    queryKey: calculadoraKeys.bolsaMes(mes, comercial),
    queryFn: async ({ signal }) =>
      bolsaMesResponseSchema.parse(
        await api.get<unknown>('/api/calculadora/bolsa_mes/', {
          query: calculadoraQueryParams(mes, comercial),
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
