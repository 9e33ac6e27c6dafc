import { dropDownsCalls } from '@ventas/domain/servicios/drop-downs.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { createDropDownsService } from './drop-downs.service';

/** The catalogue's drop-downs, declared in the domain's `servicios/drop-downs.calls.ts`. */
export function dropDownRoutes(app: ApiInstance, deps: { database: Database }): void {
  const dropDowns = createDropDownsService(deps.database);
  routeCall(app, dropDownsCalls.operadores, (request) => dropDowns.operadores(request.tenant.id));
  routeCall(app, dropDownsCalls.dispositivos, (request) =>
    dropDowns.terminales(request.tenant.id, request.query.operator),
  );
  routeCall(app, dropDownsCalls.tarifasYLineas, (request) =>
    dropDowns.tarifasYLineas(request.tenant.id, request.query, false),
  );
  routeCall(app, dropDownsCalls.tarifasLineasYSvas, (request) =>
    dropDowns.tarifasYLineas(request.tenant.id, request.query, true),
  );
}
