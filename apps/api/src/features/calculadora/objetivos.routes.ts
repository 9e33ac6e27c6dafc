import { objetivosCalls } from '@ventas/domain/calculadora/objetivos.calls';
import { mensajeObjetivosCopiados } from '@ventas/domain/calculadora/objetivos-contract';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createCalculadoraService } from './calculadora.service';
import type { createExtractoService } from './extracto/extracto.service';
import { createObjetivosService } from './objetivos.service';

/**
 * The month's figures (SPEC §7 Calculator) and the objectives' writes (decision 84), declared in
 * the domain's `objetivos.calls.ts`.
 */
export function objetivosRoutes(
  app: ApiInstance,
  deps: { database: Database; extractos: ReturnType<typeof createExtractoService> },
): void {
  const service = createCalculadoraService(deps.database);
  const objetivos = createObjetivosService(deps.database);

  routeCall(app, objetivosCalls.objetivoMes, (request) =>
    deps.extractos.objetivoMes(request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, objetivosCalls.bolsaMes, (request) =>
    service.bolsaMes(request.tenant.id, currentUser(request), request.query),
  );
  routeCall(app, objetivosCalls.create, (request) => objetivos.crear(request.tenant.id, request.body));
  routeCall(app, objetivosCalls.update, (request) =>
    objetivos.cambiar(request.tenant.id, request.params.id, request.body),
  );
  routeCall(app, objetivosCalls.remove, (request) => objetivos.borrar(request.tenant.id, request.params.id));
  // Issue 14: "Managers use it to set and follow their team's objectives": a Manager copies their
  // team's (and their own) month forward; Admin and above the whole tenant's (decision 84).
  routeCall(app, objetivosCalls.copiarAlMesSiguiente, async (request) => {
    const desde = { year: request.body.year, month: request.body.month };
    const copiados = await objetivos.copiarAlMesSiguiente(request.tenant.id, currentUser(request), desde);
    return { detail: mensajeObjetivosCopiados(desde), copiados };
  });
}
