/**
 * One row of the calculator benchmark per call: p50/p95/max at 1 client, p95 with `agents`
 * clients pausing ~think-ms between requests, and req/s with CPU per request (the API process, its
 * own PostgreSQL backends found by application_name, every postgres process, this client) with
 * `agents` back to back; each mode after its own warm-up (lib/load.ts's closed loop). A call the
 * API does not answer (404/405: not registered yet) or answers with an error is a row saying so.
 */
import type pg from 'pg';
import { backendCpuSeconds, postgresCpuSeconds, type RunningServer } from './api-server';
import { fixed, loadAverage, percentile, runLoad, type RawResponse } from './load';

/** The application_name the API's connections carry (node-postgres takes it from PGAPPNAME). */
export const CALC_APP_NAME = 'bench-calculadora';

export interface CalcMeters {
  server: RunningServer;
  /** A connection to the API's PostgreSQL, to find its backends. */
  monitor: pg.Client;
}

export interface CalcCounts {
  requests: number;
  warmup: number;
  seconds: number;
  agents: number;
  thinkMs: number;
}

export const CALC_HEADERS = [
  'call',
  'bytes',
  '1 client p50 / p95 / max ms',
  'agents pausing p95 ms',
  'back to back p95 ms',
  'req/s back to back',
  'CPU ms/req: API / own backends / all postgres / client',
  'errors',
  'load 1 min',
];

async function cpuNow({ server, monitor }: CalcMeters) {
  return {
    api: server.cpuSeconds(),
    backends: await backendCpuSeconds(monitor, CALC_APP_NAME),
    postgres: postgresCpuSeconds(),
    client: process.cpuUsage(),
  };
}

/** The row of a call that cannot be measured, from its first answer; null when it answers 200. */
export function unavailable(name: string, answer: RawResponse): Array<string | number> | null {
  if (answer.status === 200) return null;
  const text = answer.body.toString('utf8').slice(0, 120).replace(/\s+/g, ' ');
  const what = answer.status === 404 || answer.status === 405 ? 'not available' : 'error';
  return [name, '-', `${what}: ${answer.status} ${text}`, '-', '-', '-', '-', '-', '-'];
}

export async function measureCall(
  meters: CalcMeters,
  name: string,
  send: () => Promise<RawResponse>,
  counts: CalcCounts,
): Promise<Array<string | number>> {
  const first = await send();
  const failed = unavailable(name, first);
  if (failed) {
    console.log(`  ${failed.join('  ')}`);
    return failed;
  }
  const cell = async (concurrency: number, thinkMs: number) => {
    await runLoad({ concurrency, maxRequests: counts.warmup, maxSeconds: 60, send });
    return runLoad({ concurrency, maxRequests: counts.requests, maxSeconds: counts.seconds, thinkMs, send });
  };
  const one = await cell(1, 0);
  const pausing = await cell(counts.agents, counts.thinkMs);
  await runLoad({ concurrency: counts.agents, maxRequests: counts.warmup, maxSeconds: 60, send });
  const before = await cpuNow(meters);
  const busy = await runLoad({
    concurrency: counts.agents,
    maxRequests: counts.requests,
    maxSeconds: counts.seconds,
    send,
  });
  const after = await cpuNow(meters);
  const client = process.cpuUsage(before.client);
  const n = busy.latenciesMs.length;
  const perRequest = (seconds: number) => fixed((seconds * 1000) / n);
  const errors = one.errors + pausing.errors + busy.errors;
  const row = [
    name,
    first.body.length,
    `${fixed(percentile(one.latenciesMs, 50))} / ${fixed(percentile(one.latenciesMs, 95))} / ${fixed(Math.max(...one.latenciesMs))}`,
    fixed(percentile(pausing.latenciesMs, 95)),
    fixed(percentile(busy.latenciesMs, 95)),
    fixed(n / busy.seconds),
    [
      after.api - before.api,
      after.backends.since(before.backends),
      after.postgres - before.postgres,
      (client.user + client.system) / 1e6,
    ]
      .map(perRequest)
      .join(' / '),
    errors,
    loadAverage().split(' ')[0]!,
  ];
  const firstError = one.firstError ?? pausing.firstError ?? busy.firstError;
  console.log(`  ${row.join('  ')}${firstError ? `  first error: ${firstError}` : ''}`);
  return row;
}
