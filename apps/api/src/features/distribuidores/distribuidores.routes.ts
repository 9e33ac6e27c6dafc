import {
  distribuidorInfoSchema,
  maintenanceStatusSchema,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

/**
 * SPEC §7 Session: the two public tenant calls (served during maintenance too). The tenant's
 * management (its PUT included) is distribuidores-admin.routes.ts.
 */
export function distribuidoresRoutes(app: ApiInstance, _deps: { database: Database }): void {
  // Both by hand: their route config carries `maintenanceExempt` besides their access.
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
}
