/**
 * The Chromium the API launches for PDFs, seen from /proc. Memory as the "PDF engine" section of
 * docs/performance.md measures it (bench/pdf.ts): the API's VmRSS, and over every Chromium process
 * under it (browser, zygotes, utility, renderers) the sum of VmRSS and of PSS, which splits shared
 * pages between the processes sharing them; peaks sampled. And Chromium's CPU, which
 * the API process's own figure leaves out.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface TreeMemory {
  /** MiB: the API's node process alone. */
  apiRss: number;
  /** MiB: every Chromium process summed (shared pages counted once per process). */
  chromiumRss: number;
  /** MiB: the same with shared pages split between the processes that share them. */
  chromiumPss: number;
  /** MiB: PSS of the whole tree (API, its helpers, Chromium). */
  treePss: number;
  chromiumProcesses: number;
}

const empty = (): TreeMemory => ({
  apiRss: 0,
  chromiumRss: 0,
  chromiumPss: 0,
  treePss: 0,
  chromiumProcesses: 0,
});
const mib = (text: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;

/** The process and every descendant, with their command names. */
export function processTree(root: number): Array<{ pid: number; name: string }> {
  const children = new Map<number, Array<{ pid: number; name: string }>>();
  let rootName = '';
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (Number(entry) === root) rootName = name;
      children.set(parent, [...(children.get(parent) ?? []), { pid: Number(entry), name }]);
    } catch {
      // exited while listed
    }
  }
  const tree = [{ pid: root, name: rootName }];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]!.pid) ?? []));
  return tree;
}

const CLOCK_TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

/**
 * CPU seconds used so far by the Chromium processes under `root`, with what the processes that
 * ended used (counted in the process that reaped them).
 */
export function chromiumCpuSeconds(root: number): number {
  let ticks = 0;
  for (const { pid, name } of processTree(root)) {
    if (pid === root || !name.startsWith('chrom')) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // utime, stime, cutime, cstime: the 14th to 17th fields of the line.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    } catch {
      // exited
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

export function treeMemory(root: number): TreeMemory {
  const memory = empty();
  for (const { pid, name } of processTree(root)) {
    try {
      const rss = mib(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
      const pss = mib(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
      memory.treePss += pss;
      if (pid === root) memory.apiRss = rss;
      else if (name.startsWith('chrom')) {
        memory.chromiumRss += rss;
        memory.chromiumPss += pss;
        memory.chromiumProcesses += 1;
      }
    } catch {
      // exited
    }
  }
  return memory;
}

/**
 * Each figure's peak since it started, sampled every `intervalMs`. Reading PSS is not free: every
 * 50 ms it cost this process ~0.3 of a core beside 10 Chromium processes, taken from the server.
 */
export class TreeMemoryWatch {
  readonly peak = empty();
  private readonly timer: NodeJS.Timeout;
  constructor(
    private readonly root: number,
    intervalMs: number,
  ) {
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }
  sample(): void {
    const now = treeMemory(this.root);
    for (const key of Object.keys(now) as Array<keyof TreeMemory>)
      this.peak[key] = Math.max(this.peak[key], now[key]);
  }
  stop(): TreeMemory {
    clearInterval(this.timer);
    this.sample();
    return this.peak;
  }
}

/**
 * CPU seconds used so far by a process and every descendant alive now, with what the children
 * that ended used (counted in the process that reaped them): a PostgreSQL server's postmaster
 * and its backends, told apart from any other PostgreSQL on the machine.
 */
export function treeCpuSeconds(root: number): number {
  let ticks = 0;
  for (const { pid } of processTree(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // utime, stime, cutime, cstime: the 14th to 17th fields of the line.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    } catch {
      // exited
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}
