import { holidaysCalls } from '@ventas/domain/cuentas/holidays.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createHolidaysService } from './holidays.service';

/** SPEC §7 Holidays, declared in the domain's `holidays.calls.ts`. */
export function holidaysRoutes(app: ApiInstance, deps: { database: Database }): void {
  const holidays = createHolidaysService(deps.database);

  routeCall(app, holidaysCalls.list, (request) =>
    holidays.listar(request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, holidaysCalls.create, (request) => holidays.crear(request.tenant.id, request.body));
  routeCall(app, holidaysCalls.update, (request) =>
    holidays.cambiar(request.tenant.id, request.params.id, request.body),
  );
  routeCall(app, holidaysCalls.remove, (request) => holidays.borrar(request.tenant.id, request.params.id));
}
