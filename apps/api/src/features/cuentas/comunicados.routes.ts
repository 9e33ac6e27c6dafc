import {
  comunicadoSchema,
  comunicadosSchema,
  setReadCommunicateSchema,
} from '@ventas/domain/cuentas/cuentas-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { comunicadosAdminRoutes } from './comunicados-admin.routes';
import { listComunicadosFor, markComunicadoRead } from './comunicados.repository';

// The top bar only needs the recent ones to count today's unread (SPEC §9); Mi zona lists them.
const MAX_COMUNICADOS = 200;

const asJson = <T extends { created_on: Date }>(row: T) => ({
  ...row,
  created_on: row.created_on.toISOString(),
});

/**
 * SPEC §7 Communications: what the caller received (every role) and, for Admins, sending, the
 * sent list and deleting (comunicados-admin.routes.ts).
 */
export function comunicadosRoutes(app: ApiInstance, deps: { database: Database }): void {
  comunicadosAdminRoutes(app, deps);
  app.get('/api/cuentas/communicates/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: comunicadosSchema } },
    handler: async (request) => {
      const user = currentUser(request);
      const tenantId = request.tenant.id;
      const rows = await deps.database.tenant(tenantId, (tx) =>
        listComunicadosFor(tx, user.accountId, MAX_COMUNICADOS),
      );
      return rows.map(asJson);
    },
  });

  app.post('/api/cuentas/set-read-communicate/', {
    config: { access: API_ACCESS.anyRole },
    schema: { body: setReadCommunicateSchema, response: { 200: comunicadoSchema } },
    handler: async (request) => {
      const user = currentUser(request);
      const row = await deps.database.tenant(request.tenant.id, (tx) =>
        markComunicadoRead(tx, user.accountId, request.body.id),
      );
      // Another account's or another tenant's communication is not the caller's to know of.
      if (!row) throw notFound('Comunicado no encontrado.');
      return asJson(row);
    },
  });
}
