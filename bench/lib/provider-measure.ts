/**
 * The customer list measured in one provider state (provider-down.ts): p50/p95 at one client, p50/p95
 * with agents who pause between requests, and the throughput of back-to-back clients with the API's
 * and PostgreSQL's CPU per request. The provider agents run all along, so every figure is taken with
 * their calls in flight.
 */
import pg from 'pg';
import { backendCpuSeconds } from './api-server';
import { percentile, runLoad, type ApiSession, type LoadResult } from './load';
import type { Side } from './paired-sides';

export interface ListFigures {
  oneClient: LoadResult;
  thinking: LoadResult;
  backToBack: LoadResult;
  reqPerSecond: number;
  /** The API's CPU per list request in the back-to-back phase (ms; the provider calls' own work included). */
  apiCpuMs: number;
  /** The API's PostgreSQL backends' CPU per list request in the same phase (ms). */
  pgCpuMs: number;
  /** Provider calls in flight, sampled every 100 ms over the three phases. */
  meanInFlight: number;
  maxInFlight: number;
}

export interface MeasureOptions {
  side: Side;
  session: ApiSession;
  path: string;
  databaseUrl: string;
  inFlight: () => number;
  oneClientRequests: number;
  clients: number;
  thinkMs: number;
  thinkSeconds: number;
  backToBackSeconds: number;
  log: (message: string) => void;
}

const summary = (result: LoadResult) =>
  `${result.latenciesMs.length} req, p50 ${percentile(result.latenciesMs, 50).toFixed(1)} ms, p95 ${percentile(result.latenciesMs, 95).toFixed(1)} ms, ${result.errors} errors${result.firstError ? ` (${result.firstError})` : ''}`;

export async function measureList(options: MeasureOptions): Promise<ListFigures> {
  const { side, session, path, log } = options;
  const send = () => session.load(path);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(options.inFlight()), 100);
  const monitor = new pg.Client({ connectionString: options.databaseUrl });
  await monitor.connect();
  try {
    const oneClient = await runLoad({
      concurrency: 1,
      maxRequests: options.oneClientRequests,
      maxSeconds: 120,
      send,
    });
    log(`  1 client: ${summary(oneClient)}`);
    const thinking = await runLoad({
      concurrency: options.clients,
      maxRequests: Number.MAX_SAFE_INTEGER,
      maxSeconds: options.thinkSeconds,
      thinkMs: options.thinkMs,
      send,
    });
    log(`  ${options.clients} agents pausing ~${options.thinkMs} ms: ${summary(thinking)}`);
    const cpuBefore = side.server.cpuSeconds();
    const pgBefore = await backendCpuSeconds(monitor, side.applicationName);
    const backToBack = await runLoad({
      concurrency: options.clients,
      maxRequests: Number.MAX_SAFE_INTEGER,
      maxSeconds: options.backToBackSeconds,
      send,
    });
    const apiCpu = side.server.cpuSeconds() - cpuBefore;
    const pgCpu = (await backendCpuSeconds(monitor, side.applicationName)).since(pgBefore);
    const requests = backToBack.latenciesMs.length;
    log(`  ${options.clients} back-to-back: ${summary(backToBack)}`);
    return {
      oneClient,
      thinking,
      backToBack,
      reqPerSecond: requests / backToBack.seconds,
      apiCpuMs: (apiCpu * 1000) / requests,
      pgCpuMs: (pgCpu * 1000) / requests,
      meanInFlight: samples.reduce((sum, n) => sum + n, 0) / Math.max(1, samples.length),
      maxInFlight: Math.max(0, ...samples),
    };
  } finally {
    clearInterval(sampler);
    await monitor.end();
  }
}
