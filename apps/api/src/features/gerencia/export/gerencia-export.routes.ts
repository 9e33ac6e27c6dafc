import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import type { Database } from '../../../db/database';
import { routeCall } from '../../../http/call-route';
import { currentUser } from '../../../http/request-context';
import { JOBS_PLUGIN } from '../../../jobs/jobs.plugin';
import type { ListExportPayload } from '../../../lists/list-export';
import { leerConsulta } from '../gerencia-query';
import {
  ATENCIONES_COMERCIAL_EXPORT_KIND,
  createAtencionesComercialExportHandler,
} from './atenciones-comercial.job';
import { scopeOf } from '../../clientes/clientes.public';
import { createGerenciaExportService } from './gerencia-export.service';
import { createGerenciaExportHandler, GERENCIA_EXPORT_KIND } from './gerencia-xlsx.job';
import { startTask } from '../../../jobs/start-task';

/**
 * SPEC §7 Management's two xlsx exports, as jobs (issue 15). Every parameter is checked here, so a
 * bad one is a 400 and not a failed job; the job stores what the request resolved (the default
 * period included), and the client follows it through /api/utils/task-status/ like every export.
 */
const gerenciaExport: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const files = app.exportFiles;
  const service = createGerenciaExportService(database);
  app.jobQueue.register(GERENCIA_EXPORT_KIND, createGerenciaExportHandler({ database, files }));
  app.jobQueue.register(
    ATENCIONES_COMERCIAL_EXPORT_KIND,
    createAtencionesComercialExportHandler({ database, files }),
  );

  routeCall(app, gerenciaCalls.exportarCuentas, (request) => {
    const consulta = leerConsulta(request.query.fechas, 'fechas', request.query);
    const scope = scopeOf(currentUser(request));
    return startTask<ListExportPayload>(request, GERENCIA_EXPORT_KIND, {
      format: 'xlsx',
      query: { ...consulta },
      scope,
    });
  });

  routeCall(app, gerenciaCalls.exportarAtenciones, async (request) => {
    const { updated_on: rango, comercial } = request.query;
    const query = await service.consultaAtenciones(request.tenant.id, rango, comercial);
    return startTask<ListExportPayload>(request, ATENCIONES_COMERCIAL_EXPORT_KIND, {
      format: 'xlsx',
      query,
      scope: null,
    });
  });
};

export const gerenciaExportPlugin = fp(gerenciaExport, {
  name: 'gerencia-export',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
