/**
 * bench/soak.ts's figures: per action its count, failures and latency percentiles; every 10 s the
 * API's memory (lib/process-tree.ts: the API process and its Chromium) beside that interval's
 * traffic; and, when the API is killed, which failures fell in the restart.
 */
import { fixed, loadAverage, percentile, printTable } from './load';
import { treeMemory } from './process-tree';
import type { ActionName } from './soak-mix';

/** performance.now() ms: from the kill until the new process answered its health check. */
export interface RestartWindow {
  killedAt: number;
  readyAt: number | null;
}

interface Tally {
  count: number;
  errors: number;
  duringRestart: number;
  /** Of the actions that succeeded, ms. */
  latencies: number[];
  /** Failure reason (status or network error) -> how many, and the first message of each. */
  reasons: Map<string, { n: number; example: string }>;
}

/** Math.max over a spread overflows the stack at a 10-minute run's ~10^5 latencies. */
const largest = (values: readonly number[]) => values.reduce((max, value) => Math.max(max, value), 0);

const newTally = (): Tally => ({ count: 0, errors: 0, duringRestart: 0, latencies: [], reasons: new Map() });

/** A failure's kind, for counting: the status, the socket error's code, or the message. */
export function reasonOf(error: unknown): { key: string; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  const status = /: HTTP (\d{3}) /.exec(message)?.[1];
  const code = (error as { code?: unknown } | null)?.code;
  return { key: status ? `HTTP ${status}` : typeof code === 'string' ? code : message.slice(0, 60), message };
}

/** An action's figures (or all actions'): latencies of those that succeeded, ms. */
export interface ActionFigures {
  name: string;
  count: number;
  /** Every failure outside a restart, the timeouts among them. */
  errors: number;
  /** Failures for want of an answer within the person's patience (lib/soak-people.ts). */
  timeouts: number;
  p50: number;
  p95: number;
}

