import { badRequestSchema } from '@ventas/domain/http/error-contract';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { repartoRequestSchema, vistaPreviaRepartoSchema } from '@ventas/domain/reparto/reparto-contract';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createRepartoHandler, REPARTO_KIND } from './reparto.job';
import { createRepartoService } from './reparto.service';
import { startTask } from '../../jobs/start-task';

/**
 * Issue 17 "Deal out" (SuperAdmin, /databaseManagement → Reparto): the unassigned customers of a
 * Teletrabajo query dealt to chosen commercials, evenly or by weights. The preview answers what
 * the deal-out would do now; the deal-out itself is a job followed through task-status.
 */
export function repartoRoutes(app: ApiInstance, { database }: { database: Database }): void {
  app.jobQueue.register(REPARTO_KIND, createRepartoHandler({ database }));
  const reparto = createRepartoService(database);

  app.post('/api/reparto/vista-previa/', {
    config: { access: API_ACCESS.superadmin },
    schema: {
      body: repartoRequestSchema,
      response: { 200: vistaPreviaRepartoSchema, 400: badRequestSchema },
    },
    handler: (request) => reparto.vistaPrevia(request.tenant.id, request.body),
  });

  app.post('/api/reparto/', {
    config: { access: API_ACCESS.superadmin },
    schema: { body: repartoRequestSchema, response: { 200: taskStartedSchema, 400: badRequestSchema } },
    handler: async (request) => {
      await reparto.comprobar(request.tenant.id, request.body);
      return startTask(request, REPARTO_KIND, request.body);
    },
  });
}
