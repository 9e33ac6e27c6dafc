import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/**
 * One app's stop in progress. From `start()` on, readiness answers 503 (features/health) so load
 * balancers stop sending work here, and the work registered with `onStart` stops at once (the job
 * runner gives its job back to the queue for another replica).
 */
export interface Drain {
  readonly started: boolean;
  /** Work to stop as soon as the drain begins; stopGracefully waits for it before the database closes. */
  onStart(stop: () => Promise<void>): void;
  /** Idempotent: a second call answers the first call's promise. */
  start(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by app.ts; server.ts drains it on SIGTERM through stopGracefully. */
    drain: Drain;
  }
}

export function createDrain(): Drain {
  const tasks: Array<() => Promise<void>> = [];
  let stopping: Promise<void> | null = null;
  return {
    get started() {
      return stopping !== null;
    },
    onStart(stop) {
      tasks.push(stop);
    },
    start() {
      // allSettled: one task that fails must not leave the others running.
      stopping ??= Promise.allSettled(tasks.map((stop) => stop())).then(() => undefined);
      return stopping;
    },
  };
}

export interface StopOptions {
  /**
   * How long the listener stays open after readiness turns 503, still serving: the time a load
   * balancer needs to see the failed probe and stop routing here (0 when nothing balances).
   */
  drainDelayMs: number;
  /** The whole stop's limit: connections still open when it runs out are cut. */
  graceMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True if `promise` settled within `ms`. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    promise
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve(true);
      });
  });
}

/**
 * The drain on SIGTERM, in order: readiness 503 and the job runner stopped (its running job ends
 * within the runner's abort grace or goes back to PENDING without spending an attempt); after
 * `drainDelayMs` the listener closes (new connections are refused, requests on kept-alive ones
 * get Fastify's 503) while in-flight requests finish; the app's onClose hooks run (PDF engine,
 * provider calls); then the database closes. Past `graceMs`, open connections are cut.
 */
export async function stopGracefully(
  app: FastifyInstance,
  database: Pick<Database, 'close'>,
  options: StopOptions,
): Promise<void> {
  const deadline = Date.now() + options.graceMs;
  const drained = app.drain.start();
  await sleep(options.drainDelayMs);
  const closing = app.close();
  try {
    if (!(await settlesWithin(closing, Math.max(0, deadline - Date.now())))) {
      app.log.warn({ graceMs: options.graceMs }, 'grace period over: cutting the connections still open');
      app.server.closeAllConnections();
    }
    await closing;
  } finally {
    // A released job is written through the database: it closes last.
    await drained;
    await database.close();
  }
}
