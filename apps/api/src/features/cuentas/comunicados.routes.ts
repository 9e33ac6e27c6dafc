import { comunicadosCalls } from '@ventas/domain/cuentas/comunicados.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { comunicadosAdminRoutes } from './comunicados-admin.routes';
import { createComunicadosService } from './comunicados.service';

const asJson = <T extends { created_on: Date }>(row: T) => ({
  ...row,
  created_on: row.created_on.toISOString(),
});

/**
 * SPEC §7 Communications: what the caller received (every role) and, for Admins, sending, the
 * sent list and deleting (comunicados-admin.routes.ts).
 */
export function comunicadosRoutes(app: ApiInstance, deps: { database: Database }): void {
  const comunicados = createComunicadosService(deps.database);
  comunicadosAdminRoutes(app, deps);
  routeCall(app, comunicadosCalls.recibidos, async (request) => {
    const rows = await comunicados.recibidos(request.tenant.id, currentUser(request).accountId);
    return rows.map(asJson);
  });
  routeCall(app, comunicadosCalls.marcarLeido, async (request) => {
    const row = await comunicados.marcarLeido(
      request.tenant.id,
      currentUser(request).accountId,
      request.body.id,
    );
    return asJson(row);
  });
}
