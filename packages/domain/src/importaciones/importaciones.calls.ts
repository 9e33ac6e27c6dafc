import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idParamSchema, idPathSchema } from '../http/id';
import { listQuerySchema } from '../http/list-query';
import { taskStartedSchema } from '../jobs/task-status-contract';
import { API_ACCESS } from '../permissions/api-rules';
import {
  aplicarImportacionSchema,
  filasImportacionPageSchema,
  filasQuerySchema,
  importacionCreadaSchema,
  importacionesPageSchema,
  importacionSchema,
  mapeoGuardadoSchema,
  nuevaImportacionSchema,
} from './importacion-contract';
import { IMPORTACIONES_FILTERS, IMPORTACIONES_PAGING } from './importaciones-list';

/**
 * Issue 17 "Lead-list import" (/databaseManagement, SuperAdmin; the spec shows no paths; the steps
 * are in importacion-contract.ts). Each job's start answers its `{task_id}`, followed through
 * task-status. The upload (`POST /api/importaciones/fichero/`) is multipart and still registered
 * by hand, in the one scope that reads multipart bodies.
 */
export const importacionesCalls = {
  /** The mapping last used for that origin, if any. */
  mapeo: defineCall({
    method: 'GET',
    path: '/api/importaciones/mapeo/',
    access: API_ACCESS.superadmin,
    query: z.object({ origen_bbdd: idParamSchema }),
    response: mapeoGuardadoSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  /** Saves the mapping on the origin, creates the record and starts its dry run. */
  crear: defineCall({
    method: 'POST',
    path: '/api/importaciones/',
    access: API_ACCESS.superadmin,
    body: nuevaImportacionSchema,
    status: 201,
    response: importacionCreadaSchema,
    errors: { 400: badRequestSchema, 404: detailSchema, 409: detailSchema },
  }),
  /** One page of a class's sample rows. */
  filas: defineCall({
    method: 'GET',
    path: '/api/importaciones/:id/filas/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    query: filasQuerySchema,
    response: filasImportacionPageSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  /** Queues the whole classification as an xlsx (once the dry run is done). */
  clasificacion: defineCall({
    method: 'POST',
    path: '/api/importaciones/:id/clasificacion/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    response: taskStartedSchema,
    errors: { 404: detailSchema, 409: detailSchema },
  }),
  /** The import records: the generic paged list. */
  list: defineCall({
    method: 'GET',
    path: '/api/importaciones/',
    access: API_ACCESS.superadmin,
    query: listQuerySchema(IMPORTACIONES_FILTERS, IMPORTACIONES_PAGING),
    response: importacionesPageSchema,
  }),
  /** One record, its totals and result. */
  uno: defineCall({
    method: 'GET',
    path: '/api/importaciones/:id/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    response: importacionSchema,
    errors: { 404: detailSchema },
  }),
  /** Starts (or resumes) the apply job. */
  aplicar: defineCall({
    method: 'POST',
    path: '/api/importaciones/:id/aplicar/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    body: aplicarImportacionSchema,
    response: taskStartedSchema,
    errors: { 400: badRequestSchema, 404: detailSchema, 409: detailSchema },
  }),
  /** Starts the undo job. */
  deshacer: defineCall({
    method: 'POST',
    path: '/api/importaciones/:id/deshacer/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    response: taskStartedSchema,
    errors: { 404: detailSchema, 409: detailSchema },
  }),
};
