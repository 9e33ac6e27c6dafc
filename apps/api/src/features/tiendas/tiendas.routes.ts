import { tiendasCalls } from '@ventas/domain/tiendas/tiendas.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createTiendaCifrasService } from './tienda-cifras.service';
import { createTiendasService } from './tiendas.service';

/** The stores' calls (declared in the domain's `tiendas.calls.ts`, with who may make each). */
export function tiendasRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createTiendasService(deps.database);
  const cifras = createTiendaCifrasService(deps.database);

  routeCall(app, tiendasCalls.list, (request) => service.list(request.tenant.id));
  routeCall(app, tiendasCalls.create, (request) => service.create(request.tenant.id, request.body));
  routeCall(app, tiendasCalls.update, (request) =>
    service.update(request.tenant.id, request.params.id, request.body),
  );
  routeCall(app, tiendasCalls.remove, (request) => service.remove(request.tenant.id, request.params.id));
  routeCall(app, tiendasCalls.cifras, (request) =>
    cifras.cifras(request.tenant.id, currentUser(request), request.params.id, request.query.mes),
  );
}
