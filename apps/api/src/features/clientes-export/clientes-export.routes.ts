import { z } from 'zod';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { clientesFiltersSchema, scopeOf } from '../clientes/clientes-query';
import { EXPORT_FORMATS } from '../jobs/export-files';
import {
  CLIENTES_EXPORT_KIND,
  createClientesExportHandler,
  type ClientesExportPayload,
} from './clientes-export.job';

/** The list's filters (validated now, so a bad filter is a 400, not a failed job) plus the format. */
const exportQuery = z
  .looseObject({ format: z.enum(EXPORT_FORMATS).default('xlsx') })
  .superRefine((query, ctx) => {
    const filters = clientesFiltersSchema.safeParse(query);
    if (!filters.success)
      for (const issue of filters.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });

/**
 * SPEC §7 "Telework" export: queues a job and answers its task id; the client then polls
 * /api/utils/task-status/ and downloads from /api/utils/get-xlsx-files/ (features/jobs).
 */
export function clientesExportRoutes(app: ApiInstance, deps: { database: Database; config: Config }): void {
  if (!app.hasDecorator('jobQueue'))
    throw new Error('jobsRoutes debe registrarse antes que clientesExportRoutes');
  app.jobQueue.register(
    CLIENTES_EXPORT_KIND,
    createClientesExportHandler({ database: deps.database, files: app.exportFiles }),
  );

  app.get('/api/clientes/teletrabajo/download-xlsx-teletrabajo/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: exportQuery, response: { 200: z.object({ task_id: z.string() }) } },
    handler: async (request) => {
      const user = currentUser(request);
      const { format, ...query } = request.query;
      const payload: ClientesExportPayload = { format, query, scope: scopeOf(user) };
      const taskId = await app.jobQueue.enqueue({
        tenantId: request.tenant.id,
        accountId: user.accountId,
        kind: CLIENTES_EXPORT_KIND,
        payload,
      });
      return { task_id: taskId };
    },
  });
}
