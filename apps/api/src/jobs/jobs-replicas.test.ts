import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../test/support/test-app';
import { REPO_ROOT } from '../../test/support/child-server';
import { createServerDatabase, serverDatabaseOptions, testDatabase } from '../../test/support/test-database';
import { openDatabase } from '../db/open-database';
import { ensurePlatformData } from '../db/seed/platform-data';
import type { Database } from '../db/database';
import { jobs } from '../db/schema/jobs';
import { createJobQueue, type JobQueue } from './job-queue';
import { JOB_MESSAGES, type JobRunnerOptions } from './job-runner';
import type { JobHandler, JobResult } from './job-types';

/**
 * Issue 30: several API replicas on one database share the job queue. Each replica's jobs plugin
 * runs one queue with one runner (job-queue.ts); here two queues on the worker's database are two
 * replicas, with the lease tuned short (`staleAfterMs`) so a takeover takes a second, not minutes.
 */
let database: Database;
let tenant: TestTenant;
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  database = await testDatabase();
  tenant = await createTestTenant(database);
});

const running: JobQueue[] = [];
afterEach(async () => {
  for (const queue of running.splice(0)) await queue.stop();
});

/**
 * The lease of these tests: a job with no heartbeat for 1 s belongs to a dead replica. Ten
 * heartbeats per lease, so a replica of this loaded machine that stalls a while keeps its job.
 */
const LEASE = {
  pollIntervalMs: 20,
  progressIntervalMs: 0,
  abortGraceMs: 200,
  heartbeatMs: 100,
  staleAfterMs: 1_000,
  recoveryIntervalMs: 100,
} satisfies Partial<JobRunnerOptions>;

/**
 * A replica killed with SIGKILL while it runs a job: it never writes to the database again (no
 * heartbeat, no outcome, no release) and never looks for stale jobs. Its heartbeat and timers are
 * set past the test, and its handler never returns unless the test lets it (a replica that was
 * only frozen, then wakes).
 */
const KILLED: Partial<JobRunnerOptions> = {
  ...LEASE,
  heartbeatMs: 3_600_000,
  timeoutMs: 3_600_000,
  recoveryIntervalMs: 3_600_000,
};

function replica(
  kind: string,
  handler: JobHandler,
  options: Partial<JobRunnerOptions> = LEASE,
  on: Database = database,
) {
  const queue = createJobQueue({ database: on, log, runnerOptions: options });
  queue.register(kind, handler);
  running.push(queue);
  return queue;
}

/** Each test has its own kind, so the runners of other files in this worker never take its jobs. */
const uniqueKind = () => `prueba-replicas-${randomUUID()}`;

const enqueue = (queue: JobQueue, kind: string, payload: unknown = {}) =>
  queue.enqueue({ tenantId: tenant.id, accountId: tenant.accounts.manager.id, kind, payload });

async function jobRow(id: string, on: Database = database) {
  const [row] = await on.owner.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`sin tarea ${id}`);
  return row;
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await sleep(20);
  }
}

const finished = (id: string, on: Database = database) =>
  waitFor(
    `la tarea ${id} no terminó`,
    () => jobRow(id, on),
    (row) => row.state === 'SUCCESS' || row.state === 'FAILURE',
  );

const result = (by: string): JobResult => ({ filename: by, done: 1, total: 1 });

