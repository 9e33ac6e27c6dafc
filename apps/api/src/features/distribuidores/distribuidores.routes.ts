import {
  distribuidorInfoSchema,
  distribuidorSchema,
  distribuidorUpdateSchema,
  maintenanceStatusSchema,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import type { ApiInstance } from '../../http/route-types';
import { updateOwnTenant } from './distribuidores.repository';

/**
 * SPEC §7 Session: the two public tenant calls (served during maintenance too), and the
 * SuperAdmin's own-tenant update, which also stays reachable so maintenance can be lifted.
 */
export function distribuidoresRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/distribuidores/get-maintenance-status/', {
    config: { access: API_ACCESS.public, maintenanceExempt: true },
    schema: { response: { 200: maintenanceStatusSchema } },
    handler: (request) => ({ maintenance: request.tenant.maintenance }),
  });

  app.get('/api/distribuidores/get-distribuidor-info/', {
    config: { access: API_ACCESS.public, maintenanceExempt: true },
    schema: { response: { 200: distribuidorInfoSchema } },
    handler: ({ tenant }) => ({
      id: tenant.id,
      name: tenant.name,
      subdomain: tenant.subdomain,
      logo_url: tenant.logoUrl,
    }),
  });

  app.put('/api/distribuidores/distribuidor/:id/', {
    config: { access: API_ACCESS.superadmin, maintenanceExempt: true },
    schema: {
      params: idPathSchema,
      body: distribuidorUpdateSchema,
      response: { 200: distribuidorSchema },
    },
    handler: async (request) => {
      // A tenant's users manage only their own distributor; RLS enforces the same.
      if (request.params.id !== request.tenant.id) throw notFound();
      const updated = await deps.database.tenant(request.tenant.id, (tx) =>
        updateOwnTenant(tx, request.body),
      );
      if (!updated) throw notFound();
      return updated;
    },
  });
}
