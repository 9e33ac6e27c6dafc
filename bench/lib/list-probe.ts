/**
 * A client reading the customer list while something else runs (an import, a deal-out): its
 * latencies are what a sales floor feels meanwhile. One request at a time, with a pause between
 * (an agent clicks; back to back it would take a core from the work being measured).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiSession } from './load';

export interface ListProbe {
  /** The latencies (ms) so far, while it runs. */
  soFar(): readonly number[];
  /** Stops after the request in flight; the latencies (ms) and the failed requests. */
  stop(): Promise<{ latenciesMs: number[]; errors: number; firstError: string | null }>;
}

export function startListProbe(session: ApiSession, path: string, thinkMs: number): ListProbe {
  const latenciesMs: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await session.load(path);
        if (response.status !== 200) {
          errors += 1;
          firstError ??= `${response.status} ${response.body.toString('utf8').slice(0, 200)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
      latenciesMs.push(performance.now() - started);
      // Uniform over 0.5x-1.5x: not in step with the job's batches.
      if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
    }
  })();
  return {
    soFar: () => latenciesMs,
    async stop() {
      running = false;
      await loop;
      return { latenciesMs, errors, firstError };
    },
  };
}
