/**
 * provider-down.ts's table: one column per provider state, each later state's change against the
 * first, and how the provider calls ended in each.
 */
import { fixed, percentile, printTable } from './load';
import type { ProviderCalls } from './provider-agents';
import type { ListFigures } from './provider-measure';

export interface StateResult {
  name: string;
  figures: ListFigures;
  calls: ProviderCalls;
  /** Calls the simulator received (all routes) while the state ran. */
  simulatorCalls: number;
}

type Row = { label: string; value: (r: StateResult) => number; digits: number; compare: boolean };

const p = (key: 'oneClient' | 'thinking' | 'backToBack', q: number) => (r: StateResult) =>
  percentile(r.figures[key].latenciesMs, q);
const status = (codes: string[]) => (r: StateResult) =>
  codes.reduce((sum, code) => sum + (r.calls.byStatus.get(code) ?? 0), 0);
const known = ['200', '502', '504'];
const others = (r: StateResult) =>
  [...r.calls.byStatus].filter(([code]) => !known.includes(code)).reduce((sum, [, n]) => sum + n, 0);

export function printProviderTable(results: readonly StateResult[], clients: number, thinkMs: number): void {
  const rows: Row[] = [
    { label: 'list p50 ms, 1 client', value: p('oneClient', 50), digits: 1, compare: true },
    { label: 'list p95 ms, 1 client', value: p('oneClient', 95), digits: 1, compare: true },
    {
      label: `list p50 ms, ${clients} agents pausing ~${thinkMs} ms`,
      value: p('thinking', 50),
      digits: 1,
      compare: true,
    },
    {
      label: `list p95 ms, ${clients} agents pausing ~${thinkMs} ms`,
      value: p('thinking', 95),
      digits: 1,
      compare: true,
    },
    {
      label: `list req/s, ${clients} back-to-back clients`,
      value: (r) => r.figures.reqPerSecond,
      digits: 0,
      compare: true,
    },
    {
      label: `list p95 ms, ${clients} back-to-back clients`,
      value: p('backToBack', 95),
      digits: 1,
      compare: true,
    },
    { label: 'API CPU ms per list request', value: (r) => r.figures.apiCpuMs, digits: 2, compare: true },
    {
      label: 'PostgreSQL CPU ms per list request',
      value: (r) => r.figures.pgCpuMs,
      digits: 2,
      compare: true,
    },
    {
      label: 'list errors (all phases)',
      value: (r) => r.figures.oneClient.errors + r.figures.thinking.errors + r.figures.backToBack.errors,
      digits: 0,
      compare: false,
    },
    {
      label: 'provider calls in flight, mean',
      value: (r) => r.figures.meanInFlight,
      digits: 1,
      compare: false,
    },
    {
      label: 'provider calls in flight, max',
      value: (r) => r.figures.maxInFlight,
      digits: 0,
      compare: false,
    },
    { label: 'provider calls ended 200', value: status(['200']), digits: 0, compare: false },
    { label: 'provider calls ended 502', value: status(['502']), digits: 0, compare: false },
    { label: 'provider calls ended 504', value: status(['504']), digits: 0, compare: false },
    { label: 'provider calls ended otherwise', value: others, digits: 0, compare: false },
    {
      label: 'provider call p50 ms',
      value: (r) => percentile(r.calls.latenciesMs, 50),
      digits: 0,
      compare: false,
    },
    {
      label: 'provider call max ms',
      value: (r) => Math.max(0, ...r.calls.latenciesMs),
      digits: 0,
      compare: false,
    },
    { label: 'calls the simulator received', value: (r) => r.simulatorCalls, digits: 0, compare: false },
  ];
  const [first, ...later] = results;
  if (!first) return;
  const headers = ['', first.name, ...later.flatMap((r) => [r.name, `${r.name} vs ${first.name}`])];
  printTable(
    headers,
    rows.map((row) => {
      const base = row.value(first);
      return [
        row.label,
        fixed(base, row.digits),
        ...later.flatMap((r) => {
          const value = row.value(r);
          const change =
            row.compare && base !== 0
              ? `${value >= base ? '+' : ''}${fixed((100 * (value - base)) / base, 0)} %`
              : '';
          return [fixed(value, row.digits), change];
        }),
      ];
    }),
  );
}
