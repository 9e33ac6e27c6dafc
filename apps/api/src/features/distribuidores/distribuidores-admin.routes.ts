import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';
import { datosLegalesRoutes } from './datos-legales.routes';
import { distribuidorSuperadminRoutes } from './distribuidor-superadmin.routes';
import { createDistribuidoresAdminService } from './distribuidores-admin.service';
import { createDistribuidorExportHandler, DISTRIBUIDOR_EXPORT_KIND } from './distribuidor-export.job';
import { startPurgeSweep } from './distribuidores-purge';
import { distribuidorLogoRoutes } from './logo/distribuidor-logo.routes';
import { startTask } from '../../jobs/start-task';

/**
 * The distributors' management (declared in the domain's `distribuidores.calls.ts`, with who may
 * make each; its PUT and the logo by hand).
 */
const distribuidoresAdmin: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  const distribuidores = createDistribuidoresAdminService(database, config);

  app.jobQueue.register(
    DISTRIBUIDOR_EXPORT_KIND,
    createDistribuidorExportHandler({ database, files: app.exportFiles }),
  );
  startPurgeSweep(app, database);
  await app.register(distribuidorLogoRoutes, { database });
  await app.register(distribuidorSuperadminRoutes, { database });
  await app.register(datosLegalesRoutes, { database });

  routeCall(app, distribuidoresCalls.list, ({ tenant }) => distribuidores.listar(tenant));

  routeCall(app, distribuidoresCalls.create, async (request, reply) => {
    const creado = await distribuidores.crear(request.tenant, request.body);
    reply.header('cache-control', 'no-store');
    return creado;
  });

  routeCall(
    app,
    distribuidoresCalls.update,
    (request) => distribuidores.cambiar(request.tenant, request.params.id, request.body),
    // Decision 8: reachable in maintenance, so a SuperAdmin can lift it.
    { maintenanceExempt: true },
  );

  routeCall(app, distribuidoresCalls.remove, (request) =>
    distribuidores.borrar(request.tenant, request.params.id),
  );

  routeCall(app, distribuidoresCalls.restore, (request) =>
    distribuidores.restaurar(request.tenant, request.params.id),
  );

  routeCall(app, distribuidoresCalls.export, async (request) => {
    const { id } = request.params;
    await distribuidores.comprobar(request.tenant, id);
    return startTask(request, DISTRIBUIDOR_EXPORT_KIND, { distribuidorId: id });
  });
};

export const distribuidoresAdminPlugin = fp(distribuidoresAdmin, {
  name: 'distribuidores-admin',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
