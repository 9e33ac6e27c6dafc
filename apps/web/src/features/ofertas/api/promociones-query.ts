import { queryOptions } from '@tanstack/react-query';
import type { Promocion } from '@ventas/domain/servicios/promocion-contract';
import { api } from '../../../api/api';
import { ofertaKeys } from './oferta-keys';

/** GET /api/servicios/promociones/?operator=&is_active=true: an operator's active promotions, whole. */
export const promocionesQuery = (operator: string) =>
  queryOptions({
    queryKey: ofertaKeys.promociones(operator),
    queryFn: ({ signal }) =>
      api.get<Promocion[]>('/api/servicios/promociones/', { query: { operator, is_active: true }, signal }),
    enabled: operator !== '',
    staleTime: 60_000,
  });
