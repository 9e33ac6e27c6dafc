import { queryOptions } from '@tanstack/react-query';
import { proveedorBCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { sendCall } from '../../../api/send-call';
import { operadorKeys, SIN_REINTENTO } from './operador-keys';

/** The operator's resources for agents. */
export const recursosQuery = (slug: string) =>
  queryOptions({
    queryKey: operadorKeys.recursos(slug),
    queryFn: ({ signal }) => sendCall(proveedorBCalls(slug).recursos, {}, { signal }),
    ...SIN_REINTENTO,
  });

/** The operator's release notes. */
export const releasesQuery = (slug: string) =>
  queryOptions({
    queryKey: operadorKeys.releases(slug),
    queryFn: ({ signal }) => sendCall(proveedorBCalls(slug).releases, {}, { signal }),
    ...SIN_REINTENTO,
  });