describe('jobs on two replicas of one database', () => {
  it('runs every job exactly once, never on both replicas at the same time', async () => {
    const kind = uniqueKind();
    const runs = new Map<string, string[]>();
    const inFlight = new Set<string>();
    const overlaps: string[] = [];
    const handlerOf =
      (name: string): JobHandler =>
      async (job) => {
        if (inFlight.has(job.id)) overlaps.push(job.id);
        inFlight.add(job.id);
        runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
        await sleep(5);
        inFlight.delete(job.id);
        return result(name);
      };
    // A lease far longer than the test: any second run here is a double claim, never a takeover
    // after a stall of this loaded machine.
    const exclusive = { ...LEASE, staleAfterMs: 60_000 };
    const a = replica(kind, handlerOf('A'), exclusive);
    const b = replica(kind, handlerOf('B'), exclusive);
    // Queued before either replica starts, through both: both then race for the same rows.
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) ids.push(await enqueue(n % 2 ? a : b, kind, { n }));
    await Promise.all([a.start(), b.start()]);

    const rows = await Promise.all(ids.map((id) => finished(id)));
    expect(rows.map((row) => row.state)).toEqual(ids.map(() => 'SUCCESS'));
    expect(rows.map((row) => row.attempts)).toEqual(ids.map(() => 1));
    expect(overlaps).toEqual([]);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(runs.get(id), id).toHaveLength(1);
    // Each row's result names the replica that ran it, and both took a share of the queue.
    const ranBy = new Set(rows.map((row) => (row.result as JobResult).filename));
    expect(ranBy).toEqual(new Set(['A', 'B']));
  });

  it('leaves a long job to the live replica that heartbeats it, past several leases', async () => {
    const kind = uniqueKind();
    const runs: string[] = [];
    const slow =
      (name: string): JobHandler =>
      async () => {
        runs.push(name);
        await sleep(2_500);
        return result(name);
      };
    const a = replica(kind, slow('A'));
    await a.start();
    const id = await enqueue(a, kind);
    await waitFor(
      'A no empezó',
      async () => runs.length,
      (count) => count === 1,
    );
    // B looks for stale jobs every 100 ms and the job outlives its 1 s lease more than twice over.
    await replica(kind, slow('B')).start();
    const row = await finished(id);
    expect(row).toMatchObject({ state: 'SUCCESS', attempts: 1, result: result('A') });
    expect(runs).toEqual(['A']);
  });

  it('takes over the job of a killed replica after the lease, as its next attempt', async () => {
    const kind = uniqueKind();
    const started: { by: string; attempts: number; at: number }[] = [];
    let wakeA = () => undefined as void;
    const frozen = new Promise<void>((resolve) => (wakeA = resolve));
    const a = replica(
      kind,
      async (job) => {
        started.push({ by: 'A', attempts: job.attempts, at: Date.now() });
        await frozen;
        return result('A');
      },
      KILLED,
    );
    await a.start();
    const id = await enqueue(a, kind);
    await waitFor(
      'A no empezó',
      async () => started.length,
      (count) => count === 1,
    );

    await replica(kind, async (job) => {
      started.push({ by: 'B', attempts: job.attempts, at: Date.now() });
      return result('B');
    }).start();
    const row = await finished(id);
    expect(row).toMatchObject({
      state: 'SUCCESS',
      attempts: 2,
      result: result('B'),
      error: null,
      lockedAt: null,
    });
    expect(started.map(({ by, attempts }) => ({ by, attempts }))).toEqual([
      { by: 'A', attempts: 1 },
      { by: 'B', attempts: 2 },
    ]);
    // Never before the lease ran out; within lease + one recovery interval + one poll (+ a
    // loaded machine's slack) after the dead replica's last heartbeat.
    const wait = started[1]!.at - started[0]!.at;
    expect(wait).toBeGreaterThanOrEqual(LEASE.staleAfterMs - 50);
    expect(wait).toBeLessThan(LEASE.staleAfterMs + LEASE.recoveryIntervalMs + LEASE.pollIntervalMs + 3_000);

    // A replica that was only frozen (not killed) and wakes up cannot overwrite the new outcome:
    // its writes are fenced by the attempt it claimed.
    wakeA();
    await sleep(300);
    expect(await jobRow(id)).toMatchObject({ state: 'SUCCESS', attempts: 2, result: result('B') });
  });

  it('fails the job of a killed replica when its attempts are spent, with the spec message', async () => {
    const kind = uniqueKind();
    let runsOnB = 0;
    const a = replica(kind, () => new Promise<never>(() => undefined), { ...KILLED, maxAttempts: 1 });
    await a.start();
    const id = await enqueue(a, kind);
    await waitFor(
      'A no la tomó',
      () => jobRow(id),
      (row) => row.state === 'STARTED',
    );
    await replica(
      kind,
      async () => {
        runsOnB++;
        return result('B');
      },
      { ...LEASE, maxAttempts: 1 },
    ).start();
    const row = await finished(id);
    expect(row).toMatchObject({
      state: 'FAILURE',
      attempts: 1,
      error: JOB_MESSAGES.interrupted,
      result: null,
      lockedAt: null,
    });
    await sleep(200);
    expect(runsOnB).toBe(0);
  });
});

