import { queryOptions } from '@tanstack/react-query';
import type { Lineas } from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_B, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import { api } from '../../../api/api';
import { operadorKeys, SIN_REINTENTO } from './operador-keys';

/**
 * GET …/cliente/{id}/: the customer's current lines at the operator. Without `operator` the
 * provider answers for its own operator, which is all the tab shows.
 */
export const lineasQuery = (slug: string, clienteId: number) =>
  queryOptions({
    // Shaped as operadorKeys' own: the slug in it, so a slug change never mixes answers.
    queryKey: [...operadorKeys.all, slug, 'lineas', clienteId] as const,
    queryFn: ({ signal }) => api.get<Lineas>(rutaScraping(slug, RUTAS_B.lineas, clienteId), { signal }),
    ...SIN_REINTENTO,
  });
