import { comunicadosAdminCalls } from '@ventas/domain/cuentas/comunicados-admin.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createComunicadosAdminService } from './comunicados-admin.service';

/**
 * The Admins' side of SPEC §7 Communications (issue 16): send, the sent list with who read each
 * one and delete; declared in the domain's `comunicados.calls.ts`.
 */
export function comunicadosAdminRoutes(app: ApiInstance, deps: { database: Database }): void {
  const comunicados = createComunicadosAdminService(deps.database);

  routeCall(app, comunicadosAdminCalls.enviados, (request) =>
    comunicados.enviados(request.tenant.id, request.query),
  );
  routeCall(app, comunicadosAdminCalls.enviar, async (request) => {
    const created = await comunicados.enviar(request.tenant.id, currentUser(request).accountId, request.body);
    // Read back in the transaction that wrote it: always there.
    return created!;
  });
  routeCall(app, comunicadosAdminCalls.borrar, (request) =>
    comunicados.borrar(request.tenant.id, request.params.id),
  );
}
