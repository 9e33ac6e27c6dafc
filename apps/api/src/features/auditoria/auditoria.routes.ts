import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACTIVIDAD_CLIENTE_MAX,
  actividadClienteSchema,
  AUDITORIA_FILTERS,
  AUDITORIA_PAGING,
  auditoriaPageSchema,
} from '@ventas/domain/auditoria/auditoria-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { rowsOf, type Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import type { ListExportPayload } from '../../lists/list-export';
import { listParamNames, listQuerySchema } from '../../lists/list-query';
import { readTablePage } from '../../lists/table-list';
import { requireVisibleCliente } from '../clientes/clientes.public';
import {
  AUDITORIA_EXPORT,
  AUDITORIA_EXPORT_KIND,
  createAuditoriaExportHandler,
} from './auditoria-export.job';
import { auditoriaList, ENTRADA_COLUMNS, ENTRADA_FROM, entradaOf } from './auditoria.list';

/** The export's query string, checked now (a bad filter is a 400, not a failed job), stored raw. */
const exportQuery = z
  .looseObject(
    Object.fromEntries(listParamNames(AUDITORIA_FILTERS).map((name) => [name, z.unknown().optional()])),
  )
  .superRefine((query, ctx) => {
    const parsed = AUDITORIA_EXPORT.querySchema.safeParse(query);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });

/**
 * Issue 17 "Audit trail": Admins read and export the tenant's log; whoever may work a customer
 * reads its activity (the customer dialog's "Actividad" tab). The entries are written by the
 * triggers of migration 0027; `registerAuditContext` (app.ts) names the caller of every transaction.
 */
export function auditoriaRoutes(app: ApiInstance, { database }: { database: Database }): void {
  app.jobQueue.register(
    AUDITORIA_EXPORT_KIND,
    createAuditoriaExportHandler({ database, files: app.exportFiles }),
  );

  app.get('/api/auditoria/', {
    config: { access: API_ACCESS.admin },
    schema: {
      querystring: listQuerySchema(AUDITORIA_FILTERS, AUDITORIA_PAGING),
      response: { 200: auditoriaPageSchema },
    },
    handler: (request) =>
      database.tenant(request.tenant.id, (tx) => readTablePage(tx, auditoriaList, request.query)),
  });

  app.get('/api/auditoria/cliente/:id/', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, response: { 200: actividadClienteSchema } },
    handler: (request) =>
      database.tenant(request.tenant.id, async (tx) => {
        const clienteId = request.params.id;
        await requireVisibleCliente(tx, currentUser(request), clienteId);
        const result = await tx.execute(
          sql`SELECT ${ENTRADA_COLUMNS} FROM ${ENTRADA_FROM}
              WHERE au.tenant_id = ${tx.tenantId} AND au.cliente_id = ${clienteId}
              ORDER BY au.id DESC LIMIT ${ACTIVIDAD_CLIENTE_MAX}`,
        );
        return rowsOf<Record<string, unknown>>(result).map(entradaOf);
      }),
  });

  app.get('/api/auditoria/download-xlsx/', {
    config: { access: API_ACCESS.admin },
    schema: { querystring: exportQuery, response: { 200: taskStartedSchema } },
    handler: async (request) => {
      const payload: ListExportPayload = { format: 'xlsx', query: request.query, scope: null };
      const taskId = await app.jobQueue.enqueue({
        tenantId: request.tenant.id,
        accountId: currentUser(request).accountId,
        kind: AUDITORIA_EXPORT_KIND,
        payload,
      });
      return { task_id: taskId };
    },
  });
}
