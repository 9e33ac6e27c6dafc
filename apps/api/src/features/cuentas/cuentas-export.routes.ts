import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';
import type { ListExportPayload } from '../../lists/list-export';
import { routeCall } from '../../http/call-route';
import { CUENTAS_EXPORT_KIND, createCuentasExportHandler } from './cuentas-export.job';
import { startTask } from '../../jobs/start-task';

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

  routeCall(app, cuentasCalls.exportar, (request) => {
    const payload: ListExportPayload = { format: 'xlsx', query: request.query, scope: null };
    return startTask(request, CUENTAS_EXPORT_KIND, payload);
  });
};

/** Encapsulated like any feature; Fastify checks at start-up that the jobs plugin came first. */
export const cuentasExportPlugin = fp(cuentasExport, {
  name: 'cuentas-export',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
