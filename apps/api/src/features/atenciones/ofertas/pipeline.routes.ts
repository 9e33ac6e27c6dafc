import { pipelineCalls } from '@ventas/domain/ofertas/pipeline.calls';
import type { Database } from '../../../db/database';
import { routeCall } from '../../../http/call-route';
import { currentUser } from '../../../http/request-context';
import type { ApiInstance } from '../../../http/route-types';
import type { ListExportPayload } from '../../../lists/list-export';
import { startTask } from '../../../jobs/start-task';
import { moverOferta } from './oferta-estado.service';
import { createPipelineExportHandler, PIPELINE_EXPORT_KIND, viewerScopeOf } from './pipeline-export.job';
import { cambiarProbabilidades, leerProbabilidades, resumen, tarjetas } from './pipeline.service';

/**
 * Issue 31 §2, the offers pipeline (decision 236), declared in the domain's
 * `ofertas/pipeline.calls.ts`, and the list's export, a job.
 */
export function pipelineRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.jobQueue.register(
    PIPELINE_EXPORT_KIND,
    createPipelineExportHandler({ database: deps.database, files: app.exportFiles }),
  );

  routeCall(app, pipelineCalls.resumen, (request) =>
    resumen(deps.database, request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, pipelineCalls.tarjetas, (request) =>
    tarjetas(deps.database, request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, pipelineCalls.lista, (request) =>
    tarjetas(deps.database, request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, pipelineCalls.mover, (request) =>
    moverOferta(
      deps.database,
      request.tenant.id,
      currentUser(request),
      request.params.id,
      request.body.estado,
    ),
  );
  routeCall(app, pipelineCalls.probabilidades, (request) =>
    leerProbabilidades(deps.database, request.tenant.id),
  );
  routeCall(app, pipelineCalls.cambiarProbabilidades, (request) =>
    cambiarProbabilidades(deps.database, request.tenant.id, request.body),
  );

  // The client follows the job through /api/utils/task-status/.
  routeCall(app, pipelineCalls.exportar, (request) => {
    const { format, ...query } = request.query;
    const payload: ListExportPayload = { format, query, scope: viewerScopeOf(currentUser(request)) };
    return startTask(request, PIPELINE_EXPORT_KIND, payload);
  });
}
