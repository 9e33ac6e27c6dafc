import { z } from 'zod';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import type { RequestUser } from '../../http/fastify-types';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import {
  createExportFiles,
  EXPORT_FILENAME_MAX_LENGTH,
  EXPORT_FILENAME_PATTERN,
  EXPORT_SWEEP_INTERVAL_MS,
  exportsRoot,
  type ExportFiles,
} from './export-files';
import { createJobQueue, type JobQueue } from './job-queue';
import { JOB_STATES, type JobResult } from './job-types';
import { deleteFinishedJobs, findJobStatus, isJobFile, type JobStatusRow } from './jobs.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by jobsRoutes on the /api scope; features register their job kinds on it. */
    jobQueue: JobQueue;
    exportFiles: ExportFiles;
  }
}

/** Finished job rows outlive their files (24 h) for a while, then go (hourly housekeeping). */
const FINISHED_JOB_RETENTION_MS = 30 * 24 * 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INVALID_FILENAME = 'Nombre de fichero no válido.';

const taskStatus = z.object({
  state: z.enum(JOB_STATES),
  result: z
    .object({ filename: z.string().nullable(), done: z.number().int(), total: z.number().int() })
    .nullable(),
  error: z.string().optional(),
});
type TaskStatus = z.infer<typeof taskStatus>;

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
      },
    };
  }
  // SPEC §4: the client shows done/total while the job runs.
  return { state, result: state === 'STARTED' ? { filename: null, done: row.done, total: row.total } : null };
}

/**
 * Background jobs (SPEC §4 "Export job"): the queue and its runner, started and stopped with the
 * app, plus the two calls every export shares, task-status and the file download (SPEC §7).
 */
export function jobsRoutes(app: ApiInstance, deps: { database: Database; config: Config }): void {
  const files = createExportFiles(exportsRoot(deps.config));
  const queue = createJobQueue({
    database: deps.database,
    log: app.log,
    housekeeping: [
      { everyMs: EXPORT_SWEEP_INTERVAL_MS, run: () => files.sweep() },
      {
        everyMs: EXPORT_SWEEP_INTERVAL_MS,
        run: () => deleteFinishedJobs(deps.database.owner, FINISHED_JOB_RETENTION_MS),
      },
    ],
  });
  app.decorate('jobQueue', queue);
  app.decorate('exportFiles', files);
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());

  app.get('/api/utils/task-status/:task_id/', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      params: z.object({ task_id: z.string().max(64) }),
      response: { 200: taskStatus },
    },
    handler: async (request) => {
      const taskId = request.params.task_id;
      if (!UUID.test(taskId)) throw notFound();
      const tenantId = request.tenant.id;
      const owner = ownerFilter(currentUser(request));
      const row = await deps.database.tenant(tenantId, (tx) => findJobStatus(tx, tenantId, taskId, owner));
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
      const known = await deps.database.tenant(tenantId, (tx) => isJobFile(tx, tenantId, filename, owner));
      const file = known ? await files.open(tenantId, filename) : null;
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
