import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../test/support/test-app';
import { testDatabase } from '../../test/support/test-database';
import type { Database } from '../db/database';
import { jobs } from '../db/schema/jobs';
import { createJobQueue, type JobQueue } from './job-queue';
import { createJobRunner, JOB_MESSAGES, type JobRunner, type JobRunnerOptions } from './job-runner';
import { JobFailure, type JobHandler } from './job-types';
import { deleteFinishedJobs } from './jobs.repository';

let database: Database;
let tenant: TestTenant;

beforeAll(async () => {
  database = await testDatabase();
  tenant = await createTestTenant(database);
});

/** Records what the runner logs, so a test can check an unexpected error is logged with its stack. */
function recordingLog(): FastifyBaseLogger & { errors: unknown[] } {
  const errors: unknown[] = [];
  const noop = () => undefined;
  const log = {
    level: 'silent',
    errors,
    fatal: noop,
    warn: noop,
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    error: (payload: unknown) => void errors.push(payload),
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { errors: unknown[] };
}

const FAST: Partial<JobRunnerOptions> = { pollIntervalMs: 20, progressIntervalMs: 0, abortGraceMs: 200 };

const running: (JobRunner | JobQueue)[] = [];
afterEach(async () => {
  for (const started of running.splice(0)) await started.stop();
});

function startQueue(
  handlers: Record<string, JobHandler>,
  options: Partial<JobRunnerOptions> = FAST,
  timeouts: Record<string, number> = {},
) {
  const log = recordingLog();
  const queue = createJobQueue({ database, log, runnerOptions: options });
  for (const [kind, handler] of Object.entries(handlers))
    queue.register(kind, handler, timeouts[kind] === undefined ? {} : { timeoutMs: timeouts[kind] });
  running.push(queue);
  return { queue, log };
}

/** Each test uses its own kind, so runners of other test files in this worker never take its jobs. */
const uniqueKind = () => `prueba-${randomUUID()}`;

const jobRow = async (id: string) => {
  const [row] = await database.owner
    .select()
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenant.id), eq(jobs.id, id)));
  if (!row) throw new Error(`sin tarea ${id}`);
  return row;
};

