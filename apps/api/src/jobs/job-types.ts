import type { FastifyBaseLogger } from 'fastify';
import type { JobResult } from '@ventas/domain/jobs/task-status-contract';

/** A handler's result is what task-status reports as `result` (the domain's contract). */
export type { JobResult };

/** Identifies one run of a job: a later claim of the same job bumps `attempts`. */
export interface JobRunKey {
  tenantId: number;
  id: string;
  attempts: number;
}

export interface ClaimedJob extends JobRunKey {
  accountId: number | null;
  kind: string;
  payload: unknown;
}

export interface JobContext {
  /** Aborted on time-out or shutdown: stop at the next batch. */
  signal: AbortSignal;
  /** Call after every batch: it yields to the event loop (PGlite), and writes at most ~4 times a second. */
  progress(done: number, total: number): Promise<void>;
  log: FastifyBaseLogger;
}

export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<JobResult>;

/** A failure whose message is meant for the user (Spanish); any other error is reported generically. */
export class JobFailure extends Error {
  override readonly name = 'JobFailure';
}

export interface NewJob {
  tenantId: number;
  accountId: number | null;
  kind: string;
  payload: unknown;
}
