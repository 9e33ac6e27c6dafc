import multipart from '@fastify/multipart';
import { z } from 'zod';
import { badRequestSchema, detailSchema } from '@ventas/domain/http/error-contract';
import { idParamSchema, idPathSchema } from '@ventas/domain/http/id';
import {
  ficheroSubidoSchema,
  filasImportacionPageSchema,
  IMPORTACION_MAX_BYTES,
  importacionCreadaSchema,
  mapeoGuardadoSchema,
  nuevaImportacionSchema,
} from '@ventas/domain/importaciones/importacion-contract';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import type { ListExportPayload } from '../../lists/list-export';
import { CLASIFICACION_KIND, createClasificacionHandler } from './clasificacion-export';
import { recibirFichero } from './fichero-subida';
import { filasQuerySchema } from './filas-muestra';
import { IMPORTACION_JOB_OPTIONS } from './importacion-jobs';
import { createImportacionesService } from './importaciones.service';
import { iniciarSimulacion } from './simulacion-inicio';
import { createSimulacionHandler, SIMULACION_KIND } from './simulacion.job';
import { startTask } from '../../jobs/start-task';

const BASE = '/api/importaciones';

/**
 * Issue 17 "Lead-list import" (SuperAdmin), its first half: the upload and its columns, the
 * origin's saved mapping, the import record with its dry run (a job), the sample rows per class
 * and the whole classification as an xlsx job. The apply, undo, record and list are
 * importaciones-aplicar.routes.ts. Paths: importacion-contract.ts.
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
    scope.post(`${BASE}/fichero/`, {
      config: { access: API_ACCESS.superadmin },
      schema: { response: { 200: ficheroSubidoSchema, 400: badRequestSchema } },
      handler: (request) => recibirFichero(request, files, request.tenant.id),
    });
  });

  app.get(`${BASE}/mapeo/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      querystring: z.object({ origen_bbdd: idParamSchema }),
      response: { 200: mapeoGuardadoSchema, 400: badRequestSchema, 404: detailSchema },
    },
    handler: async (request) => {
      const origen = request.query.origen_bbdd;
      return { origen_bbdd: origen, mapeo: await importaciones.mapeo(request.tenant.id, origen) };
    },
  });

  app.post(`${BASE}/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      body: nuevaImportacionSchema,
      response: { 201: importacionCreadaSchema, 400: badRequestSchema, 404: detailSchema, 409: detailSchema },
    },
    handler: async (request, reply) => {
      const caller = { tenantId: request.tenant.id, accountId: currentUser(request).accountId };
      const creada = await iniciarSimulacion(
        { database, files, jobQueue: app.jobQueue },
        caller,
        request.body,
      );
      return reply.code(201).send(creada);
    },
  });

  app.get(`${BASE}/:id/filas/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      params: idPathSchema,
      querystring: filasQuerySchema,
      response: { 200: filasImportacionPageSchema, 400: badRequestSchema, 404: detailSchema },
    },
    handler: (request) => importaciones.filas(request.tenant.id, request.params.id, request.query),
  });

  app.post(`${BASE}/:id/clasificacion/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      params: idPathSchema,
      response: { 200: taskStartedSchema, 404: detailSchema, 409: detailSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      await importaciones.exigirSimulada(request.tenant.id, id);
      const payload: ListExportPayload = { format: 'xlsx', query: { importacion: id }, scope: null };
      return startTask(request, CLASIFICACION_KIND, payload);
    },
  });
}
