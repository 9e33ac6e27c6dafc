import { utilsCalls } from '@ventas/domain/opciones/utils.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { createOpcionesService } from './opciones.service';
import { tiposVentaRoutes } from './tipos-venta.routes';

/** The initial data and the sale types (declared in the domain's `utils.calls.ts`). */
export function utilsRoutes(app: ApiInstance, deps: { database: Database }): void {
  const opciones = createOpcionesService(deps.database);

  routeCall(app, utilsCalls.opciones, (request) => opciones.opciones(request.tenant.id));

  tiposVentaRoutes(app, deps);

  routeCall(app, utilsCalls.modelQuery, (request) => opciones.origenes(request.tenant.id));
}
