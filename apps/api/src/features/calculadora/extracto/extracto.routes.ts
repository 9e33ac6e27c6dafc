import { MENSAJES_CIERRE } from '@ventas/domain/calculadora/extracto-contract';
import { extractoCalls } from '@ventas/domain/calculadora/extracto.calls';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { routeCall } from '../../../http/call-route';
import { currentUser } from '../../../http/request-context';
import type { ApiInstance } from '../../../http/route-types';
import type { createExtractoService } from './extracto.service';

/**
 * The commission statement (anyone, their own; managers their team's) and the month close
 * (Admin and above), declared in the domain's `extracto.calls.ts` (decision 89).
 */
export function extractoRoutes(app: ApiInstance, service: ReturnType<typeof createExtractoService>): void {
  routeCall(app, extractoCalls.extracto, (request) =>
    service.extracto(request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, extractoCalls.cierres, (request) => service.listar(request.tenant.id));
  routeCall(app, extractoCalls.cerrar, async (request) => {
    await service.cerrar(request.tenant.id, currentUser(request), request.body.fecha);
    return { detail: MENSAJES_CIERRE.cerrado(textoMes(request.body.fecha)) };
  });
  routeCall(app, extractoCalls.clawback, (request) => service.clawback(request.tenant.id));
  routeCall(app, extractoCalls.guardarClawback, (request) =>
    service.guardarClawback(request.tenant.id, request.body.operadores),
  );
  routeCall(app, extractoCalls.reabrir, async (request) => {
    const { fecha, motivo } = request.body;
    await service.reabrir(request.tenant.id, currentUser(request), fecha, motivo);
    return { detail: MENSAJES_CIERRE.reabierto(textoMes(fecha)) };
  });
}
