import multipart from '@fastify/multipart';
import { badRequestSchema } from '@ventas/domain/http/error-contract';
import {
  ficheroSubidoSchema,
  IMPORTACION_MAX_BYTES,
} from '@ventas/domain/importaciones/importacion-contract';
import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import type { ListExportPayload } from '../../lists/list-export';
import { CLASIFICACION_KIND, createClasificacionHandler } from './clasificacion-export';
import { recibirFichero } from './fichero-subida';
import { IMPORTACION_JOB_OPTIONS } from './importacion-jobs';
import { createImportacionesService } from './importaciones.service';
import { iniciarSimulacion } from './simulacion-inicio';
import { createSimulacionHandler, SIMULACION_KIND } from './simulacion.job';
import { startTask } from '../../jobs/start-task';

/**
 * Issue 17 "Lead-list import" (SuperAdmin), its first half: the upload and its columns, the
 * origin's saved mapping, the import record with its dry run (a job), the sample rows per class
 * and the whole classification as an xlsx job. The apply, undo, record and list are
 * importaciones-aplicar.routes.ts. Declared in the domain's `importaciones.calls.ts`, but for the
 * multipart upload.
 */
export function importacionesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const { database } = deps;
  const files = app.exportFiles;
  const importaciones = createImportacionesService(database);
  app.jobQueue.register(
    SIMULACION_KIND,
    createSimulacionHandler({ database, files }),
    IMPORTACION_JOB_OPTIONS,
  );
  app.jobQueue.register(CLASIFICACION_KIND, createClasificacionHandler({ database, files }));

  // Only this scope reads multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORTACION_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 4 },
    });
    scope.post('/api/importaciones/fichero/', {
      config: { access: API_ACCESS.superadmin },
      schema: { response: { 200: ficheroSubidoSchema, 400: badRequestSchema } },
      handler: (request) => recibirFichero(request, files, request.tenant.id),
    });
  });

  routeCall(app, importacionesCalls.mapeo, async (request) => {
    const origen = request.query.origen_bbdd;
    return { origen_bbdd: origen, mapeo: await importaciones.mapeo(request.tenant.id, origen) };
  });
  routeCall(app, importacionesCalls.crear, (request) => {
    const caller = { tenantId: request.tenant.id, accountId: currentUser(request).accountId };
    return iniciarSimulacion({ database, files, jobQueue: app.jobQueue }, caller, request.body);
  });
  routeCall(app, importacionesCalls.filas, (request) =>
    importaciones.filas(request.tenant.id, request.params.id, request.query),
  );
  routeCall(app, importacionesCalls.clasificacion, async (request) => {
    const { id } = request.params;
    await importaciones.exigirSimulada(request.tenant.id, id);
    const payload: ListExportPayload = { format: 'xlsx', query: { importacion: id }, scope: null };
    return startTask(request, CLASIFICACION_KIND, payload);
  });
}
