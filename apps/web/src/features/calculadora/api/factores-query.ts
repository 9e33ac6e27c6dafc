import { queryOptions } from '@tanstack/react-query';
import { factorCorrectorListSchema } from '@ventas/domain/calculadora/factor-corrector-contract';
import { api } from '../../../api/api';
import { calculadoraKeys } from './calculadora-keys';

/** GET /api/calculadora/factorcorrector/ (decision 85): every correction-factor list of the tenant. */
export const factoresQuery = queryOptions({
  queryKey: calculadoraKeys.factores,
  queryFn: async ({ signal }) =>
    factorCorrectorListSchema.parse(await api.get<unknown>('/api/calculadora/factorcorrector/', { signal })),
});
