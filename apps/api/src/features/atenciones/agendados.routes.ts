import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { countAgendados, editAgendado, listAgendados, moveAgendados } from './agendados.service';

/** SPEC §7 Telework "Scheduled", declared in the domain's `telework/agendados.calls.ts`. */
export function agendadosRoutes(app: ApiInstance, deps: { database: Database }): void {
  routeCall(app, agendadosCalls.list, (request) =>
    listAgendados(deps.database, request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, agendadosCalls.count, (request) =>
    countAgendados(deps.database, request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, agendadosCalls.update, (request) =>
    editAgendado(deps.database, request.tenant.id, currentUser(request), request.params.id, request.body),
  );
  routeCall(app, agendadosCalls.move, (request) =>
    moveAgendados(deps.database, request.tenant.id, request.body.origin, request.body.destination),
  );
}
