import { z } from 'zod';
import { jobsCalls } from '@ventas/domain/jobs/jobs.calls';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../db/database';
import { notFound } from '../http/app-error';
import { routeCall } from '../http/call-route';
import { currentUser } from '../http/request-context';
import type { ApiInstance } from '../http/route-types';
import { EXPORT_FILENAME_MAX_LENGTH, EXPORT_FILENAME_PATTERN, type ExportFiles } from './export-files';
import { createJobsService } from './jobs.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INVALID_FILENAME = 'Nombre de fichero no válido.';

/** The two calls every export shares (SPEC §7): task-status and the file download. */
export function jobsRoutes(app: ApiInstance, deps: { database: Database; files: ExportFiles }): void {
  const jobs = createJobsService(deps.database);

  routeCall(app, jobsCalls.taskStatus, async (request) => {
    const taskId = request.params.task_id;
    if (!UUID.test(taskId)) throw notFound();
    const status = await jobs.estado(request.tenant.id, currentUser(request), taskId);
    if (!status) throw notFound();
    return status;
  });

  // By hand: its answer is the file.

  app.get('/api/utils/get-xlsx-files/', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      querystring: z.object({
        filename: z
          .string()
          .max(EXPORT_FILENAME_MAX_LENGTH, INVALID_FILENAME)
          .regex(EXPORT_FILENAME_PATTERN, INVALID_FILENAME),
      }),
    },
    handler: async (request, reply) => {
      const { filename } = request.query;
      const tenantId = request.tenant.id;
      const known = await jobs.esFicheroVisible(tenantId, currentUser(request), filename);
      const file = known ? await deps.files.open(tenantId, filename) : null;
      if (!file) throw notFound('El fichero no existe o ha caducado.');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });
}
