import { queryOptions } from '@tanstack/react-query';
import type { Seguro } from '@ventas/domain/servicios/seguro-contract';
import { api } from '../../../api/api';
import { ofertaKeys } from './oferta-keys';

/** GET /api/servicios/seguros/?operator=&is_active=true: an operator's active insurances, whole. */
export const segurosQuery = (operator: string) =>
  queryOptions({
    queryKey: ofertaKeys.seguros(operator),
    queryFn: ({ signal }) =>
      api.get<Seguro[]>('/api/servicios/seguros/', { query: { operator, is_active: true }, signal }),
    enabled: operator !== '',
    staleTime: 60_000,
  });
