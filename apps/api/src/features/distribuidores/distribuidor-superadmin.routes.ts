import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { createDistribuidorSuperadminService } from './distribuidor-superadmin.service';

/** A distributor's first SuperAdmin (declared in the domain's `distribuidores.calls.ts`). */
export const distribuidorSuperadminRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const superadmins = createDistribuidorSuperadminService(database);

  routeCall(app, distribuidoresCalls.createSuperadmin, async (request, reply) => {
    const superadmin = await superadmins.crear(request.params.id, request.body.username);
    reply.header('cache-control', 'no-store');
    return superadmin;
  });
};
