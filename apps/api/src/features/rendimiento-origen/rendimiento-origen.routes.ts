import { rendimientoOrigenCalls } from '@ventas/domain/rendimiento-origen/rendimiento-origen.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { createRendimientoOrigenService } from './rendimiento-origen.service';

/** Issue 17 "Origin performance" (declared in the domain's `rendimiento-origen.calls.ts`). */
export function rendimientoOrigenRoutes(app: ApiInstance, { database }: { database: Database }): void {
  const rendimiento = createRendimientoOrigenService(database);

  routeCall(app, rendimientoOrigenCalls.porOrigen, (request) =>
    rendimiento.porOrigen(request.tenant.id, request.query),
  );
}
