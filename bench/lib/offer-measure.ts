/**
 * One cell of the offer benchmark: warm-up at the cell's concurrency, then the measured run, with
 * latency percentiles, throughput and CPU per request of the API, of its Chromium, of its own
 * PostgreSQL backends (found by application_name: other sessions' databases on the same server
 * left out), of every postgres process on the machine (as the other benches count it: includes
 * whatever else runs there), and of this client.
 */
import type pg from 'pg';
import { backendCpuSeconds, postgresCpuSeconds, type RunningServer } from './api-server';
import { fixed, loadAverage, percentile, runLoad, type RawResponse } from './load';
import { chromiumCpuSeconds } from './process-tree';

/** The application_name the API's connections carry (node-postgres takes it from PGAPPNAME). */
export const API_APP_NAME = 'bench-offers';

export interface Mode {
  label: string;
  concurrency: number;
  thinkMs: number;
}

export interface Meters {
  server: RunningServer;
  /** A connection to the API's PostgreSQL; null on PGlite (the database is in the API process). */
  monitor: pg.Client | null;
}

export interface Counts {
  requests: number;
  warmup: number;
  seconds: number;
}

export const CELL_HEADERS = [
  'call',
  'clients',
  'reqs',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'req/s',
  'errors',
  'API CPU ms/req',
  'Chromium CPU ms/req',
  'own backends CPU ms/req',
  'all postgres CPU ms/req',
  'client CPU ms/req',
  'load 1 min',
];

async function cpuNow({ server, monitor }: Meters) {
  return {
    api: server.cpuSeconds(),
    chromium: chromiumCpuSeconds(server.pid),
    backends: monitor ? await backendCpuSeconds(monitor, API_APP_NAME) : null,
    postgres: monitor ? postgresCpuSeconds() : null,
    client: process.cpuUsage(),
  };
}

/** The printed row of one cell. */
export async function measure(
  meters: Meters,
  name: string,
  mode: Mode,
  send: () => Promise<RawResponse>,
  counts: Counts,
): Promise<Array<string | number>> {
  await runLoad({ concurrency: mode.concurrency, maxRequests: counts.warmup, maxSeconds: 60, send });
  const before = await cpuNow(meters);
  const result = await runLoad({
    concurrency: mode.concurrency,
    maxRequests: counts.requests,
    maxSeconds: counts.seconds,
    thinkMs: mode.thinkMs,
    send,
  });
  const after = await cpuNow(meters);
  const client = process.cpuUsage(before.client);
  const n = result.latenciesMs.length;
  const perRequest = (seconds: number | null) => (seconds === null ? '-' : fixed((seconds * 1000) / n));
  const row = [
    name,
    mode.label,
    n,
    fixed(percentile(result.latenciesMs, 50)),
    fixed(percentile(result.latenciesMs, 95)),
    fixed(percentile(result.latenciesMs, 99)),
    fixed(n / result.seconds),
    result.errors,
    perRequest(after.api - before.api),
    perRequest(after.chromium - before.chromium),
    perRequest(after.backends && before.backends ? after.backends.since(before.backends) : null),
    perRequest(after.postgres !== null && before.postgres !== null ? after.postgres - before.postgres : null),
    perRequest((client.user + client.system) / 1e6),
    loadAverage().split(' ')[0]!,
  ];
  console.log(`  ${row.join('  ')}${result.firstError ? `  first error: ${result.firstError}` : ''}`);
  return row;
}
