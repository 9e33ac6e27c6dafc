import { comunicadosSchema } from '@ventas/domain/cuentas/cuentas-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { listComunicadosFor } from './comunicados.repository';

// The top bar only needs the recent ones to count today's unread (SPEC §9).
const MAX_COMUNICADOS = 200;

export function comunicadosRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/cuentas/communicates/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: comunicadosSchema } },
    handler: async (request) => {
      const user = currentUser(request);
      const tenantId = request.tenant.id;
      const rows = await deps.database.tenant(tenantId, (tx) =>
        listComunicadosFor(tx, user.accountId, MAX_COMUNICADOS),
      );
      return rows.map((row) => ({ ...row, created_on: row.created_on.toISOString() }));
    },
  });
}