/**
 * The most faithful death: the replica is a process of its own, killed with SIGKILL while its
 * heartbeat runs. PostgreSQL only: PGlite is one process's database, so on it the in-process
 * replica above stands in.
 */
const serverUrl = process.env['DATABASE_URL'];
describe('a replica process killed with SIGKILL mid-job', () => {
  it(
    'leaves its job to the other replica after the lease, which runs it to SUCCESS',
    { timeout: 120_000 },
    async () => {
      if (!serverUrl) {
        // Not skipped: on PGlite this checks that the in-process death above is the one that runs.
        expect((await testDatabase()).engine).toBe('pglite');
        return;
      }
      const url = await createServerDatabase(serverUrl, 'replicas_');
      const own = await openDatabase(serverDatabaseOptions(url));
      let child: ReturnType<typeof spawn> | null = null;
      try {
        await ensurePlatformData(own);
        const ownTenant = await createTestTenant(own);
        const kind = uniqueKind();
        // Queued through a queue that is not started: only the child can take it.
        const id = await createJobQueue({ database: own, log }).enqueue({
          tenantId: ownTenant.id,
          accountId: ownTenant.accounts.manager.id,
          kind,
          payload: {},
        });
        const script = join(REPO_ROOT, 'apps/api/src/jobs/jobs-replicas.test-script.ts');
        const started = spawn(process.execPath, ['--import', 'tsx', script, url, kind], {
          cwd: REPO_ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child = started;
        let output = '';
        started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
        await waitFor(
          'el proceso no tomó la tarea',
          async () => output,
          (text) => text.includes(`started ${id} 1`),
          60_000,
        );

        // Alive, it heartbeats: locked_at moves on while the job runs.
        const claimed = (await jobRow(id, own)).lockedAt!;
        await waitFor(
          'sin latido',
          () => jobRow(id, own),
          (row) => row.lockedAt! > claimed,
        );
        started.kill('SIGKILL');
        await exited;
        const killedAt = Date.now();
        expect(started.signalCode).toBe('SIGKILL');
        expect(await jobRow(id, own)).toMatchObject({ state: 'STARTED', attempts: 1 });

        let takeoverAt = 0;
        await replica(
          kind,
          async (job) => {
            takeoverAt = Date.now();
            return result(`B${job.attempts}`);
          },
          LEASE,
          own,
        ).start();
        const row = await finished(id, own);
        expect(row).toMatchObject({
          state: 'SUCCESS',
          attempts: 2,
          result: result('B2'),
          error: null,
          lockedAt: null,
        });
        // The last heartbeat was at most heartbeatMs (100 ms) before the kill.
        const wait = takeoverAt - killedAt;
        expect(wait).toBeGreaterThanOrEqual(LEASE.staleAfterMs - 100 - 50);
        expect(wait).toBeLessThan(
          LEASE.staleAfterMs + LEASE.recoveryIntervalMs + LEASE.pollIntervalMs + 3_000,
        );
      } finally {
        child?.kill('SIGKILL');
        for (const queue of running.splice(0)) await queue.stop();
        await own.close();
      }
    },
  );
});
