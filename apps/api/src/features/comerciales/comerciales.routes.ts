import { comercialesCalls } from '@ventas/domain/telework/comerciales.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { createComercialesService } from './comerciales.service';
import { gerenciaFiltersRoutes } from './gerencia-filters.routes';

/** The commercials list for assignment (declared in the domain's `comerciales.calls.ts`). */
export function comercialesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const comerciales = createComercialesService(deps.database);

  routeCall(app, comercialesCalls.list, (request) => comerciales.listar(request.tenant.id));
  gerenciaFiltersRoutes(app, deps);
}
