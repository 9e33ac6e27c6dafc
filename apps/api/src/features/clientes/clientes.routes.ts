import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { scopeOf } from './clientes-scope';
import { createClientesService } from './clientes.service';

/**
 * SPEC §7 "Telework": the customer database, declared in the domain's `clientes.calls.ts`.
 * Scoping rules live in the service.
 */
export function clientesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createClientesService(deps.database);
  const scope = (request: Parameters<typeof currentUser>[0]) => scopeOf(currentUser(request));

  routeCall(app, clientesCalls.list, (request) =>
    service.list(request.tenant.id, request.query, scope(request)),
  );
  routeCall(app, clientesCalls.create, (request) =>
    service.create(request.tenant.id, request.body, scope(request)),
  );
  routeCall(app, clientesCalls.get, (request) =>
    service.get(request.tenant.id, request.params.id, scope(request)),
  );
  routeCall(app, clientesCalls.update, (request) =>
    service.update(request.tenant.id, request.params.id, request.body, scope(request)),
  );
  routeCall(app, clientesCalls.remove, (request) => service.remove(request.tenant.id, request.params.id));
}
