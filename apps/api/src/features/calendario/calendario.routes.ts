import { calendarioCalls } from '@ventas/domain/calendario/calendario.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createCalendarioService } from './calendario.service';

/** Issue 14's Calendario (declared in the domain's `calendario.calls.ts`, with who may make each). */
export function calendarioRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createCalendarioService(deps.database);

  routeCall(app, calendarioCalls.mes, (request) =>
    service.mes(request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, calendarioCalls.empresa, (request) => service.empresa(request.tenant.id));
  routeCall(app, calendarioCalls.saveEmpresa, (request) =>
    service.guardarEmpresa(request.tenant.id, request.body),
  );
}
