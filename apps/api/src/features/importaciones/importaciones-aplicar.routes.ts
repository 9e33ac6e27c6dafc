import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createInicioImportacion } from './aplicar-inicio';
import { APLICAR_IMPORTACION_KIND, createAplicarHandler } from './aplicar.job';
import { createDeshacerHandler, DESHACER_IMPORTACION_KIND } from './deshacer.job';
import { IMPORTACION_JOB_OPTIONS } from './importacion-jobs';
import { createImportacionesService } from './importaciones.service';

/**
 * Issue 17 "Lead-list import", SuperAdmin: the import records (list and one), the apply and the
 * undo, each a resumable job followed through task-status; declared in the domain's
 * `importaciones.calls.ts`.
 */
export function importacionesAplicarRoutes(app: ApiInstance, deps: { database: Database }): void {
  const { database } = deps;
  app.jobQueue.register(
    APLICAR_IMPORTACION_KIND,
    createAplicarHandler({ database, files: app.exportFiles }),
    IMPORTACION_JOB_OPTIONS,
  );
  app.jobQueue.register(
    DESHACER_IMPORTACION_KIND,
    createDeshacerHandler({ database }),
    IMPORTACION_JOB_OPTIONS,
  );
  const inicio = createInicioImportacion(database);
  const importaciones = createImportacionesService(database);

  routeCall(app, importacionesCalls.list, (request) =>
    importaciones.listar(request.tenant.id, request.query),
  );
  routeCall(app, importacionesCalls.uno, (request) =>
    importaciones.leer(request.tenant.id, request.params.id),
  );
  routeCall(app, importacionesCalls.aplicar, (request) =>
    inicio.aplicar(
      request.tenant.id,
      currentUser(request).accountId,
      request.params.id,
      request.body.duplicados,
    ),
  );
  routeCall(app, importacionesCalls.deshacer, (request) =>
    inicio.deshacer(request.tenant.id, currentUser(request).accountId, request.params.id),
  );
}
