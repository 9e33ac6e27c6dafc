import { proveedorCCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { llamarProveedor, sinDatos, type LlamadaDeps } from './llamada';

/**
 * Issue 18, SPEC §7: provider C's coverage and geocoding, declared in the domain's
 * `proveedores/proveedores.calls.ts` under the provider's slug.
 */
export function proveedorCRoutes(app: ApiInstance, deps: LlamadaDeps, slug: string): void {
  const c = deps.conexiones.c;
  const calls = proveedorCCalls(slug);
  routeCall(app, calls.cobertura, (request) =>
    llamarProveedor(deps, request, 'c', sinDatos, (llamada) => c.cobertura(llamada, request.query)),
  );
  routeCall(app, calls.geocoding, (request) =>
    llamarProveedor(deps, request, 'c', sinDatos, (llamada) => c.geocodificar(llamada, request.query)),
  );
}
