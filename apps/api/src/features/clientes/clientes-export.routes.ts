import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import { EXPORT_FORMATS } from '../../jobs/export-files';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';
import { clientesFiltersSchema, scopeOf } from './clientes-query';
import {
  CLIENTES_EXPORT_KIND,
  createClientesExportHandler,
  type ClientesExportPayload,
} from './clientes-export.job';
import { startTask } from '../../jobs/start-task';

/** The list's filters (validated now, so a bad filter is a 400, not a failed job) plus the format. */
const exportQuery = z
  .looseObject({ format: z.enum(EXPORT_FORMATS).default('xlsx') })
  .superRefine((query, ctx) => {
    const filters = clientesFiltersSchema.safeParse(query);
    if (!filters.success)
      for (const issue of filters.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });

/**
 * SPEC §7 "Telework" export: registers its job kind and queues a job per request, answering its
 * task id; the client then polls /api/utils/task-status/ and downloads from
 * /api/utils/get-xlsx-files/ (the jobs plugin, src/jobs/).
 */
const clientesExport: FastifyPluginAsyncZod<{ database: Database }> = async (app, deps) => {
  app.jobQueue.register(
    CLIENTES_EXPORT_KIND,
    createClientesExportHandler({ database: deps.database, files: app.exportFiles }),
  );

  app.get('/api/clientes/teletrabajo/download-xlsx-teletrabajo/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: exportQuery, response: { 200: taskStartedSchema } },
    handler: async (request) => {
      const user = currentUser(request);
      const { format, ...query } = request.query;
      const payload: ClientesExportPayload = { format, query, scope: scopeOf(user) };
      return startTask(request, CLIENTES_EXPORT_KIND, payload);
    },
  });
};

/** Encapsulated like any feature; Fastify checks at start-up that the jobs plugin came first. */
export const clientesExportPlugin = fp(clientesExport, {
  name: 'clientes-export',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
