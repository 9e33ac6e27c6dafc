import { gerenciaFiltersSchema } from '@ventas/domain/gerencia/gerencia-filters-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createGerenciaFiltersService } from './gerencia-filters.service';

/**
 * SPEC §7 Management: GET /api/comerciales/gerencia-filters/, the options of the Gerencia screens'
 * filters (issue 15). Manager and above, who see the whole tenant; a Comercial is refused.
 */
export function gerenciaFiltersRoutes(app: ApiInstance, deps: { database: Database }): void {
  const filtros = createGerenciaFiltersService(deps.database);

  app.get('/api/comerciales/gerencia-filters/', {
    config: { access: API_ACCESS.manager },
    schema: { response: { 200: gerenciaFiltersSchema } },
    handler: (request) => filtros.opciones(request.tenant.id),
  });
}
