import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { comercialesSchema } from '@ventas/domain/telework/comerciales-contract';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createComercialesService } from './comerciales.service';
import { gerenciaFiltersRoutes } from './gerencia-filters.routes';

/** SPEC §5/§7: the commercials list for assignment, ordered by estado then name, 'Por asignar' last. */
export function comercialesRoutes(app: ApiInstance, deps: { database: Database }): void {
  const comerciales = createComercialesService(deps.database);

  app.get('/api/comerciales/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: comercialesSchema } },
    handler: (request) => comerciales.listar(request.tenant.id),
  });
  gerenciaFiltersRoutes(app, deps);
}
