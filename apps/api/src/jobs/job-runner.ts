import type { FastifyBaseLogger } from 'fastify';
import { auditContext, type AuditContext, type Database } from '../db/database';
import { JobFailure, type ClaimedJob, type JobContext, type JobHandler, type JobRunKey } from './job-types';
import {
  claimNextJob,
  completeJob,
  failJob,
  recordHeartbeat,
  recordProgress,
  recoverStaleJobs,
  releaseJob,
} from './jobs.repository';

export interface JobRunnerOptions {
  /** How often an idle runner looks for work (an enqueue in this process wakes it at once). */
  pollIntervalMs: number;
  /** A run longer than this fails: no job hangs forever. */
  timeoutMs: number;
  /** Progress writes at most this often (each is its own tiny statement). */
  progressIntervalMs: number;
  /** A running job refreshes `locked_at` this often, even between progress writes. */
  heartbeatMs: number;
  /**
   * A STARTED job without a heartbeat for this long belongs to a dead process. The lease: a job
   * of a replica killed mid-run goes back to the queue (or fails, its attempts spent) between
   * `staleAfterMs - heartbeatMs` and `staleAfterMs + recoveryIntervalMs` after the death (1.5 to
   * 3 min by default), and an idle replica takes it within a poll (jobs-replicas.test.ts).
   */
  staleAfterMs: number;
  /** How often stale jobs are looked for (also once at start). */
  recoveryIntervalMs: number;
  maxAttempts: number;
  /** After a time-out or a shutdown, how long to wait for the handler to notice. */
  abortGraceMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: JobRunnerOptions = {
  pollIntervalMs: 250,
  timeoutMs: 10 * 60_000,
  progressIntervalMs: 250,
  heartbeatMs: 30_000,
  staleAfterMs: 2 * 60_000,
  recoveryIntervalMs: 60_000,
  maxAttempts: 3,
  abortGraceMs: 5_000,
};

export const JOB_MESSAGES = {
  interrupted: 'El proceso se interrumpió; vuelva a lanzar la tarea.',
  failed: 'Ha habido un problema al procesar la tarea.',
  timedOut: (ms: number) =>
    ms >= 60_000
      ? `La tarea superó el tiempo máximo de ${Math.round(ms / 60_000)} minutos.`
      : `La tarea superó el tiempo máximo de ${Math.max(1, Math.round(ms / 1000))} segundos.`,
} as const;

export interface JobRunner {
  start(): Promise<void>;
  /** Aborts the running job (it goes back to the queue) and stops polling. */
  stop(): Promise<void>;
  /** Look for work now (called after an enqueue in this process). */
  wake(): void;
}

class AbortedBy extends Error {
  constructor(readonly why: 'timeout' | 'shutdown') {
    super(why);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * PGlite runs queries on this thread and resolves them in microtasks, and replies from a worker
 * thread are drained in one go: a loop of either never returns to the event loop, so HTTP
 * requests (task-status polls included) would wait for the whole job. Measured: 100k rows held
 * every timer back for 15–50 s. Yielding once per batch bounds the wait to one batch.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One job at a time per process; several processes share the queue through SKIP LOCKED. */
/**
 * A job's writes are audited as the person who started it (an import, a deal-out), in its own
 * tenant only; the job's id is not a request id, so none is recorded.
 */
const startedBy = (job: ClaimedJob): AuditContext => ({
  valuesFor: (tenantId) => (tenantId === job.tenantId ? { accountId: job.accountId, requestId: null } : null),
});

export function createJobRunner(deps: {
  database: Database;
  handlers: ReadonlyMap<string, JobHandler>;
  /** Kinds with a time-out of their own; the others take `options.timeoutMs`. */
  timeouts?: ReadonlyMap<string, number>;
  log: FastifyBaseLogger;
  options?: Partial<JobRunnerOptions>;
}): JobRunner {
  const options = { ...DEFAULT_RUNNER_OPTIONS, ...deps.options };
  const { database, handlers, log } = deps;
  const owner = database.owner;

  let stopped = true;
  let loop: Promise<void> | null = null;
  let wakeRequested = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let recoveryTimer: NodeJS.Timeout | undefined;
  let current: AbortController | null = null;

  async function recover(): Promise<void> {
    try {
      const recovered = await recoverStaleJobs(owner, {
        staleAfterMs: options.staleAfterMs,
        maxAttempts: options.maxAttempts,
        exhaustedMessage: JOB_MESSAGES.interrupted,
      });
      if (recovered.requeued || recovered.failed) log.warn(recovered, 'stale jobs recovered');
    } catch (error) {
      log.error({ err: error }, 'stale job recovery failed');
    }
  }

  async function drain(): Promise<void> {
    do {
      wakeRequested = false;
      for (;;) {
        if (stopped) return;
        const job = await claimNextJob(owner, [...handlers.keys()]);
        if (!job) break;
        await run(job);
      }
    } while (wakeRequested);
  }

  function tick(): void {
    if (stopped) return;
    if (loop) {
      wakeRequested = true;
      return;
    }
    clearTimeout(pollTimer);
    loop = drain()
      .catch((error: unknown) => log.error({ err: error }, 'job runner loop failed'))
      .finally(() => {
        loop = null;
        if (!stopped) pollTimer = setTimeout(tick, options.pollIntervalMs).unref();
      });
  }

  const timeoutOf = (job: ClaimedJob) => deps.timeouts?.get(job.kind) ?? options.timeoutMs;

  async function run(job: ClaimedJob): Promise<void> {
    const controller = new AbortController();
    current = controller;
    const timeout = setTimeout(() => controller.abort(new AbortedBy('timeout')), timeoutOf(job)).unref();
    const heartbeat = setInterval(() => {
      recordHeartbeat(owner, job).catch((error: unknown) => log.warn({ err: error }, 'job heartbeat failed'));
    }, options.heartbeatMs).unref();
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      const work = auditContext.run(startedBy(job), () => handler(job, contextFor(job, controller.signal)));
      const result = await untilAborted(work, controller.signal);
      await completeJob(owner, job, result);
    } catch (error) {
      await settleFailure(job, controller.signal, error);
    } finally {
      clearTimeout(timeout);
      clearInterval(heartbeat);
      current = null;
    }
  }

  function contextFor(run: JobRunKey, signal: AbortSignal): JobContext {
    let lastWrite = 0;
    return {
      signal,
      log,
      progress: async (done, total) => {
        await yieldToEventLoop();
        const now = Date.now();
        if (now - lastWrite < options.progressIntervalMs) return;
        lastWrite = now;
        await recordProgress(owner, run, done, total);
      },
    };
  }

  /** Stops waiting for a handler that ignores its signal (it may finish later; its writes are fenced). */
  async function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
    work.catch(() => undefined);
    const aborted = new Promise<never>((_, reject) => {
      const fail = () => {
        const grace = setTimeout(() => reject(signal.reason as Error), options.abortGraceMs).unref();
        work.finally(() => clearTimeout(grace)).catch(() => undefined);
      };
      if (signal.aborted) fail();
      else signal.addEventListener('abort', fail, { once: true });
    });
    return Promise.race([work, aborted]);
  }

