import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { mesSchema } from '@ventas/domain/calculadora/objetivos-contract';
import { plantillaObjetivosQuerySchema } from '@ventas/domain/calculadora/plantilla-objetivos-contract';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { IMPORT_TABLES, writeXlsxRequestSchema } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { Database } from '../../../db/database';
import { forbidden } from '../../../http/app-error';
import { currentUser } from '../../../http/request-context';
import { EXPORT_CONTENT_TYPES } from '../../../jobs/export-files';
import { JOBS_PLUGIN } from '../../../jobs/jobs.plugin';
import type { ListExportPayload } from '../../../lists/list-export';
import {
  CATALOGUE_EXPORT_KIND,
  CATALOGUE_RESOURCES,
  createCatalogueExportHandler,
} from './catalogue-export.job';
import {
  createObjetivosService,
  OBJETIVOS_IMPORT_KIND,
  PLANTILLA_OBJETIVOS_KIND,
  type ObjetivosImportPayload,
  type PlantillaPayload,
} from '../../calculadora/calculadora.public';
import { tableCalls } from '../catalogue-resource';
import { CATALOGUE_IMPORT_KIND, createImportHandler, type ImportPayload } from './import.job';
import { importTemplate } from './import-template';
import { IMPORT_MAX_BYTES, receiveImport } from './import-upload';
import { startTask } from '../../../jobs/start-task';

/** The list's query is checked now against that table's filters: a bad filter is a 400, not a failed job. */
const writeXlsxBody = writeXlsxRequestSchema.superRefine((body, ctx) => {
  if (body.table === 'objetivos') {
    const query = plantillaObjetivosQuerySchema.safeParse(body.query);
    if (!query.success)
      for (const issue of query.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['query', ...issue.path] });
    return;
  }
  const resource = CATALOGUE_RESOURCES.get(body.table);
  if (!resource) return;
  const query = tableCalls(resource).list.query.safeParse(body.query);
  if (!query.success)
    for (const issue of query.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['query', ...issue.path] });
});

/** The template is a file, not JSON; declared so the route walk and the API document see it. */
const xlsxFile = z.unknown().meta({ type: 'string', format: 'binary', description: 'Libro xlsx' });

/**
 * SPEC §7 "POST /api/utils/write-xlsx; POST /api/utils/read-xlsx/" for the catalogue (issue 12):
 * export any catalogue list as its screen filters it (Manager and above: they read those
 * screens), import tariffs, devices and installments from xlsx, and the import's template (Admin
 * and above: they write the catalogue). Both run as jobs followed through task-status. With
 * `table: 'objetivos'` they write and read the month's objectives template (issue 14, Admin and
 * above): the calculator's jobs, queued here through calculadora.public.ts.
 */
const catalogueTransfer: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const files = app.exportFiles;
  const objetivos = createObjetivosService(database);
  app.jobQueue.register(CATALOGUE_EXPORT_KIND, createCatalogueExportHandler({ database, files }));
  app.jobQueue.register(CATALOGUE_IMPORT_KIND, createImportHandler({ database, files }));
  // Only this plugin's routes read multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6 },
  });

  app.post('/api/utils/write-xlsx/', {
    config: { access: API_ACCESS.manager },
    schema: { body: writeXlsxBody, response: { 200: taskStartedSchema } },
    handler: async (request) => {
      const { table, query, format } = request.body;
      // The objectives' template (issue 14) is the calculator's: Admin and above write objectives.
      if (table === 'objetivos') {
        if (!hasLevel(currentUser(request), 'admin')) throw forbidden();
        const plantilla: PlantillaPayload = { mes: String(query['month_year_updated_on']) };
        return startTask(request, PLANTILLA_OBJETIVOS_KIND, plantilla);
      }
      const payload: ListExportPayload & { table: string } = { table, format, query, scope: null };
      return startTask(request, CATALOGUE_EXPORT_KIND, payload);
    },
  });

  app.post('/api/utils/read-xlsx/', {
    config: { access: API_ACCESS.admin },
    schema: { response: { 200: taskStartedSchema } },
    handler: async (request) => {
      // A closed month's objectives are refused (409) before the file is stored.
      const mesAbierto = async (fields: { table: string; month_year_updated_on?: string | undefined }) => {
        if (fields.table !== 'objetivos') return;
        const mes = mesSchema.parse(fields.month_year_updated_on);
        await objetivos.exigirMesAbierto(request.tenant.id, mes);
      };
      const {
        table,
        mode,
        month_year_updated_on: mes,
        upload,
      } = await receiveImport(request, files, request.tenant.id, mesAbierto);
      if (table === 'objetivos') {
        const payload: ObjetivosImportPayload = { mes: String(mes), mode, upload };
        return startTask(request, OBJETIVOS_IMPORT_KIND, payload);
      }
      const payload: ImportPayload = { table, mode, upload };
      return startTask(request, CATALOGUE_IMPORT_KIND, payload);
    },
  });

  app.get('/api/utils/read-xlsx/template/', {
    config: { access: API_ACCESS.admin },
    schema: {
      querystring: z.object({ table: z.enum(IMPORT_TABLES, { error: 'Tabla no válida' }) }),
      response: { 200: xlsxFile },
    },
    handler: async (request, reply) => {
      const { table } = request.query;
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="plantilla-${table}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(await importTemplate(table));
    },
  });
};

export const catalogueTransferPlugin = fp(catalogueTransfer, {
  name: 'catalogue-transfer',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
