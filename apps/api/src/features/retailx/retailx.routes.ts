import { detailSchema, badRequestSchema } from '@ventas/domain/http/error-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { RETAILX_FILTERS, retailxSchema } from '@ventas/domain/retailx/retailx-contract';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { filtersQuerySchema } from '@ventas/domain/http/list-query';
import { createRetailxService } from './retailx.service';

const querySchema = filtersQuerySchema(RETAILX_FILTERS);

/**
 * RetailX (SPEC §2: the route allows every role; issue 17: the retail channel). The spec shows no
 * call; `GET /api/retailx/` takes Gerencia's dates. Group D only (a tenant switch, like group A's
 * stores): every role of a group-D distributor, each seeing what Gerencia's scope rule lets them.
 */
export function retailxRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createRetailxService(deps.database);
  app.get('/api/retailx/', {
    config: { access: API_ACCESS.retailX },
    schema: {
      querystring: querySchema,
      response: { 200: retailxSchema, 400: badRequestSchema, 403: detailSchema },
    },
    handler: (request) => service.cifras(request.tenant.id, currentUser(request), request.query.fechas),
  });
}
