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
import type { RequestTenant } from '../../http/fastify-types';
import { conflict, forbidden, invalid, notFound } from '../../http/app-error';
import { currentUser } from '../../http/request-context';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';
import { crearDistribuidor } from './distribuidor-alta.service';
import { datosLegalesRoutes } from './datos-legales.routes';
import { distribuidorSuperadminRoutes } from './distribuidor-superadmin.routes';
import * as repository from './distribuidores-admin.repository';
import { updateOwnTenant } from './distribuidores.repository';
import { createDistribuidorExportHandler, DISTRIBUIDOR_EXPORT_KIND } from './distribuidor-export.job';
import { startPurgeSweep } from './distribuidores-purge';
import { distribuidorLogoRoutes } from './logo/distribuidor-logo.routes';

export const DISTRIBUIDOR_MESSAGES = {
  gruposSoloPlataforma: 'Solo los SuperAdmin de la plataforma cambian los grupos de un distribuidor.',
  plataformaNoSeBorra: 'El distribuidor de la plataforma no se puede borrar.',
  grupoDesconocido: (names: readonly string[]) => `Grupo desconocido: ${names.join(', ')}.`,
} as const;

const DAY_MS = 24 * 3600_000;

/** Whether two group lists name the same groups, in any order. */
const mismosGrupos = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

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
  const platform = config.platformTenant;
  /**
   * The rows the caller's distributor reads (`onlyId`'s, or all it may see): the platform every
   * distributor, read as the owner, the one role that sees every distributor's accounts for
   * `tiene_superadmin` (as the export reads them); any other distributor its own, in its own scope.
   */
  const list = (tenant: RequestTenant, onlyId = tenant.isPlatform ? undefined : tenant.id) =>
    tenant.isPlatform
      ? repository.listDistribuidores(database.owner, platform, onlyId)
      : database.tenant(tenant.id, (tx) => repository.listDistribuidores(tx, platform, onlyId));
  const one = async (tenant: RequestTenant, id: number) => (await list(tenant, id))[0] ?? null;
  const checkGroups = async (names: readonly string[] | undefined) => {
    const unknown = await database.registry((tx) => repository.unknownGroups(tx, names ?? []));
    if (unknown.length > 0) throw invalid({ groups: [DISTRIBUIDOR_MESSAGES.grupoDesconocido(unknown)] });
  };

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
    handler: ({ tenant }) => list(tenant),
  });

  app.post('/api/distribuidores/distribuidor/', {
    config: { access: API_ACCESS.platform },
    schema: {
      body: distribuidorCreateSchema,
      response: { 201: distribuidorCreadoSchema, 400: badRequestSchema },
    },
    handler: async (request, reply) => {
      const form = request.body;
      await checkGroups(form.groups);
      const created = await crearDistribuidor(database, platform, form);
      const distribuidor = await one(request.tenant, created.id);
      if (!distribuidor) throw notFound();
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ distribuidor, superadmin: created.superadmin });
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
    handler: async (request) => {
      const { id } = request.params;
      const { tenant } = request;
      if (!tenant.isPlatform) {
        // Other distributors do not exist for a distributor's own SuperAdmin (decision 9): 404, as any foreign id.
        if (id !== tenant.id) throw notFound();
        // The row read back carries its groups: unchanged, they are ignored as its other read-only keys.
        const { groups } = request.body;
        const held = groups && (await one(tenant, id))?.groups;
        if (groups && !(held && mismosGrupos(groups, held)))
          throw forbidden(DISTRIBUIDOR_MESSAGES.gruposSoloPlataforma);
        // Decision 9: their own row, as the app role (RLS allows only its own tenant row).
        const updated = await database.tenant(tenant.id, (tx) => updateOwnTenant(tx, request.body));
        if (!updated) throw notFound();
      } else {
        await checkGroups(request.body.groups);
        const found = await database.owner.transaction((tx) =>
          repository.updateDistribuidor(tx, id, request.body),
        );
        if (!found) throw notFound();
      }
      const distribuidor = await one(tenant, id);
      if (!distribuidor) throw notFound();
      return distribuidor;
    },
  });

  app.delete('/api/distribuidores/distribuidor/:id/', {
    config: { access: API_ACCESS.platform },
    schema: { params: idPathSchema, response: { 204: z.null(), 404: detailSchema, 409: detailSchema } },
    handler: async (request, reply) => {
      const { id } = request.params;
      const target = await one(request.tenant, id);
      if (!target || target.deleted_at) throw notFound();
      if (target.plataforma) throw conflict({ detail: DISTRIBUIDOR_MESSAGES.plataformaNoSeBorra });
      const now = new Date();
      const purgeAfter = new Date(now.getTime() + config.tenantPurgeGraceDays * DAY_MS);
      const deleted = await database.owner.transaction((tx) =>
        repository.markDeleted(tx, id, now, purgeAfter),
      );
      if (!deleted) throw notFound();
      return reply.code(204).send(null);
    },
  });

  app.post('/api/distribuidores/distribuidor/:id/restore/', {
    config: { access: API_ACCESS.platform },
    schema: { params: idPathSchema, response: { 200: distribuidorAdminSchema, 404: detailSchema } },
    handler: async (request) => {
      const { id } = request.params;
      if (!(await database.owner.transaction((tx) => repository.restore(tx, id)))) throw notFound();
      const distribuidor = await one(request.tenant, id);
      if (!distribuidor) throw notFound();
      return distribuidor;
    },
  });

  app.get('/api/distribuidores/distribuidor/:id/export/', {
    config: { access: API_ACCESS.platform },
    schema: { params: idPathSchema, response: { 200: taskStartedSchema, 404: detailSchema } },
    handler: async (request) => {
      const { id } = request.params;
      if (!(await one(request.tenant, id))) throw notFound();
      const taskId = await app.jobQueue.enqueue({
        tenantId: request.tenant.id,
        accountId: currentUser(request).accountId,
        kind: DISTRIBUIDOR_EXPORT_KIND,
        payload: { distribuidorId: id },
      });
      return { task_id: taskId };
    },
  });
};

export const distribuidoresAdminPlugin = fp(distribuidoresAdmin, {
  name: 'distribuidores-admin',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
