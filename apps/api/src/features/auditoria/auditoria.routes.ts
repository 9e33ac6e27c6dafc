import { auditoriaCalls } from '@ventas/domain/auditoria/auditoria.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import type { ListExportPayload } from '../../lists/list-export';
import { AUDITORIA_EXPORT_KIND, createAuditoriaExportHandler } from './auditoria-export.job';
import { createAuditoriaService } from './auditoria.service';
import { startTask } from '../../jobs/start-task';

/**
 * Issue 17 "Audit trail": Admins read and export the tenant's log; whoever may work a customer
 * reads its activity (the customer dialog's "Actividad" tab), all declared in the domain's
 * `auditoria.calls.ts`. The entries are written by the triggers of migration 0027;
 * `registerAuditContext` (app.ts) names the caller of every transaction. The export's query is
 * kept raw: the job parses it again with the list's own parser (`AUDITORIA_EXPORT`).
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

  routeCall(app, auditoriaCalls.exportar, (request) => {
    const payload: ListExportPayload = { format: 'xlsx', query: request.query, scope: null };
    return startTask(request, AUDITORIA_EXPORT_KIND, payload);
  });
}
