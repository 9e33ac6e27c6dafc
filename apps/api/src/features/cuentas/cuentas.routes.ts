import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { cambiarPasswordRoutes } from './cambiar-password.routes';
import { actorDe, createCuentasService } from './cuentas.service';

/**
 * SPEC §7 "Accounts and people" (issue 16), declared in the domain's `cuentas.calls.ts`; also
 * the password change (cambiar-password.routes.ts).
 */
export function cuentasRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createCuentasService(deps.database);

  routeCall(app, cuentasCalls.list, (request) => service.listar(request.tenant.id, request.query));
  routeCall(app, cuentasCalls.create, (request) =>
    service.crear(request.tenant.id, actorDe(currentUser(request)), request.body),
  );
  routeCall(app, cuentasCalls.update, (request) =>
    service.editar(request.tenant.id, actorDe(currentUser(request)), request.params.id, request.body),
  );
  routeCall(app, cuentasCalls.remove, (request) =>
    service.borrar(request.tenant.id, actorDe(currentUser(request)), request.params.id),
  );

  cambiarPasswordRoutes(app, { service });
}
