import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import {
  additionalInfoOfPaquete,
  changeAdditionalInfo,
  createAdditionalInfo,
} from './additional-info.service';
import { listAtenciones } from './atenciones-list.service';
import { listPaquetes } from './paquetes-list.service';

/**
 * SPEC §7 "Calculator": the attentions and packages lists, and a package's additional info,
 * declared in the domain's `telework/atenciones.calls.ts`.
 */
export function atencionesListsRoutes(app: ApiInstance, deps: { database: Database }): void {
  routeCall(app, atencionesCalls.list, (request) =>
    listAtenciones(deps.database, request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, atencionesCalls.paquetes, (request) =>
    listPaquetes(deps.database, request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, atencionesCalls.additionalInfo, (request) =>
    additionalInfoOfPaquete(deps.database, request.tenant.id, currentUser(request), request.query.paquete),
  );
  routeCall(app, atencionesCalls.createAdditionalInfo, (request) =>
    createAdditionalInfo(deps.database, request.tenant.id, currentUser(request), request.body),
  );
  routeCall(app, atencionesCalls.updateAdditionalInfo, (request) =>
    changeAdditionalInfo(
      deps.database,
      request.tenant.id,
      currentUser(request),
      request.params.id,
      request.body,
    ),
  );
}
