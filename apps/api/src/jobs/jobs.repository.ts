import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { JOB_STATES } from '@ventas/domain/jobs/task-status-contract';
import { parsedRows, type Db, type TenantTx, type Tx } from '../db/database';
import { jobs } from '../db/schema/jobs';
import type { ClaimedJob, JobResult, JobRunKey, NewJob } from './job-types';

/** Through the tenant scope: row-level security checks the new row's tenant. */
export async function insertJob(tx: Tx, job: NewJob): Promise<string> {
  const [row] = await tx
    .insert(jobs)
    .values({ tenantId: job.tenantId, accountId: job.accountId, kind: job.kind, payload: job.payload ?? {} })
    .returning({ id: jobs.id });
  if (!row) throw new Error('No se pudo crear la tarea');
  return row.id;
}

const CLAIMED_ROW = z.object({
  tenant_id: z.number(),
  id: z.string(),
  account_id: z.number().nullable(),
  kind: z.string(),
  // jsonb, any shape: the job's handler parses it with its own schema.
  payload: z.unknown(),
  attempts: z.number(),
});

/**
 * System work on the owner connection: takes the oldest PENDING job of a kind this process can
 * run. SKIP LOCKED lets several processes share the queue without ever taking the same job.
 */
export async function claimNextJob(owner: Db, kinds: readonly string[]): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await owner.execute(sql`
    UPDATE jobs SET state = 'STARTED', locked_at = now(), updated_at = now(), attempts = attempts + 1
    WHERE (tenant_id, id) = (
      SELECT tenant_id, id FROM jobs
      WHERE state = 'PENDING' AND kind IN (${kindList})
      ORDER BY created_at LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING tenant_id, id, account_id, kind, payload, attempts`);
  const row = parsedRows(result, CLAIMED_ROW)[0];
  if (!row) return null;
  return {
    tenantId: row.tenant_id,
    id: row.id,
    accountId: row.account_id,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
  };
}

/** Only the run that holds the job may write it: a re-queued and re-claimed job has moved on. */
const heldBy = (run: JobRunKey): SQL =>
  and(
    eq(jobs.tenantId, run.tenantId),
    eq(jobs.id, run.id),
    eq(jobs.state, 'STARTED'),
    eq(jobs.attempts, run.attempts),
  ) as SQL;

/** Progress doubles as the heartbeat: `locked_at` tells a live run from a crashed one. */
export async function recordProgress(owner: Db, run: JobRunKey, done: number, total: number): Promise<void> {
  await owner
    .update(jobs)
    .set({ done, total, lockedAt: sql`now()`, updatedAt: sql`now()` })
    .where(heldBy(run));
}

export async function recordHeartbeat(owner: Db, run: JobRunKey): Promise<void> {
  await owner
    .update(jobs)
    .set({ lockedAt: sql`now()` })
    .where(heldBy(run));
}

export async function completeJob(owner: Db, run: JobRunKey, result: JobResult): Promise<void> {
  await owner
    .update(jobs)
    .set({
      state: 'SUCCESS',
      result,
      done: result.done,
      total: result.total,
      error: null,
      lockedAt: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(run));
}

export async function failJob(owner: Db, run: JobRunKey, error: string): Promise<void> {
  await owner
    .update(jobs)
    .set({ state: 'FAILURE', error, result: null, lockedAt: null, updatedAt: sql`now()` })
    .where(heldBy(run));
}

/** A run stopped by a shutdown goes back to the queue without spending an attempt. */
export async function releaseJob(owner: Db, run: JobRunKey): Promise<void> {
  await owner
    .update(jobs)
    .set({ state: 'PENDING', lockedAt: null, attempts: sql`${jobs.attempts} - 1`, updatedAt: sql`now()` })
    .where(heldBy(run));
}

const STATE_ROW = z.object({ state: z.enum(JOB_STATES) });

/**
 * Jobs left STARTED by a process that died (no heartbeat for `staleAfterMs`) go back to the queue
 * while they have attempts left, and fail with `exhaustedMessage` otherwise.
 */
export async function recoverStaleJobs(
  owner: Db,
  options: { staleAfterMs: number; maxAttempts: number; exhaustedMessage: string },
): Promise<{ requeued: number; failed: number }> {
  const result = await owner.execute(sql`
    UPDATE jobs SET
      state = CASE WHEN attempts < ${options.maxAttempts} THEN 'PENDING' ELSE 'FAILURE' END,
      error = CASE WHEN attempts < ${options.maxAttempts} THEN NULL ELSE ${options.exhaustedMessage} END,
      locked_at = NULL,
      updated_at = now()
    WHERE state = 'STARTED'
      AND locked_at < now() - make_interval(secs => ${options.staleAfterMs / 1000})
    RETURNING state`);
  const states = parsedRows(result, STATE_ROW).map((row) => row.state);
  return {
    requeued: states.filter((state) => state === 'PENDING').length,
    failed: states.filter((state) => state === 'FAILURE').length,
  };
}

const DELETED_ROW = z.object({ id: z.string() });

/** Finished jobs are bookkeeping only once their files are gone; keeps the table small. */
export async function deleteFinishedJobs(owner: Db, olderThanMs: number): Promise<number> {
  const result = await owner.execute(sql`
    DELETE FROM jobs
    WHERE state IN ('SUCCESS', 'FAILURE')
      AND created_at < now() - make_interval(secs => ${olderThanMs / 1000})
    RETURNING id`);
  return parsedRows(result, DELETED_ROW).length;
}

export interface JobStatusRow {
  state: string;
  result: unknown;
  done: number;
  total: number;
  error: string | null;
}

/** One job of the tenant; `accountId` set limits it to that account's own jobs. */
export async function findJobStatus(
  tx: TenantTx,
  jobId: string,
  accountId: number | null,
): Promise<JobStatusRow | null> {
  const [row] = await tx
    .select({ state: jobs.state, result: jobs.result, done: jobs.done, total: jobs.total, error: jobs.error })
    .from(jobs)
    .where(
      and(
        eq(jobs.tenantId, tx.tenantId),
        eq(jobs.id, jobId),
        accountId === null ? undefined : eq(jobs.accountId, accountId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a finished job of the tenant (of `accountId`, when set) produced this file. */
export async function isJobFile(tx: TenantTx, filename: string, accountId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.tenantId, tx.tenantId),
        eq(jobs.state, 'SUCCESS'),
        sql`${jobs.result}->>'filename' = ${filename}`,
        accountId === null ? undefined : eq(jobs.accountId, accountId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
