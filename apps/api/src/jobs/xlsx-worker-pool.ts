import { Worker } from 'node:worker_threads';

/**
 * The streaming writer's live data is one batch of rows and the zip buffers; left alone V8 grew
 * its heap to ~150 MB before collecting, which took a 100k-row export past 300 MB of RSS
 * (docs/performance.md). A small old generation makes it collect instead; a worker that still
 * ran out would fail its job with an error, never the API process.
 */
const XLSX_WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };
const ENTRY = new URL('./xlsx-writer.worker-entry.mjs', import.meta.url);

/**
 * Threads that write xlsx files. Starting one costs about a second (tsx, then ExcelJS's modules),
 * which was most of a small export's time (2.8 s for 3 rows): the pool starts one ahead of need
 * (`warm`, when the app is ready) and keeps the thread of a finished file for the next export.
 * One thread is kept idle at most; exports running at once get a thread each.
 */
export interface XlsxWorkerPool {
  /** An idle thread if there is one, otherwise a new one (it loads while the file is opened). */
  take(): Worker;
  /** A thread that finished its file waits for the next export (or ends, if one already waits). */
  release(worker: Worker): void;
  /** A thread whose export failed or was aborted ends: what it holds is unknown. */
  discard(worker: Worker): Promise<void>;
  /** From now on keeps a thread ready: starts one unless one is idle, and replaces a discarded one. */
  warm(): void;
  /** Ends the idle thread and stops keeping one ready (the app is closing); `take` still works. */
  close(): Promise<void>;
  /** Threads started so far: what the tests check. */
  readonly started: number;
}

export function createXlsxWorkerPool(): XlsxWorkerPool {
  let idle: Worker | null = null;
  let started = 0;
  let keepWarm = false;

  function spawn(): Worker {
    started += 1;
    const worker = new Worker(ENTRY, { resourceLimits: XLSX_WORKER_LIMITS });
    // An idle thread that dies (out of memory, a bug) is forgotten; an export using one hears of
    // it through its own listeners. Without an 'error' listener a crash would take the API down.
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      if (idle === worker) idle = null;
    });
    return worker;
  }

  /** An idle thread does not keep the process alive; a busy one does. */
  const park = (worker: Worker) => {
    worker.unref();
    idle = worker;
  };

  return {
    take() {
      const worker = idle ?? spawn();
      idle = null;
      worker.ref();
      return worker;
    },
    release(worker) {
      if (idle) void worker.terminate();
      else park(worker);
    },
    async discard(worker) {
      await worker.terminate();
      if (keepWarm && !idle) park(spawn());
    },
    warm() {
      keepWarm = true;
      if (!idle) park(spawn());
    },
    async close() {
      keepWarm = false;
      const worker = idle;
      idle = null;
      await worker?.terminate();
    },
    get started() {
      return started;
    },
  };
}

/** The process's pool: each API process runs one job at a time, so one warm thread serves it. */
export const xlsxWorkerPool = createXlsxWorkerPool();
