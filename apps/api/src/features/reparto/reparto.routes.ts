import { repartoCalls } from '@ventas/domain/reparto/reparto.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { createRepartoHandler, REPARTO_KIND } from './reparto.job';
import { createRepartoService } from './reparto.service';
import { startTask } from '../../jobs/start-task';

/**
 * Issue 17 "Deal out" (declared in the domain's `reparto.calls.ts`, SuperAdmin): the preview
 * answers what the deal-out would do now; the deal-out itself is a job followed through task-status.
 */
export function repartoRoutes(app: ApiInstance, { database }: { database: Database }): void {
  app.jobQueue.register(REPARTO_KIND, createRepartoHandler({ database }));
  const reparto = createRepartoService(database);

  routeCall(app, repartoCalls.vistaPrevia, (request) => reparto.vistaPrevia(request.tenant.id, request.body));

  routeCall(app, repartoCalls.repartir, async (request) => {
    await reparto.comprobar(request.tenant.id, request.body);
    return startTask(request, REPARTO_KIND, request.body);
  });
}
