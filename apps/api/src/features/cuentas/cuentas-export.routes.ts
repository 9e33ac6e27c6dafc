import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CUENTAS_FILTERS } from '@ventas/domain/cuentas/cuenta-form';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';
import type { ListExportPayload } from '../../lists/list-export';
import { listParamNames } from '@ventas/domain/http/list-query';
import { CUENTAS_EXPORT, CUENTAS_EXPORT_KIND, createCuentasExportHandler } from './cuentas-export.job';
import { startTask } from '../../jobs/start-task';

/**
 * The list's query string, checked now (a bad filter is a 400, not a failed job) and stored raw.
 * Its parameters are named (as text) so the OpenAPI document lists them.
 */
const documentedParams = Object.fromEntries(
  listParamNames(CUENTAS_FILTERS).map((name) => [name, z.unknown().optional()]),
);
const exportQuery = z.looseObject(documentedParams).superRefine((query, ctx) => {
  const parsed = CUENTAS_EXPORT.querySchema.safeParse(query);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
});

/**
 * RRHH's xlsx export (issue 16): the people directory with the list's filters, search and order,
 * as a job; the client follows it through /api/utils/task-status/ like every export.
 */
const cuentasExport: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database },
) => {
  app.jobQueue.register(
    CUENTAS_EXPORT_KIND,
    createCuentasExportHandler({ database, files: app.exportFiles }),
  );

  app.get('/api/cuentas/entradas/download-xlsx/', {
    config: { access: API_ACCESS.admin },
    schema: { querystring: exportQuery, response: { 200: taskStartedSchema } },
    handler: async (request) => {
      const payload: ListExportPayload = { format: 'xlsx', query: request.query, scope: null };
      return startTask(request, CUENTAS_EXPORT_KIND, payload);
    },
  });
};

/** Encapsulated like any feature; Fastify checks at start-up that the jobs plugin came first. */
export const cuentasExportPlugin = fp(cuentasExport, {
  name: 'cuentas-export',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
