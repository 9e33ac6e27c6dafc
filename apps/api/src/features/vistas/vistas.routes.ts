import { vistasCalls } from '@ventas/domain/vistas/vistas.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createVistasService } from './vistas.service';

/** Saved views' calls (declared in the domain's `vistas.calls.ts`); any signed-in role. */
export function vistasRoutes(app: ApiInstance, deps: { database: Database }): void {
  const vistas = createVistasService(deps.database);

  routeCall(app, vistasCalls.list, (request) =>
    vistas.listar(request.tenant.id, currentUser(request), request.query.pantalla),
  );
  routeCall(app, vistasCalls.create, (request) =>
    vistas.crear(request.tenant.id, currentUser(request), request.body),
  );
  routeCall(app, vistasCalls.update, (request) =>
    vistas.cambiar(request.tenant.id, currentUser(request), request.params.id, request.body),
  );
  routeCall(app, vistasCalls.remove, (request) =>
    vistas.borrar(request.tenant.id, currentUser(request), request.params.id),
  );
}
