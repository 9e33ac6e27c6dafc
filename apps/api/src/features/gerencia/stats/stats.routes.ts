import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import type { Database } from '../../../db/database';
import { routeCall, type CallRequest } from '../../../http/call-route';
import { currentUser } from '../../../http/request-context';
import type { ApiInstance } from '../../../http/route-types';
import { leerConsulta } from '../gerencia-query';
import { createStatsService } from './stats.service';

type StatsCall = (typeof gerenciaCalls.stats)[keyof typeof gerenciaCalls.stats];

/**
 * SPEC §7 Statistics (issue 15), declared in the domain's `gerencia.calls.ts`. The query is
 * Gerencia's (`updated_on` range, 2nd-to-1st period by default; estado, ALTA by default;
 * tipo_comercial; comercial).
 */
export function statsRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createStatsService(deps.database);
  const args = (request: CallRequest<StatsCall>) =>
    [
      request.tenant.id,
      currentUser(request),
      leerConsulta(request.query.updated_on, 'updated_on', request.query),
    ] as const;

  routeCall(app, gerenciaCalls.stats.tipoVentaCount, (request) => service.tipoVentaCount(...args(request)));
  routeCall(app, gerenciaCalls.stats.accionesComerciales, (request) =>
    service.accionesComerciales(...args(request)),
  );
  routeCall(app, gerenciaCalls.stats.consecucionCount, (request) =>
    service.consecucionCount(...args(request)),
  );
  routeCall(app, gerenciaCalls.stats.rankingComerciales, (request) =>
    service.rankingComerciales(...args(request)),
  );
}
