import { disponibilidadesCalls } from '@ventas/domain/cuentas/disponibilidades.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { createDisponibilidadesService } from './disponibilidades.service';

/** SPEC §3 "Commercial availability", declared in the domain's `disponibilidades.calls.ts`. */
export function disponibilidadesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const disponibilidades = createDisponibilidadesService(deps.database);

  routeCall(app, disponibilidadesCalls.list, (request) =>
    disponibilidades.listar(request.tenant.id, request.query.commercial),
  );
  routeCall(app, disponibilidadesCalls.create, (request) =>
    disponibilidades.crear(request.tenant.id, request.body),
  );
  routeCall(app, disponibilidadesCalls.update, (request) =>
    disponibilidades.cambiar(request.tenant.id, request.params.id, request.body),
  );
  routeCall(app, disponibilidadesCalls.remove, (request) =>
    disponibilidades.borrar(request.tenant.id, request.params.id),
  );
}
