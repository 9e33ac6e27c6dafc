import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { leerConsulta } from './gerencia-query';
import { createGerenciaService } from './gerencia.service';
import { createObjetivosGerenciaService } from './objetivos-gerencia.service';

/**
 * Gerencia · Comerciales, Proyección and Reporte (issue 15), declared in the domain's
 * `gerencia.calls.ts`. SPEC §7 names the counts and their parameters, not the paths; these sit
 * beside their xlsx exports (docs/decisions/ 121, 122).
 */
export function gerenciaRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createGerenciaService(deps.database);
  const objetivos = createObjetivosGerenciaService(deps.database);

  routeCall(app, gerenciaCalls.cuentas, (request) =>
    service.cuentas(
      request.tenant.id,
      currentUser(request),
      leerConsulta(request.query.fechas, 'fechas', request.query),
    ),
  );
  routeCall(app, gerenciaCalls.objetivos, (request) => {
    const { estados, tipos } = leerConsulta(undefined, 'fechas', { ...request.query, comercial: [] });
    return objetivos.mes(request.tenant.id, currentUser(request), { mes: request.query.mes, estados, tipos });
  });
}