const figuresOf = (name: string, tallies: readonly Tally[]): ActionFigures => {
  const latencies = tallies.flatMap((tally) => tally.latencies);
  return {
    name,
    count: tallies.reduce((sum, tally) => sum + tally.count, 0),
    errors: tallies.reduce((sum, tally) => sum + tally.errors, 0),
    timeouts: tallies.reduce((sum, tally) => sum + (tally.reasons.get('TIMEOUT')?.n ?? 0), 0),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
};

export class SoakRecorder {
  private readonly tallies = new Map<ActionName, Tally>();
  private interval = newTally();
  restart: RestartWindow | null = null;
  /** The clients' view of the restart: the first and the last request that failed in it (ms). */
  restartFailures: { first: number; last: number } | null = null;

  constructor(private readonly order: readonly ActionName[]) {
    for (const name of order) this.tallies.set(name, newTally());
  }

  /** One action; a failure in the restart window is counted apart from the errors. */
  record(name: ActionName, startMs: number, endMs: number, failure: unknown): void {
    const tally = this.tallies.get(name)!;
    for (const target of [tally, this.interval]) {
      target.count += 1;
      if (failure === null) target.latencies.push(endMs - startMs);
    }
    if (failure === null) return;
    const window = this.restart;
    const inRestart =
      window !== null && endMs >= window.killedAt && (window.readyAt === null || startMs <= window.readyAt);
    if (inRestart) {
      tally.duringRestart += 1;
      this.interval.duringRestart += 1;
      this.restartFailures = {
        first: Math.min(this.restartFailures?.first ?? endMs, endMs),
        last: Math.max(this.restartFailures?.last ?? endMs, endMs),
      };
      return;
    }
    tally.errors += 1;
    this.interval.errors += 1;
    const { key, message } = reasonOf(failure);
    const seen = tally.reasons.get(key);
    tally.reasons.set(key, { n: (seen?.n ?? 0) + 1, example: seen?.example ?? message });
  }

  /** The interval's traffic since the last call. */
  takeInterval(): Tally {
    const taken = this.interval;
    this.interval = newTally();
    return taken;
  }

  totals(): { count: number; errors: number; duringRestart: number } {
    let count = 0;
    let errors = 0;
    let duringRestart = 0;
    for (const tally of this.tallies.values()) {
      count += tally.count;
      errors += tally.errors;
      duringRestart += tally.duringRestart;
    }
    return { count, errors, duringRestart };
  }

  /** Each action's figures, and all actions' together (`name` 'all'). */
  figures(): { actions: ActionFigures[]; all: ActionFigures } {
    return {
      actions: this.order.map((name) => figuresOf(name, [this.tallies.get(name)!])),
      all: figuresOf('all', [...this.tallies.values()]),
    };
  }

  print(seconds: number): void {
    const rows = this.order.map((name) => {
      const tally = this.tallies.get(name)!;
      return [
        name,
        tally.count,
        fixed(tally.count / seconds, 2),
        tally.errors,
        tally.duringRestart,
        fixed(percentile(tally.latencies, 50)),
        fixed(percentile(tally.latencies, 95)),
        fixed(percentile(tally.latencies, 99)),
        fixed(largest(tally.latencies), 0),
      ];
    });
    const all = [...this.tallies.values()].flatMap((tally) => tally.latencies);
    const totals = this.totals();
    rows.push([
      'all',
      totals.count,
      fixed(totals.count / seconds, 2),
      totals.errors,
      totals.duringRestart,
      fixed(percentile(all, 50)),
      fixed(percentile(all, 95)),
      fixed(percentile(all, 99)),
      fixed(largest(all), 0),
    ]);
    printTable(
      ['action', 'count', 'per s', 'errors', 'failed in restart', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      rows,
    );
    for (const [name, tally] of this.tallies)
      for (const [key, { n, example }] of tally.reasons)
        console.log(`  ${name}: ${n} × ${key}; first: ${example.slice(0, 400)}`);
  }
}

interface MemoryRow {
  seconds: number;
  pid: number | null;
  apiRss: number;
  chromiumRss: number;
  chromiumProcesses: number;
  actions: number;
  errors: number;
  duringRestart: number;
  p95: number;
  load: string;
}

/** The API's memory every `everySeconds`, beside the traffic of the interval before. */
export class MemoryTable {
  readonly rows: MemoryRow[] = [];

  /** `pid` null: the API is down (being restarted). */
  sample(seconds: number, pid: number | null, interval: Tally): MemoryRow {
    const memory = pid === null ? null : treeMemory(pid);
    const row: MemoryRow = {
      seconds,
      pid,
      apiRss: memory?.apiRss ?? 0,
      chromiumRss: memory?.chromiumRss ?? 0,
      chromiumProcesses: memory?.chromiumProcesses ?? 0,
      actions: interval.count,
      errors: interval.errors,
      duringRestart: interval.duringRestart,
      p95: percentile(interval.latencies, 95),
      load: loadAverage().split(' ')[0]!,
    };
    this.rows.push(row);
    return row;
  }

  static cells(row: MemoryRow): Array<string | number> {
    return [
      fixed(row.seconds, 0),
      row.pid ?? 'down',
      row.pid === null ? '-' : fixed(row.apiRss, 0),
      row.pid === null ? '-' : `${fixed(row.chromiumRss, 0)} (${row.chromiumProcesses})`,
      row.actions,
      row.errors,
      row.duringRestart,
      fixed(row.p95),
      row.load,
    ];
  }

  static readonly HEADERS = [
    't s',
    'API pid',
    'API RSS MiB',
    'Chromium RSS MiB (processes)',
    'actions',
    'errors',
    'failed in restart',
    'p95 ms',
    'load 1 min',
  ];

  print(): void {
    printTable(MemoryTable.HEADERS, this.rows.map(MemoryTable.cells));
  }

  /**
   * Per API process, its samples from `warmupSeconds` after its first: first, lowest, highest and
   * last RSS and the least-squares slope (MiB per minute), "flat after warm-up" in numbers.
   */
  trend(warmupSeconds: number): string[] {
    const pids = [...new Set(this.rows.flatMap((row) => (row.pid === null ? [] : [row.pid])))];
    return pids.map((pid) => {
      const mine = this.rows.filter((row) => row.pid === pid);
      const warm = mine.filter((row) => row.seconds >= mine[0]!.seconds + warmupSeconds);
      if (warm.length < 2) return `API pid ${pid}: fewer than 2 samples after its ${warmupSeconds} s warm-up`;
      const rss = warm.map((row) => row.apiRss);
      const meanT = warm.reduce((sum, row) => sum + row.seconds, 0) / warm.length;
      const meanR = rss.reduce((sum, value) => sum + value, 0) / rss.length;
      const covariance = warm.reduce((sum, row) => sum + (row.seconds - meanT) * (row.apiRss - meanR), 0);
      const variance = warm.reduce((sum, row) => sum + (row.seconds - meanT) ** 2, 0);
      return (
        `API pid ${pid}, ${warm.length} samples from t=${fixed(warm[0]!.seconds, 0)} s: RSS first ` +
        `${fixed(rss[0]!, 0)}, min ${fixed(Math.min(...rss), 0)}, max ${fixed(Math.max(...rss), 0)}, last ` +
        `${fixed(rss.at(-1)!, 0)} MiB; slope ${fixed((covariance / variance) * 60, 2)} MiB/min`
      );
    });
  }
}
