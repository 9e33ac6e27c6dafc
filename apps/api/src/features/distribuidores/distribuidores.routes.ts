import { z } from 'zod';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import type { ApiInstance } from '../../http/route-types';
import { updateOwnTenant } from './distribuidores.repository';

const distribuidorInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  logo_url: z.string().nullable(),
});

/**
 * SPEC §7 Session: the two public tenant calls (served during maintenance too), and the
 * SuperAdmin's own-tenant update, which also stays reachable so maintenance can be lifted.
 */
export function distribuidoresRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/distribuidores/get-maintenance-status/', {
    config: { access: API_ACCESS.public, maintenanceExempt: true },
    schema: { response: { 200: z.object({ maintenance: z.boolean() }) } },
    handler: (request) => ({ maintenance: request.tenant.maintenance }),
  });

  app.get('/api/distribuidores/get-distribuidor-info/', {
    config: { access: API_ACCESS.public, maintenanceExempt: true },
    schema: { response: { 200: distribuidorInfo } },
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
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: z
        .object({
          name: z.string().trim().min(1).max(120),
          maintenance: z.boolean(),
          logo_url: z.string().url().max(2000).nullable(),
          selling_companies: z.array(z.string().trim().min(1).max(120)).max(50),
        })
        .partial()
        .strict(),
      response: { 200: distribuidorInfo.extend({ maintenance: z.boolean() }) },
    },
    handler: async (request) => {
      // A tenant's users manage only their own distributor; RLS enforces the same.
      if (request.params.id !== request.tenant.id) throw notFound();
      const updated = await deps.database.tenant(request.tenant.id, (tx) =>
        updateOwnTenant(tx, request.tenant.id, request.body),
      );
      if (!updated) throw notFound();
      return updated;
    },
  });
}
