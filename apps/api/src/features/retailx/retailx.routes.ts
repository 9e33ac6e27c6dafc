import { retailxCalls } from '@ventas/domain/retailx/retailx.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createRetailxService } from './retailx.service';

/** RetailX's call (declared in the domain's `retailx.calls.ts`, with who may make it). */
export function retailxRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createRetailxService(deps.database);
  routeCall(app, retailxCalls.cifras, (request) =>
    service.cifras(request.tenant.id, currentUser(request), request.query.fechas),
  );
}
