import { z } from 'zod';
import { auditoriaCalls } from '@ventas/domain/auditoria/auditoria.calls';
import { AUDITORIA_FILTERS } from '@ventas/domain/auditoria/auditoria-contract';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import type { ListExportPayload } from '../../lists/list-export';
import { listParamNames } from '@ventas/domain/http/list-query';
import {
  AUDITORIA_EXPORT,
  AUDITORIA_EXPORT_KIND,
  createAuditoriaExportHandler,
} from './auditoria-export.job';
import { createAuditoriaService } from './auditoria.service';
import { startTask } from '../../jobs/start-task';

/** The export's query string, checked now (a bad filter is a 400, not a failed job), stored raw. */
const exportQuery = z
  .looseObject(
    Object.fromEntries(listParamNames(AUDITORIA_FILTERS).map((name) => [name, z.unknown().optional()])),
  )
  .superRefine((query, ctx) => {
    const parsed = AUDITORIA_EXPORT.querySchema.safeParse(query);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });

/**
 * Issue 17 "Audit trail": Admins read and export the tenant's log; whoever may work a customer
 * reads its activity (the customer dialog's "Actividad" tab, declared in the domain's
 * `auditoria.calls.ts`). The entries are written by the triggers of migration 0027;
 * `registerAuditContext` (app.ts) names the caller of every transaction. The export stays
 * written here: its query is checked by the export job's parser (`AUDITORIA_EXPORT`).
 */
export function auditoriaRoutes(app: ApiInstance, { database }: { database: Database }): void {
  app.jobQueue.register(
    AUDITORIA_EXPORT_KIND,
    createAuditoriaExportHandler({ database, files: app.exportFiles }),
  );
  const auditoria = createAuditoriaService(database);

  routeCall(app, auditoriaCalls.list, (request) => auditoria.listar(request.tenant.id, request.query));

  routeCall(app, auditoriaCalls.actividadCliente, (request) =>
    auditoria.actividadCliente(request.tenant.id, currentUser(request), request.params.id),
  );

  app.get('/api/auditoria/download-xlsx/', {
    config: { access: API_ACCESS.admin },
    schema: { querystring: exportQuery, response: { 200: taskStartedSchema } },
    handler: async (request) => {
      const payload: ListExportPayload = { format: 'xlsx', query: request.query, scope: null };
      return startTask(request, AUDITORIA_EXPORT_KIND, payload);
    },
  });
}
