import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  superadminCreateSchema,
  superadminInicialSchema,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { badRequestSchema, detailSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { createDistribuidorSuperadminService } from './distribuidor-superadmin.service';

/**
 * Issue 29 §4: the first SuperAdmin of a distributor created without one (SPEC §3's tenant has
 * no account), made by the platform as POST makes it: a one-time password, changed at first
 * login. Only while it has no active SuperAdmin: from then on, its own SuperAdmin manages its
 * accounts (decision 9). The account is written as the app role confined to that distributor.
 */
export const distribuidorSuperadminRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const superadmins = createDistribuidorSuperadminService(database);

  app.post('/api/distribuidores/distribuidor/:id/superadmin/', {
    config: { access: API_ACCESS.platform },
    schema: {
      params: idPathSchema,
      body: superadminCreateSchema,
      response: {
        201: superadminInicialSchema,
        400: badRequestSchema,
        404: detailSchema,
        409: detailSchema,
      },
    },
    handler: async (request, reply) => {
      const superadmin = await superadmins.crear(request.params.id, request.body.username);
      return reply.code(201).header('cache-control', 'no-store').send(superadmin);
    },
  });
};
