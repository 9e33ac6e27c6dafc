import { priceHistoryCalls, upfrontsCalls } from '@ventas/domain/servicios/price-history.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { PRICE_HISTORY, UPFRONT_HISTORY } from './history.repository';
import { createHistoryService } from './history.service';

/**
 * SPEC §7: /api/servicios/pricehistory/ and /api/servicios/upfronts/, plus price-on-date/ for
 * quoting many items at once, declared in the domain's `servicios/price-history.calls.ts`.
 */
export function historyRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createHistoryService(deps.database);
  // Each history's four calls, written out: one helper over both would lose each entry's type.
  routeCall(app, priceHistoryCalls.list, (request) =>
    service.listar(request.tenant.id, PRICE_HISTORY, request.query),
  );
  routeCall(app, priceHistoryCalls.create, (request) =>
    service.crear(request.tenant.id, PRICE_HISTORY, request.body),
  );
  routeCall(app, priceHistoryCalls.update, (request) =>
    service.cambiar(request.tenant.id, PRICE_HISTORY, request.params.id, request.body),
  );
  routeCall(app, priceHistoryCalls.remove, (request) =>
    service.borrar(request.tenant.id, PRICE_HISTORY, request.params.id),
  );
  routeCall(app, upfrontsCalls.list, (request) =>
    service.listar(request.tenant.id, UPFRONT_HISTORY, request.query),
  );
  routeCall(app, upfrontsCalls.create, (request) =>
    service.crear(request.tenant.id, UPFRONT_HISTORY, request.body),
  );
  routeCall(app, upfrontsCalls.update, (request) =>
    service.cambiar(request.tenant.id, UPFRONT_HISTORY, request.params.id, request.body),
  );
  routeCall(app, upfrontsCalls.remove, (request) =>
    service.borrar(request.tenant.id, UPFRONT_HISTORY, request.params.id),
  );
  routeCall(app, priceHistoryCalls.onDate, (request) =>
    service.preciosEnFecha(request.tenant.id, request.body.items, request.body.at),
  );
}
