import { JOB_STATES, type TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Database } from '../db/database';
import type { RequestUser } from '../http/fastify-types';
import type { JobResult } from './job-types';
import { findJobStatus, isJobFile, type JobStatusRow } from './jobs.repository';

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

/** What a user may see of the tenant's jobs, each call in one tenant transaction. */
export function createJobsService(database: Database) {
  return {
    /** The job's state as the client follows it; null when missing or not the caller's to see. */
    async estado(tenantId: number, user: RequestUser, taskId: string): Promise<TaskStatus | null> {
      const owner = ownerFilter(user);
      const row = await database.tenant(tenantId, (tx) => findJobStatus(tx, taskId, owner));
      return row ? toTaskStatus(row) : null;
    },

    /** Whether the file came from a job the caller may see. */
    esFicheroVisible: (tenantId: number, user: RequestUser, filename: string): Promise<boolean> => {
      const owner = ownerFilter(user);
      return database.tenant(tenantId, (tx) => isJobFile(tx, filename, owner));
    },
  };
}
