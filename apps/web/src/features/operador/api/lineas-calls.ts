import { queryOptions } from '@tanstack/react-query';
import { proveedorBCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { sendCall } from '../../../api/send-call';
import { operadorKeys, SIN_REINTENTO } from './operador-keys';

/**
 * The customer's current lines at the operator. Without `operator` the
 * provider answers for its own operator, which is all the tab shows.
 */
export const lineasQuery = (slug: string, clienteId: number) =>
  queryOptions({
    // Shaped as operadorKeys' own: the slug in it, so a slug change never mixes answers.
    queryKey: [...operadorKeys.all, slug, 'lineas', clienteId] as const,
    queryFn: ({ signal }) =>
      sendCall(proveedorBCalls(slug).lineas, { params: { id: clienteId } }, { signal }),
    ...SIN_REINTENTO,
  });
