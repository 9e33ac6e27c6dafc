import { gerenciaFiltersCalls } from '@ventas/domain/gerencia/gerencia-filters.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { createGerenciaFiltersService } from './gerencia-filters.service';

/** The options of the Gerencia screens' filters (declared in the domain's `gerencia-filters.calls.ts`). */
export function gerenciaFiltersRoutes(app: ApiInstance, deps: { database: Database }): void {
  const filtros = createGerenciaFiltersService(deps.database);

  routeCall(app, gerenciaFiltersCalls.opciones, (request) => filtros.opciones(request.tenant.id));
}
