import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  GESTION_FILTERS,
  GESTION_PAGING,
  gestionesResponseSchema,
  type GestionesResponse,
} from '@ventas/domain/servicios/gestion-list';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { listQuerySchema } from '../../lists/list-query';
import { readTablePage, readTableRows } from '../../lists/table-list';
import { GESTION_LIST } from './gestion.list';

const gestionQuery = listQuerySchema(GESTION_FILTERS, GESTION_PAGING);

/**
 * SPEC §3 "Procedure (gestion)": the whole list for the gestión entry form's drop-down, or a
 * page when the caller pages (docs/decisions.md). Admin CRUD comes with the catalogue.
 */
export function gestionRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/servicios/gestion/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: gestionQuery, response: { 200: gestionesResponseSchema } },
    handler: (request) => {
      const tenantId = request.tenant.id;
      const query = request.query;
      return deps.database.tenant(tenantId, async (tx): Promise<GestionesResponse> =>
        query.paged ? readTablePage(tx, GESTION_LIST, query) : readTableRows(tx, GESTION_LIST, query),
      );
    },
  });
}
