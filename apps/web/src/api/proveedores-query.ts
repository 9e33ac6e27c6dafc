import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Proveedor } from '@ventas/domain/proveedores/proveedores';
import { proveedoresDeGrupos } from '@ventas/domain/proveedores/proveedores';
import { proveedoresDisponiblesCalls } from '@ventas/domain/proveedores/proveedores-disponibles.calls';
import { useSession } from '../session/use-session';
import { sendCall } from './send-call';

/** Issue 18: the slugs of the distributor's providers. */
export const proveedoresQuery = queryOptions({
  queryKey: ['scraping', 'proveedores'],
  queryFn: ({ signal }) => sendCall(proveedoresDisponiblesCalls.list, {}, { signal }),
  // A deployment's slugs do not change while the app is open.
  staleTime: Infinity,
});

/**
 * The path slug of `proveedor` when the user's distributor has it (its group), else null. The
 * groups decide at once; the slug arrives with the first answer (null until then).
 */
export function useSlugProveedor(proveedor: Proveedor): string | null {
  const { actor } = useSession();
  const tiene = actor !== null && proveedoresDeGrupos(actor.groups).includes(proveedor);
  const query = useQuery({ ...proveedoresQuery, enabled: tiene });
  if (!tiene) return null;
  return query.data?.proveedores.find((p) => p.proveedor === proveedor)?.slug ?? null;
}