  async function settleFailure(job: ClaimedJob, signal: AbortSignal, error: unknown): Promise<void> {
    const reason: unknown = signal.aborted ? signal.reason : null;
    try {
      if (reason instanceof AbortedBy && reason.why === 'shutdown') {
        await releaseJob(owner, job);
      } else if (reason instanceof AbortedBy) {
        log.warn({ jobId: job.id, kind: job.kind }, 'job timed out');
        await failJob(owner, job, JOB_MESSAGES.timedOut(timeoutOf(job)));
      } else if (error instanceof JobFailure) {
        // The user reads the message; what a library threw behind it is for the log.
        if (error.cause !== undefined)
          log.warn({ err: error.cause, jobId: job.id, kind: job.kind }, error.message);
        await failJob(owner, job, error.message);
      } else {
        log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
        await failJob(owner, job, JOB_MESSAGES.failed);
      }
    } catch (writeError) {
      // The heartbeat stops now: recovery will re-queue or fail the job after staleAfterMs.
      log.error({ err: writeError, jobId: job.id }, 'could not record the job outcome');
    }
  }

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      await recover();
      recoveryTimer = setInterval(() => void recover(), options.recoveryIntervalMs).unref();
      tick();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(pollTimer);
      clearInterval(recoveryTimer);
      current?.abort(new AbortedBy('shutdown'));
      // The loop ends once the aborted job has been released (bounded by abortGraceMs).
      await Promise.race([loop, sleep(options.abortGraceMs * 2)]);
    },
    wake: tick,
  };
}