async function waitForState(id: string, states: string[], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await jobRow(id);
    if (states.includes(row.state)) return row;
    if (Date.now() > deadline) throw new Error(`La tarea ${id} sigue en ${row.state}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const enqueueJob = (queue: JobQueue, kind: string, payload: unknown = {}) =>
  queue.enqueue({ tenantId: tenant.id, accountId: tenant.accounts.manager.id, kind, payload });

describe('the job runner', () => {
  it('runs an enqueued job and stores its result', async () => {
    const kind = uniqueKind();
    const seen: unknown[] = [];
    const { queue } = startQueue({
      [kind]: async (job, context) => {
        seen.push(job.payload);
        await context.progress(1, 2);
        return { filename: 'x.json', done: 2, total: 2 };
      },
    });
    await queue.start();
    const id = await enqueueJob(queue, kind, { a: 1 });
    const row = await waitForState(id, ['SUCCESS', 'FAILURE']);
    expect(row).toMatchObject({
      state: 'SUCCESS',
      result: { filename: 'x.json', done: 2, total: 2 },
      done: 2,
      total: 2,
      attempts: 1,
      error: null,
      lockedAt: null,
    });
    expect(seen).toEqual([{ a: 1 }]);
  });

  it('runs a job enqueued in this process at once: the enqueue wakes the runner, no poll needed', async () => {
    const kind = uniqueKind();
    // An hour between polls: only the wake can start this job before the test times out.
    const { queue } = startQueue(
      { [kind]: async () => ({ filename: null, done: 0, total: 0 }) },
      {
        ...FAST,
        pollIntervalMs: 3_600_000,
      },
    );
    await queue.start();
    const id = await enqueueJob(queue, kind);
    expect(await waitForState(id, ['SUCCESS', 'FAILURE'])).toMatchObject({ state: 'SUCCESS' });
  });

  it('shows progress while the job runs', async () => {
    const kind = uniqueKind();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { queue } = startQueue({
      [kind]: async (_job, context) => {
        await context.progress(3, 10);
        await gate;
        return { filename: null, done: 10, total: 10 };
      },
    });
    await queue.start();
    const id = await enqueueJob(queue, kind);
    const deadline = Date.now() + 5000;
    while ((await jobRow(id)).done !== 3 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(await jobRow(id)).toMatchObject({ state: 'STARTED', done: 3, total: 10 });
    release();
    await waitForState(id, ['SUCCESS']);
  });

  it('writes progress at most once per interval', async () => {
    const kind = uniqueKind();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const { queue } = startQueue(
      {
        [kind]: async (_job, context) => {
          for (let done = 1; done <= 500; done++) await context.progress(done, 1000);
          calls = 500;
          await gate;
          return { filename: null, done: 1000, total: 1000 };
        },
      },
      { ...FAST, progressIntervalMs: 60_000 },
    );
    await queue.start();
    const id = await enqueueJob(queue, kind);
    const deadline = Date.now() + 5000;
    while (calls < 500 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // 500 calls, one write: the first.
    expect(await jobRow(id)).toMatchObject({ state: 'STARTED', done: 1, total: 1000 });
    release();
    expect(await waitForState(id, ['SUCCESS'])).toMatchObject({ done: 1000, total: 1000 });
  });

  it('fails a job whose handler throws, with a Spanish message and no stack', async () => {
    const kind = uniqueKind();
    const { queue, log } = startQueue({
      [kind]: () => Promise.reject(new Error('relation "clientes" does not exist')),
    });
    await queue.start();
    const id = await enqueueJob(queue, kind);
    const row = await waitForState(id, ['SUCCESS', 'FAILURE']);
    expect(row).toMatchObject({ state: 'FAILURE', error: JOB_MESSAGES.failed, result: null, lockedAt: null });
    expect(row.error).not.toMatch(/clientes|at /);
    expect(log.errors.length).toBe(1);
  });

  it('reports the message of a JobFailure as it is', async () => {
    const kind = uniqueKind();
    const { queue } = startQueue({
      [kind]: () => Promise.reject(new JobFailure('Demasiadas filas para Excel.')),
    });
    await queue.start();
    const id = await enqueueJob(queue, kind);
    expect(await waitForState(id, ['FAILURE'])).toMatchObject({ error: 'Demasiadas filas para Excel.' });
  });

  it('fails a job that outlives its time-out, even if the handler ignores the signal', async () => {
    const kind = uniqueKind();
    const { queue } = startQueue({ [kind]: () => new Promise(() => undefined) }, { ...FAST, timeoutMs: 150 });
    await queue.start();
    const id = await enqueueJob(queue, kind);
    const row = await waitForState(id, ['SUCCESS', 'FAILURE']);
    expect(row).toMatchObject({ state: 'FAILURE', error: JOB_MESSAGES.timedOut(150) });
  });

  it('gives a kind registered with its own time-out that time, and the others the default', async () => {
    const larga = uniqueKind();
    const corta = uniqueKind();
    const colgada = () => new Promise<never>(() => undefined);
    const { queue } = startQueue(
      { [larga]: colgada, [corta]: colgada },
      { ...FAST, timeoutMs: 150 },
      { [larga]: 60_000 },
    );
    await queue.start();
    const idCorta = await enqueueJob(queue, corta);
    expect(await waitForState(idCorta, ['FAILURE'])).toMatchObject({ error: JOB_MESSAGES.timedOut(150) });
    const idLarga = await enqueueJob(queue, larga);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await jobRow(idLarga)).toMatchObject({ state: 'STARTED' });
  });

  it('leaves alone jobs of kinds it has no handler for', async () => {
    const { queue } = startQueue({ [uniqueKind()]: async () => ({ filename: null, done: 0, total: 0 }) });
    await queue.start();
    const id = await enqueueJob(queue, uniqueKind());
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await jobRow(id)).toMatchObject({ state: 'PENDING', attempts: 0 });
  });

  it('puts the running job back in the queue on shutdown without spending an attempt', async () => {
    const kind = uniqueKind();
    let started = () => undefined as void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const { queue } = startQueue({
      [kind]: (_job, context) =>
        new Promise((_, reject) => {
          started();
          context.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    await queue.start();
    const id = await enqueueJob(queue, kind);
    await hasStarted;
    await queue.stop();
    expect(await jobRow(id)).toMatchObject({ state: 'PENDING', attempts: 0, lockedAt: null });
  });
});

describe('crash recovery on start', () => {
  async function insertStarted(kind: string, attempts: number, lockedSecondsAgo: number): Promise<string> {
    const [row] = await database.owner
      .insert(jobs)
      .values({
        tenantId: tenant.id,
        kind,
        state: 'STARTED',
        attempts,
        lockedAt: sql`now() - make_interval(secs => ${lockedSecondsAgo})`,
      })
      .returning({ id: jobs.id });
    if (!row) throw new Error('sin fila');
    return row.id;
  }

  const startRunner = async (handlers: Map<string, JobHandler>) => {
    const runner = createJobRunner({ database, handlers, log: recordingLog(), options: FAST });
    running.push(runner);
    await runner.start();
    return runner;
  };

  it('re-queues a job a crashed process left STARTED, while it has attempts left', async () => {
    const kind = uniqueKind();
    const id = await insertStarted(kind, 1, 5 * 60);
    await startRunner(new Map());
    expect(await jobRow(id)).toMatchObject({ state: 'PENDING', attempts: 1, lockedAt: null, error: null });
  });

  it('fails it with the spec message once its attempts are spent', async () => {
    const kind = uniqueKind();
    const id = await insertStarted(kind, 3, 5 * 60);
    await startRunner(new Map());
    expect(await jobRow(id)).toMatchObject({ state: 'FAILURE', error: JOB_MESSAGES.interrupted });
    expect(JOB_MESSAGES.interrupted).toBe('El proceso se interrumpió; vuelva a lanzar la tarea.');
  });

  it('leaves a job with a recent heartbeat running', async () => {
    const kind = uniqueKind();
    const id = await insertStarted(kind, 1, 30);
    await startRunner(new Map());
    expect(await jobRow(id)).toMatchObject({ state: 'STARTED', attempts: 1 });
  });

  it('runs the re-queued job again, as its next attempt', async () => {
    const kind = uniqueKind();
    const id = await insertStarted(kind, 1, 5 * 60);
    await startRunner(new Map([[kind, async () => ({ filename: null, done: 1, total: 1 })]]));
    expect(await waitForState(id, ['SUCCESS', 'FAILURE'])).toMatchObject({ state: 'SUCCESS', attempts: 2 });
  });
});

describe('job housekeeping', () => {
  it('deletes finished jobs past the retention and keeps the rest', async () => {
    const insert = async (state: string, daysAgo: number) => {
      const [row] = await database.owner
        .insert(jobs)
        .values({
          tenantId: tenant.id,
          kind: uniqueKind(),
          state,
          createdAt: sql`now() - make_interval(days => ${daysAgo})`,
        })
        .returning({ id: jobs.id });
      return row?.id ?? '';
    };
    const oldSuccess = await insert('SUCCESS', 31);
    const oldFailure = await insert('FAILURE', 31);
    const oldPending = await insert('PENDING', 31);
    const recent = await insert('SUCCESS', 1);
    await deleteFinishedJobs(database.owner, 30 * 24 * 3600_000);
    const left = await database.owner
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.tenantId, tenant.id), inArray(jobs.id, [oldSuccess, oldFailure, oldPending, recent])),
      );
    expect(left.map((row) => row.id).sort()).toEqual([oldPending, recent].sort());
  });
});
