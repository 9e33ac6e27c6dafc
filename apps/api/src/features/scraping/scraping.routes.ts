import { setMaxListeners } from 'node:events';
import { proveedoresDeGrupos } from '@ventas/domain/proveedores/proveedores';
import { proveedoresDisponiblesCalls } from '@ventas/domain/proveedores/proveedores-disponibles.calls';
import type { ProvidersConfig } from '../../config';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { credentialsCipher } from '../credenciales/credenciales.public';
import { crearConexiones } from './conexiones';
import type { LlamadaDeps } from './llamada';
import { proveedorBClienteRoutes } from './proveedor-b-cliente.routes';
import { proveedorBOperacionesRoutes } from './proveedor-b-operaciones.routes';
import { proveedorCRoutes } from './proveedor-c.routes';
import { proveedorDRoutes } from './proveedor-d.routes';

/**
 * Issue 18: the operator providers' calls, at SPEC §7's paths with each provider's configured
 * slug, and GET /api/scraping/proveedores/ (which of them the caller's distributor has, by its
 * groups, and their slugs). The clients, their circuits and the coverage cache live as long as
 * the app.
 */
export function scrapingRoutes(
  app: ApiInstance,
  options: { database: Database; providers: ProvidersConfig; credentialsKey: string },
): LlamadaDeps {
  // Closing the app ends every call still waiting on a provider (a hanging one would hold the
  // shutdown until its time-out). Each call in flight listens to this signal: no listener limit.
  const cierre = new AbortController();
  setMaxListeners(0, cierre.signal);
  app.addHook('preClose', (done) => {
    cierre.abort();
    done();
  });
  const deps: LlamadaDeps = {
    database: options.database,
    cipher: credentialsCipher(options.credentialsKey),
    conexiones: crearConexiones(options.providers, app.log, cierre.signal),
  };
  const { slugs } = deps.conexiones;

  routeCall(app, proveedoresDisponiblesCalls.list, (request) => ({
    proveedores: proveedoresDeGrupos(request.tenant.groups).map((proveedor) => ({
      proveedor,
      slug: slugs[proveedor],
    })),
  }));

  proveedorBClienteRoutes(app, deps, slugs.b);
  proveedorBOperacionesRoutes(app, deps, slugs.b);
  proveedorCRoutes(app, deps, slugs.c);
  proveedorDRoutes(app, deps, slugs.d);
  return deps;
}
