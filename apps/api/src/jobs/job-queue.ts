import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner';
import type { JobHandler, NewJob } from './job-types';
import { insertJob } from './jobs.repository';

/** Periodic upkeep the queue runs while started (e.g. deleting expired export files). */
export interface Housekeeping {
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * The jobs of one app instance: features register a handler per kind before start; enqueue
 * stores the job and wakes this process's runner, which any other process may beat to it.
 */
/** What a kind may set for itself: a time-out of its own (a 500,000-row import outlasts an export's). */
export interface JobKindOptions {
  timeoutMs?: number;
}

export interface JobQueue {
  register(kind: string, handler: JobHandler, options?: JobKindOptions): void;
  enqueue(job: NewJob): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createJobQueue(deps: {
  database: Database;
  log: FastifyBaseLogger;
  housekeeping?: readonly Housekeeping[];
  runnerOptions?: Partial<JobRunnerOptions>;
}): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const timeouts = new Map<string, number>();
  let runner: JobRunner | null = null;
  let timers: NodeJS.Timeout[] = [];

  const runHousekeeping = (task: Housekeeping) =>
    task.run().catch((error: unknown) => deps.log.error({ err: error }, 'job housekeeping failed'));

  return {
    register(kind, handler, options = {}) {
      if (runner) throw new Error(`Tipo de tarea ${kind} registrado después de arrancar la cola`);
      if (handlers.has(kind)) throw new Error(`Tipo de tarea ${kind} registrado dos veces`);
      handlers.set(kind, handler);
      if (options.timeoutMs !== undefined) timeouts.set(kind, options.timeoutMs);
    },
    async enqueue(job) {
      const id = await deps.database.tenant(job.tenantId, (tx) => insertJob(tx, job));
      runner?.wake();
      return id;
    },
    async start() {
      if (runner) return;
      runner = createJobRunner({
        database: deps.database,
        handlers,
        timeouts,
        log: deps.log,
        ...(deps.runnerOptions ? { options: deps.runnerOptions } : {}),
      });
      for (const task of deps.housekeeping ?? []) {
        void runHousekeeping(task);
        timers.push(setInterval(() => void runHousekeeping(task), task.everyMs).unref());
      }
      await runner.start();
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await runner?.stop();
      runner = null;
    },
  };
}
