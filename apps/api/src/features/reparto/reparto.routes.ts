import { badRequestSchema } from '@ventas/domain/http/error-contract';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  repartoRequestSchema,
  vistaPreviaRepartoSchema,
  type VistaPreviaReparto,
} from '@ventas/domain/reparto/reparto-contract';
import { partesDelReparto } from '@ventas/domain/reparto/reparto-split';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createRepartoHandler, REPARTO_KIND } from './reparto.job';
import { contarSinAsignar, exigirComerciales, filtrosDelReparto } from './reparto.query';

/**
 * Issue 17 "Deal out" (SuperAdmin, /databaseManagement → Reparto): the unassigned customers of a
 * Teletrabajo query dealt to chosen commercials, evenly or by weights. The preview answers what
 * the deal-out would do now; the deal-out itself is a job followed through task-status.
 */
export function repartoRoutes(app: ApiInstance, { database }: { database: Database }): void {
  app.jobQueue.register(REPARTO_KIND, createRepartoHandler({ database }));

  app.post('/api/reparto/vista-previa/', {
    config: { access: API_ACCESS.superadmin },
    schema: {
      body: repartoRequestSchema,
      response: { 200: vistaPreviaRepartoSchema, 400: badRequestSchema },
    },
    handler: (request) =>
      database.tenant(request.tenant.id, async (tx): Promise<VistaPreviaReparto> => {
        const { filtros, comerciales, modo } = request.body;
        const filters = filtrosDelReparto(filtros);
        await exigirComerciales(
          tx,
          comerciales.map((comercial) => comercial.id),
        );
        const { sinAsignar, noLlamar } = await contarSinAsignar(tx, filters);
        const aRepartir = sinAsignar - noLlamar;
        const partes = partesDelReparto(
          aRepartir,
          modo,
          comerciales.map((comercial) => comercial.peso),
        );
        return {
          sin_asignar: sinAsignar,
          no_llamar: noLlamar,
          a_repartir: aRepartir,
          por_comercial: comerciales.map((comercial, i) => ({
            comercial: comercial.id,
            clientes: partes[i] ?? 0,
          })),
        };
      }),
  });

  app.post('/api/reparto/', {
    config: { access: API_ACCESS.superadmin },
    schema: { body: repartoRequestSchema, response: { 200: taskStartedSchema, 400: badRequestSchema } },
    handler: async (request) => {
      const { filtros, comerciales } = request.body;
      // Refused now with a 400, not later as a failed task.
      filtrosDelReparto(filtros);
      await database.tenant(request.tenant.id, (tx) =>
        exigirComerciales(
          tx,
          comerciales.map((comercial) => comercial.id),
        ),
      );
      const taskId = await app.jobQueue.enqueue({
        tenantId: request.tenant.id,
        accountId: currentUser(request).accountId,
        kind: REPARTO_KIND,
        payload: request.body,
      });
      return { task_id: taskId };
    },
  });
}
