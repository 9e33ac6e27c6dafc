import { tutorialesCalls } from '@ventas/domain/tutoriales/tutoriales.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { createTutorialesService } from './tutoriales.service';

/** The tutorials' calls (declared in the domain's `tutoriales.calls.ts`, with who may make each). */
export function tutorialesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const tutoriales = createTutorialesService(deps.database);

  routeCall(app, tutorialesCalls.list, (request) => tutoriales.listar(request.tenant.id));
  routeCall(app, tutorialesCalls.create, (request) => tutoriales.crear(request.tenant.id, request.body));
  routeCall(app, tutorialesCalls.update, (request) =>
    tutoriales.cambiar(request.tenant.id, request.params.id, request.body),
  );
  routeCall(app, tutorialesCalls.remove, (request) =>
    tutoriales.borrar(request.tenant.id, request.params.id),
  );
  routeCall(app, tutorialesCalls.reorder, (request) =>
    tutoriales.reordenar(request.tenant.id, request.body.ids),
  );
}
