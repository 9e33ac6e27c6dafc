import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, createTestTenant, login } from '../../test/support/test-app';
import { parsedRows, type Database } from '../db/database';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import type { JobHandler } from '../jobs/job-types';
import { stopGracefully } from './graceful-stop';

/** A promise and the function that settles it: the tests hold requests and jobs with these. */
function gate<T = void>(): { promise: Promise<T>; open: (value: T) => void } {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** One request on a new connection (no keep-alive), as a load balancer's probe or a new client. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, agent: false, headers: { host: 'localhost' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const SLOW_PATH = '/prueba/lenta';

/**
 * The real app on a real port, with a slow route of the test's own, and a job queue of the test's
 * own whose one kind the test holds, stopped by the drain as app.ts stops the app's queue (the
 * last test checks that one through the API).
 */
async function appWithSlowWork(handler: JobHandler) {
  const slowRequest = gate();
  const answerSlow = gate();
  const { app, database } = await createTestApp(
    {},
    {
      beforeReady: (root) => {
        root.get(SLOW_PATH, async () => {
          slowRequest.open();
          await answerSlow.promise;
          return { hecho: true };
        });
      },
    },
  );
  const kind = `prueba-parada-${randomUUID()}`;
  const queue = createJobQueue({ database, log: app.log });
  queue.register(kind, handler);
  await queue.start();
  app.drain.onStart(() => queue.stop());
  const tenant = await createTestTenant(database);
  const enqueue = () => queue.enqueue({ tenantId: tenant.id, accountId: null, kind, payload: {} });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, port, enqueue, slowRequest, answerSlow };
}

async function jobRow(database: Database, id: string) {
  const result = await database.owner.execute(sql`SELECT state, attempts FROM jobs WHERE id = ${id}`);
  return parsedRows(result, z.object({ state: z.string(), attempts: z.number() }))[0];
}

async function waitForState(database: Database, id: string, state: string) {
  for (let tries = 0; tries < 400; tries += 1) {
    if ((await jobRow(database, id))?.state === state) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${id} never reached ${state}: ${JSON.stringify(await jobRow(database, id))}`);
}

/**
 * Asks until the listener is closed (the drain delay is over); true once a connection is refused.
 * A connection the kernel accepted just as the listener closed is reset instead (ECONNRESET, seen
 * on a loaded machine): that is the closing itself, so it asks again rather than give up.
 */
async function untilRefused(port: number): Promise<boolean> {
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      await get(port, '/api/health/live');
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ECONNREFUSED') return true;
      if (code !== 'ECONNRESET') return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The worker's database is shared by the test files: the stop "closes" this stand-in instead. */
function databaseStandIn() {
  const events: string[] = [];
  return { events, close: async () => void events.push('database closed') };
}

describe('the stop on SIGTERM', () => {
  it('fails readiness at once, gives the running job back, refuses new connections, lets the request in flight finish, then closes the database', async () => {
    const jobStarted = gate();
    const { app, database, port, enqueue, slowRequest, answerSlow } = await appWithSlowWork(
      (_job, { signal }) => {
        jobStarted.open();
        // A handler that stops at its next batch when told to.
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('abortada'))),
        );
      },
    );
    const jobId = await enqueue();
    await jobStarted.promise;
    await waitForState(database, jobId, 'STARTED');
    expect((await get(port, '/api/health/ready')).status).toBe(200);

    const inFlight = get(port, SLOW_PATH);
    await slowRequest.promise;
    const closing = databaseStandIn();
    // Long enough for the checks below on a busy machine; the listener closes when it ends.
    const stopped = stopGracefully(app, closing, { drainDelayMs: 3_000, graceMs: 20_000 });

    // Within the drain delay the listener still answers, and readiness says why it fails.
    const ready = await get(port, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({
      status: 'no-preparado',
      checks: [{ check: 'servicio', ok: false }],
    });
    expect((await get(port, '/api/health/live')).status).toBe(200);
    // Back to the queue for another replica, without spending an attempt.
    await waitForState(database, jobId, 'PENDING');
    expect((await jobRow(database, jobId))?.attempts).toBe(0);

    // After the delay the listener is closed: a new connection is refused while a request is in flight.
    expect(await untilRefused(port)).toBe(true);
    expect(closing.events).toEqual([]);

    answerSlow.open();
    expect(await inFlight).toEqual({ status: 200, body: '{"hecho":true}' });
    await stopped;
    expect(closing.events).toEqual(['database closed']);
  });

  it('lets a job that finishes within the runner’s grace end as done', async () => {
    const jobStarted = gate();
    const { app, database, port, enqueue } = await appWithSlowWork(async (_job, { signal }) => {
      jobStarted.open();
      // A handler that ignores the signal but ends soon after it.
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => setTimeout(resolve, 200)));
      return { filename: null, done: 1, total: 1 };
    });
    const jobId = await enqueue();
    await jobStarted.promise;
    await waitForState(database, jobId, 'STARTED');
    await stopGracefully(app, databaseStandIn(), { drainDelayMs: 0, graceMs: 10_000 });
    expect((await jobRow(database, jobId))?.state).toBe('SUCCESS');
    await expect(get(port, '/api/health/live')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('stops the app’s own job runner as the drain begins: a job queued then waits for another replica', async () => {
    // The app's own queue, as app.ts wires it: root hooks run in every scope (after the scope's
    // own), so a signed-in request's `request.server` is the /api scope that holds the queue.
    let queue: JobQueue | undefined;
    const { app, database } = await createTestApp(
      {},
      {
        beforeReady: (root) =>
          root.addHook('onRequest', async (request) => {
            if (request.server.hasDecorator('jobQueue')) queue ??= request.server.jobQueue;
          }),
      },
    );
    const tenant = await createTestTenant(database);
    await login(app, tenant, 'admin');
    if (!queue) throw new Error('the /api scope’s queue was not reached');
    // A kind only this app runs: the worker's other apps share its database and runners.
    const kind = `prueba-parada-${randomUUID()}`;
    await queue.stop();
    queue.register(kind, () => Promise.resolve({ filename: null, done: 0, total: 0 }));
    await queue.start();
    const enqueue = () => queue!.enqueue({ tenantId: tenant.id, accountId: null, kind, payload: {} });
    // The runner takes this kind while the app serves...
    await waitForState(database, await enqueue(), 'SUCCESS');
    // ...and, once the drain has begun, no longer: an enqueue wakes a live runner at once, and an
    // idle one polls every 250 ms.
    await app.drain.start();
    const queued = await enqueue();
    await sleep(1_000);
    expect((await jobRow(database, queued))?.state).toBe('PENDING');
    await app.close();
  });

  it('cuts the connections still open when the grace period runs out', async () => {
    const { app, port, slowRequest } = await appWithSlowWork(() => Promise.reject(new Error('sin uso')));
    // Its failure is read after the stop: caught now, so it is never an unhandled rejection.
    const inFlight = get(port, SLOW_PATH).then(
      () => null,
      (error: unknown) => error,
    );
    await slowRequest.promise;
    const closing = databaseStandIn();
    const started = Date.now();
    await stopGracefully(app, closing, { drainDelayMs: 0, graceMs: 1_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await inFlight).toMatchObject({ code: 'ECONNRESET' });
    expect(closing.events).toEqual(['database closed']);
  });
});
