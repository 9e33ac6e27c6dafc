import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';

/**
 * SPEC §7 Session: the two public tenant calls, served during maintenance too. The tenant's
 * management (its PUT included) is distribuidores-admin.routes.ts.
 */
export function distribuidoresRoutes(app: ApiInstance, _deps: { database: Database }): void {
  routeCall(
    app,
    distribuidoresCalls.maintenanceStatus,
    (request) => ({ maintenance: request.tenant.maintenance }),
    { maintenanceExempt: true },
  );
  routeCall(
    app,
    distribuidoresCalls.info,
    ({ tenant }) => ({
      id: tenant.id,
      name: tenant.name,
      subdomain: tenant.subdomain,
      logo_url: tenant.logoUrl,
    }),
    { maintenanceExempt: true },
  );
}
