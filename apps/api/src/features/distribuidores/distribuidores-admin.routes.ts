import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  distribuidorAdminSchema,
  distribuidorCreadoSchema,
  distribuidorCreateSchema,
  distribuidorUpdateSchema,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { detailSchema, badRequestSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';
import { datosLegalesRoutes } from './datos-legales.routes';
import { distribuidorSuperadminRoutes } from './distribuidor-superadmin.routes';
import { createDistribuidoresAdminService } from './distribuidores-admin.service';
import { createDistribuidorExportHandler, DISTRIBUIDOR_EXPORT_KIND } from './distribuidor-export.job';
import { startPurgeSweep } from './distribuidores-purge';
import { distribuidorLogoRoutes } from './logo/distribuidor-logo.routes';
import { startTask } from '../../jobs/start-task';

/**
 * SPEC §7 Tenants (GET/POST /api/distribuidores/distribuidor/, PUT/DELETE {id}/) as issue 16 has
 * them: a distributor's SuperAdmin sees and edits their own (decision 9); the platform's manage
 * every distributor (decision 134): create (with or without a first SuperAdmin, issue 29 §4),
 * edit, delete (disabled at once, erased after the grace period by the sweep), export before
 * erasure, restore, logo, first SuperAdmin.
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

  app.get('/api/distribuidores/distribuidor/', {
    config: { access: API_ACCESS.superadmin },
    schema: { response: { 200: z.array(distribuidorAdminSchema) } },
    handler: ({ tenant }) => distribuidores.listar(tenant),
  });

  app.post('/api/distribuidores/distribuidor/', {
    config: { access: API_ACCESS.platform },
    schema: {
      body: distribuidorCreateSchema,
      response: { 201: distribuidorCreadoSchema, 400: badRequestSchema },
    },
    handler: async (request, reply) => {
      const creado = await distribuidores.crear(request.tenant, request.body);
      return reply.code(201).header('cache-control', 'no-store').send(creado);
    },
  });

  app.put('/api/distribuidores/distribuidor/:id/', {
    // Decision 8: reachable in maintenance, so a SuperAdmin can lift it.
    config: { access: API_ACCESS.superadmin, maintenanceExempt: true },
    schema: {
      params: idPathSchema,
      body: distribuidorUpdateSchema,
      response: {
        200: distribuidorAdminSchema,
        400: badRequestSchema,
        403: detailSchema,
        404: detailSchema,
      },
    },
    handler: (request) => distribuidores.cambiar(request.tenant, request.params.id, request.body),
  });

  app.delete('/api/distribuidores/distribuidor/:id/', {
    config: { access: API_ACCESS.platform },
    schema: { params: idPathSchema, response: { 204: z.null(), 404: detailSchema, 409: detailSchema } },
    handler: async (request, reply) => {
      await distribuidores.borrar(request.tenant, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post('/api/distribuidores/distribuidor/:id/restore/', {
    config: { access: API_ACCESS.platform },
    schema: { params: idPathSchema, response: { 200: distribuidorAdminSchema, 404: detailSchema } },
    handler: (request) => distribuidores.restaurar(request.tenant, request.params.id),
  });

  app.get('/api/distribuidores/distribuidor/:id/export/', {
    config: { access: API_ACCESS.platform },
    schema: { params: idPathSchema, response: { 200: taskStartedSchema, 404: detailSchema } },
    handler: async (request) => {
      const { id } = request.params;
      await distribuidores.comprobar(request.tenant, id);
      return startTask(request, DISTRIBUIDOR_EXPORT_KIND, { distribuidorId: id });
    },
  });
};

export const distribuidoresAdminPlugin = fp(distribuidoresAdmin, {
  name: 'distribuidores-admin',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
