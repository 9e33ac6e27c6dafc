import { queryOptions } from '@tanstack/react-query';
import { calendarioEmpresaResponseSchema } from '@ventas/domain/calendario/calendario-contract';
import { api } from '../../../api/api';
import { calendarioKeys } from './calendario-keys';

/** GET /api/calculadora/calendario-empresa/: the tenant's community, municipality and own days. */
export const calendarioEmpresaQuery = () =>
  queryOptions({
    queryKey: calendarioKeys.empresa,
    queryFn: async ({ signal }) =>
      calendarioEmpresaResponseSchema.parse(
        await api.get<unknown>('/api/calculadora/calendario-empresa/', { signal }),
      ),
  });
