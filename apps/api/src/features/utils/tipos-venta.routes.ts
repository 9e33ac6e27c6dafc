import { utilsCalls } from '@ventas/domain/opciones/utils.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { createTiposVentaService } from './tipos-venta.service';

/** Administración · Tipos de venta (declared in the domain's `utils.calls.ts`, with who may make each). */
export function tiposVentaRoutes(app: ApiInstance, deps: { database: Database }): void {
  const tiposVenta = createTiposVentaService(deps.database);

  routeCall(app, utilsCalls.tiposVenta, (request) => tiposVenta.listar(request.tenant.id));
  routeCall(app, utilsCalls.crearTipoVenta, (request) => tiposVenta.crear(request.tenant.id, request.body));
  routeCall(app, utilsCalls.ordenarTiposVenta, (request) =>
    tiposVenta.reordenar(request.tenant.id, request.body.ids),
  );
  routeCall(app, utilsCalls.cambiarTipoVenta, (request) =>
    tiposVenta.cambiar(request.tenant.id, request.params.id, request.body),
  );
  routeCall(app, utilsCalls.eliminarTipoVenta, (request) =>
    tiposVenta.borrar(request.tenant.id, request.params.id),
  );
}
