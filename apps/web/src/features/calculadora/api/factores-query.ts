import { queryOptions } from '@tanstack/react-query';
import { factorCorrectorListSchema } from '@ventas/domain/calculadora/factor-corrector-contract';
import { api } from '../../../api/api';
import { calculadoraKeys } from './calculadora-keys';

/**
 * GET /api/calculadora/factorcorrector/ (Manager and above, decision 85): every correction-factor
 * list with its bands and commercials. The what-if needs a commercial's whole list to tell which
 * band more sales reach; objetivo_mes answers only the band in force.
 */
export const factoresQuery = queryOptions({
  queryKey: calculadoraKeys.factores,
  queryFn: async ({ signal }) =>
    factorCorrectorListSchema.parse(await api.get<unknown>('/api/calculadora/factorcorrector/', { signal })),
  staleTime: 5 * 60_000,
});
