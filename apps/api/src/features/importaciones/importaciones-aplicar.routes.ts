import { badRequestSchema, detailSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import {
  aplicarImportacionSchema,
  importacionesPageSchema,
  importacionSchema,
} from '@ventas/domain/importaciones/importacion-contract';
import { IMPORTACIONES_FILTERS, IMPORTACIONES_PAGING } from '@ventas/domain/importaciones/importaciones-list';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { listQuerySchema } from '@ventas/domain/http/list-query';
import { createInicioImportacion } from './aplicar-inicio';
import { APLICAR_IMPORTACION_KIND, createAplicarHandler } from './aplicar.job';
import { createDeshacerHandler, DESHACER_IMPORTACION_KIND } from './deshacer.job';
import { IMPORTACION_JOB_OPTIONS } from './importacion-jobs';
import { createImportacionesService } from './importaciones.service';

const BASE = '/api/importaciones';

/**
 * Issue 17 "Lead-list import", SuperAdmin: the import records (list and one), the apply and the
 * undo, each a resumable job followed through task-status. Paths: importacion-contract.ts.
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

  app.get(`${BASE}/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      querystring: listQuerySchema(IMPORTACIONES_FILTERS, IMPORTACIONES_PAGING),
      response: { 200: importacionesPageSchema },
    },
    handler: (request) => importaciones.listar(request.tenant.id, request.query),
  });

  app.get(`${BASE}/:id/`, {
    config: { access: API_ACCESS.superadmin },
    schema: { params: idPathSchema, response: { 200: importacionSchema, 404: detailSchema } },
    handler: (request) => importaciones.leer(request.tenant.id, request.params.id),
  });

  app.post(`${BASE}/:id/aplicar/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      params: idPathSchema,
      body: aplicarImportacionSchema,
      response: { 200: taskStartedSchema, 400: badRequestSchema, 404: detailSchema, 409: detailSchema },
    },
    handler: (request) =>
      inicio.aplicar(
        request.tenant.id,
        currentUser(request).accountId,
        request.params.id,
        request.body.duplicados,
      ),
  });

  app.post(`${BASE}/:id/deshacer/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      params: idPathSchema,
      response: { 200: taskStartedSchema, 404: detailSchema, 409: detailSchema },
    },
    handler: (request) =>
      inicio.deshacer(request.tenant.id, currentUser(request).accountId, request.params.id),
  });
}
