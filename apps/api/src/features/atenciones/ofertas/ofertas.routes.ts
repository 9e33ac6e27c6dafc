import { declaracionVentaCalls } from '@ventas/domain/ofertas/declaracion-venta.calls';
import { ofertasCalls } from '@ventas/domain/ofertas/ofertas.calls';
import type { Database } from '../../../db/database';
import { routeCall } from '../../../http/call-route';
import { currentUser } from '../../../http/request-context';
import type { ApiInstance } from '../../../http/route-types';
import {
  activacionesPendientes,
  cambiarDeclaracionVentas,
  confirmarActivacion,
  cuentaActivacionesPendientes,
  leerDeclaracionVentas,
  rechazarActivacion,
} from './declaracion-venta.service';
import { editOferta, ofertaById } from './oferta-save.service';

/**
 * SPEC §7 "Offers and catalogue" and issue 29 §5 "Declaración de ventas", declared in the domain's
 * `ofertas/ofertas.calls.ts` and `ofertas/declaracion-venta.calls.ts`.
 */
export function ofertasRoutes(app: ApiInstance, deps: { database: Database }): void {
  routeCall(app, ofertasCalls.detail, (request) =>
    ofertaById(deps.database, request.tenant.id, currentUser(request), request.params.id),
  );
  routeCall(app, ofertasCalls.update, (request) =>
    editOferta(deps.database, request.tenant.id, currentUser(request), request.params.id, request.body),
  );

  routeCall(app, declaracionVentaCalls.pendientes, (request) =>
    activacionesPendientes(deps.database, request.tenant.id, currentUser(request)),
  );
  routeCall(app, declaracionVentaCalls.cuenta, (request) =>
    cuentaActivacionesPendientes(deps.database, request.tenant.id, currentUser(request)),
  );
  routeCall(app, declaracionVentaCalls.confirmar, (request) =>
    confirmarActivacion(deps.database, request.tenant.id, currentUser(request), request.params.id),
  );
  routeCall(app, declaracionVentaCalls.rechazar, (request) =>
    rechazarActivacion(
      deps.database,
      request.tenant.id,
      currentUser(request),
      request.params.id,
      request.body,
    ),
  );
  routeCall(app, declaracionVentaCalls.ajuste, (request) =>
    leerDeclaracionVentas(deps.database, request.tenant.id),
  );
  routeCall(app, declaracionVentaCalls.cambiarAjuste, (request) =>
    cambiarDeclaracionVentas(deps.database, request.tenant.id, request.body.modo),
  );
}
