/**
 * bench/connection-resets.ts's load probe: clients sending ordinary requests back to back, each
 * giving up after a timeout as a fuzzer does, alone and beside clients walking every GET operation
 * of the OpenAPI document (the fuzz's slow ones among them: exports, PDFs, reports), all on PGlite's
 * one event loop. Counts how each request ended and its latency.
 */
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { PAGE_PARAM, PAGE_SIZE_PARAM } from '@ventas/domain/http/page';
import { count, nodeRequest, type Tally, type Target } from './reset-probes';
import { fixed, percentile } from './load';

export interface LoadFigures {
  tally: Tally;
  latencies: number[];
}

/** The ordinary calls of the fuzz's report: the insurance list, a store's update, the customer list. */
const ordinary = (target: Target, k: number) =>
  [
    { method: 'GET', path: '/api/servicios/seguros/' },
    {
      method: 'PUT',
      path: `/api/tiendas/${target.tiendaId}/`,
      body: JSON.stringify({ nombre: `Tienda ${k}` }),
    },
    { method: 'GET', path: `/api/clientes/entradas/?${PAGE_PARAM}=1&${PAGE_SIZE_PARAM}=25` },
    { method: 'GET', path: '/api/cuentas/detalle/' },
  ][k % 4]!;

/** Every GET path of the document, each `{param}` given `id` (the demo's first rows). */
export async function getOperations(target: Target, id: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${target.port}/api/docs/json`, {
    headers: { Authorization: `Bearer ${target.token}` },
  });
  if (!response.ok) throw new Error(`GET /api/docs/json: ${response.status}`);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([, operations]) => 'get' in operations)
    .map(([path]) => path.replace(/\{[^}]+\}/g, String(id)));
}

export interface LoadOptions {
  clients: number;
  walkers: number;
  seconds: number;
  timeoutMs: number;
  operations: readonly string[];
}

/** Back-to-back clients until `seconds` pass; the walkers go round the operations in turn. */
export async function loadProbe(
  target: Target,
  options: LoadOptions,
): Promise<{
  ordinary: LoadFigures;
  walk: LoadFigures;
  live: LoadFigures;
  slowest: Array<[string, number]>;
}> {
  const agent = new Agent({ keepAlive: true });
  const deadline = performance.now() + options.seconds * 1000;
  const figures = () => ({ tally: new Map(), latencies: [] }) as LoadFigures;
  const result = { ordinary: figures(), walk: figures(), live: figures() };
  const slowest = new Map<string, number>();
  let next = 0;
  const record = (into: LoadFigures, outcome: { key: string; ms: number }) => {
    count(into.tally, outcome.key);
    into.latencies.push(outcome.ms);
  };
  const client = async (k: number) => {
    for (let n = k; performance.now() < deadline; n += options.clients) {
      const call = ordinary(target, n);
      record(result.ordinary, await nodeRequest(target, { ...call, agent, timeoutMs: options.timeoutMs }));
    }
  };
  const walker = async () => {
    while (performance.now() < deadline) {
      const path = options.operations[next++ % options.operations.length]!;
      const outcome = await nodeRequest(target, { method: 'GET', path, agent, timeoutMs: options.timeoutMs });
      record(result.walk, outcome);
      slowest.set(path, Math.max(slowest.get(path) ?? 0, outcome.ms));
    }
  };
  // The liveness probe touches no database: when it waits, the event loop (PGlite's too) was busy.
  const sentinel = async () => {
    while (performance.now() < deadline) {
      const path = '/api/health/live';
      record(
        result.live,
        await nodeRequest(target, { method: 'GET', path, agent, timeoutMs: options.timeoutMs }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all([
    ...Array.from({ length: options.clients }, (_, k) => client(k)),
    ...Array.from({ length: options.walkers }, walker),
    sentinel(),
  ]);
  agent.destroy();
  return {
    ...result,
    slowest: [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 8),
  };
}

/** Percentiles, the longest, and how many waited past 1 s and 5 s (a fuzzer's timeout is often a few seconds). */
export function latencyText({ latencies }: LoadFigures): string {
  const over = (ms: number) => latencies.filter((latency) => latency > ms).length;
  return (
    `p50 ${fixed(percentile(latencies, 50), 0)} ms, p95 ${fixed(percentile(latencies, 95), 0)} ms, ` +
    `max ${fixed(
      latencies.reduce((max, ms) => Math.max(max, ms), 0),
      0,
    )} ms; ` +
    `${over(1000)} over 1 s, ${over(5000)} over 5 s`
  );
}
