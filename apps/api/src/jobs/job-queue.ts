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
export interface JobQueue {
  register(kind: string, handler: JobHandler): void;
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
  let runner: JobRunner | null = null;
  let timers: NodeJS.Timeout[] = [];

  const runHousekeeping = (task: Housekeeping) =>
    task.run().catch((error: unknown) => deps.log.error({ err: error }, 'job housekeeping failed'));

  return {
    register(kind, handler) {
      if (runner) throw new Error(`Tipo de tarea ${kind} registrado después de arrancar la cola`);
      if (handlers.has(kind)) throw new Error(`Tipo de tarea ${kind} registrado dos veces`);
      handlers.set(kind, handler);
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
