import { queryOptions } from '@tanstack/react-query';
import type { CatalogueOption } from '@ventas/domain/servicios/catalogue-drop-downs';
import { api } from '../../../api/api';
import { ofertaKeys } from './oferta-keys';

/**
 * GET /api/servicios/available-device-drop-down/?operator=: the active terminals an operator's
 * offers use; the server answers B's for DBL (SPEC §9), each with its own operator.
 */
export const dispositivosQuery = (operator: string) =>
  queryOptions({
    queryKey: ofertaKeys.dispositivos(operator),
    queryFn: ({ signal }) =>
      api.get<CatalogueOption[]>('/api/servicios/available-device-drop-down/', {
        query: { operator },
        signal,
      }),
    enabled: operator !== '',
    staleTime: 60_000,
  });
