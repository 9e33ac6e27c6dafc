import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';
import { scopeOf } from './clientes-query';
import {
  CLIENTES_EXPORT_KIND,
  createClientesExportHandler,
  type ClientesExportPayload,
} from './clientes-export.job';
import { startTask } from '../../jobs/start-task';

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

  routeCall(app, clientesCalls.exportar, (request) => {
    const { format, ...query } = request.query;
    const payload: ClientesExportPayload = { format, query, scope: scopeOf(currentUser(request)) };
    return startTask(request, CLIENTES_EXPORT_KIND, payload);
  });
};

/** Encapsulated like any feature; Fastify checks at start-up that the jobs plugin came first. */
export const clientesExportPlugin = fp(clientesExport, {
  name: 'clientes-export',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
