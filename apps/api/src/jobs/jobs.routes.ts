import { z } from 'zod';
import { JOB_STATES, taskStatusSchema, type TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../db/database';
import { notFound } from '../http/app-error';
import type { RequestUser } from '../http/fastify-types';
import { currentUser } from '../http/request-context';
import type { ApiInstance } from '../http/route-types';
import { EXPORT_FILENAME_MAX_LENGTH, EXPORT_FILENAME_PATTERN, type ExportFiles } from './export-files';
import type { JobResult } from './job-types';
import { findJobStatus, isJobFile, type JobStatusRow } from './jobs.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INVALID_FILENAME = 'Nombre de fichero no válido.';

/** Managers and above follow every job of the tenant; others only their own. */
const ownerFilter = (user: RequestUser) => (hasLevel(user, 'manager') ? null : user.accountId);

function toTaskStatus(row: JobStatusRow): TaskStatus {
  const state = JOB_STATES.find((known) => known === row.state) ?? 'PENDING';
  if (state === 'FAILURE') return { state, result: null, error: row.error ?? 'Error en la exportación' };
  if (state === 'SUCCESS') {
    const result = (row.result ?? {}) as Partial<JobResult>;
    return {
      state,
      result: {
        filename: result.filename ?? null,
        done: result.done ?? row.done,
        total: result.total ?? row.total,
        ...(result.report === undefined ? {} : { report: result.report }),
      },
    };
  }
  // SPEC §4: the client shows done/total while the job runs.
  return { state, result: state === 'STARTED' ? { filename: null, done: row.done, total: row.total } : null };
}

/** The two calls every export shares (SPEC §7): task-status and the file download. */
export function jobsRoutes(app: ApiInstance, deps: { database: Database; files: ExportFiles }): void {
  app.get('/api/utils/task-status/:task_id/', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      params: z.object({ task_id: z.string().max(64) }),
      response: { 200: taskStatusSchema },
    },
    handler: async (request) => {
      const taskId = request.params.task_id;
      if (!UUID.test(taskId)) throw notFound();
      const tenantId = request.tenant.id;
      const owner = ownerFilter(currentUser(request));
      const row = await deps.database.tenant(tenantId, (tx) => findJobStatus(tx, taskId, owner));
      if (!row) throw notFound();
      return toTaskStatus(row);
    },
  });

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
      const owner = ownerFilter(currentUser(request));
      const known = await deps.database.tenant(tenantId, (tx) => isJobFile(tx, filename, owner));
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
