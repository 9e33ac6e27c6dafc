/**
 * Starts the real API as `npm start` runs it (scripts/build-api.mjs: compiled to
 * apps/api/dist/server.mjs, with its heap limit; `fromSource` runs apps/api/src/server.ts through
 * tsx without flags, as before) on 127.0.0.1 against a seeded database, and watches its memory
 * and CPU through /proc.
 *
 * Node's fetch cannot set a Host header, so the tenant is chosen with DEFAULT_TENANT (a bare IP
 * host resolves to it): the same lookup a `bench01.localhost` host would make.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { apiServerArgs } from '../../scripts/build-api.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const JWT_SECRET = 'bench-only-secret-bench-only-secret-0123456789';
// Required with DATABASE_URL (decision 144); 32 bytes of a fixed bench-only value.
const CREDENTIALS_KEY = Buffer.alloc(32, 7).toString('base64');
const CLOCK_TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

/** The commit measured, and whether apps/ or packages/ had uncommitted changes (others edit them). */
export function codeVersion(): string {
  try {
    const git = (...gitArgs: string[]) =>
      execFileSync('git', ['-C', REPO_ROOT, ...gitArgs], { encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'apps/api', 'packages/domain')
      .split('\n')
      .filter(Boolean).length;
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ` + ${dirty} uncommitted files in apps/api, packages/domain` : ''}`;
  } catch {
    return 'commit unknown';
  }
}

export interface ServerOptions {
  /** PostgreSQL; otherwise PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** What stands before PostgreSQL (the API's DATABASE_POOLER): `transaction` for PgBouncer. */
  pooler?: 'none' | 'transaction' | undefined;
  dataDir?: string | undefined;
  tenant: string;
  /** Listen on this port instead of a free one (a restarted API keeps its clients' address). */
  port?: number | undefined;
  startTimeoutMs?: number;
  /** Extra node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`); they win over npm start's. */
  nodeArgs?: string[] | undefined;
  /** Run the TypeScript source through tsx, without `npm start`'s flags (as before the build). */
  fromSource?: boolean | undefined;
  /**
   * The database holds the demo's accounts (password demo1234), which a production start refuses
   * (issue 28): the server then starts as a test one, which differs only in that check.
   */
  demoData?: boolean | undefined;
  /**
   * The environment `npm start` gives it (NODE_ENV unset: development) and the demo seeded as its
   * first start seeds it, on an empty database only (issue 29 §6: the embedded default).
   */
  asNpmStart?: boolean | undefined;
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  startSeconds: number;
  memory: MemoryWatch;
  /** User + system CPU seconds the server process has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

/** Peak resident memory (MiB): the kernel's high-water mark, reset per phase, plus 100 ms samples. */
export class MemoryWatch {
  private sampledPeak = 0;
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.sample(), 100);
    this.timer.unref();
  }
  private sample(): void {
    try {
      this.sampledPeak = Math.max(this.sampledPeak, statusField(this.pid, 'VmRSS'));
    } catch {
      // the process has exited
    }
  }
  /** Starts a new phase: VmHWM back to the current RSS (writing 5 to clear_refs). */
  reset(): void {
    try {
      writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
    } catch {
      // not permitted here: the sampled peak still works
    }
    this.sampledPeak = 0;
    this.sample();
  }
  rss(): number {
    return statusField(this.pid, 'VmRSS');
  }
  peak(): number {
    this.sample();
    let hwm = 0;
    try {
      hwm = statusField(this.pid, 'VmHWM');
    } catch {
      // exited
    }
    return Math.max(hwm, this.sampledPeak);
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: options.demoData ? 'test' : 'production',
    JWT_SECRET,
    CREDENTIALS_KEY,
    DEFAULT_TENANT: options.tenant,
    // The benchmarks log in a few times a minute at most; keep the limiter out of the way anyway.
    LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
  };
  if (options.asNpmStart) {
    env.NODE_ENV = 'development';
    env.SEED_DEMO = 'true';
  }
  delete env.DATABASE_URL;
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
    env.DATABASE_POOLER = options.pooler ?? 'none';
    // DATA_DIR still holds export files: keep them out of the repository's ./data.
    env.DATA_DIR = join(tmpdir(), 'ventas-bench-data');
  } else if (options.dataDir) env.DATA_DIR = options.dataDir;
  else throw new Error('startServer needs databaseUrl or dataDir');

  const nodeArgs = options.nodeArgs ?? [];
  const args = options.fromSource
    ? [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts']
    : await apiServerArgs(nodeArgs);
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}):\n${output.slice(-20).join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output.slice(-20).join('\n')}`);
    }
    ready = await fetch(`${baseUrl}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await sleep(250);
  }
  const pid = child.pid!;
  const memory = new MemoryWatch(pid);
  return {
    baseUrl,
    pid,
    startSeconds: (performance.now() - started) / 1000,
    memory,
    cpuSeconds: () => cpuSecondsOf(pid),
    stop: () => stopChild(child, exited, memory, killOnExit, output),
  };
}

/**
 * CPU seconds used so far by every PostgreSQL process on this machine (backends, checkpointer,
 * WAL writer...): with the server's and the client's, a request's whole CPU bill.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = statFields(stat);
      total += (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
      // The postmaster (its parent is not postgres) also carries the CPU of the children it
      // reaped (autovacuum workers and other short-lived processes), or they would vanish.
      const parent = readFileSync(`/proc/${fields[1]}/stat`, 'utf8');
      if (!parent.includes('(postgres)')) {
        total += (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND;
      }
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

/** CPU seconds used so far by every process of this command name (e.g. `pgbouncer`). */
export function commandCpuSeconds(command: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === command)
        total += cpuSecondsOf(Number(entry));
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

/** CPU seconds of each backend process, by pid, at one moment. */
export class BackendCpu {
  constructor(readonly byPid: ReadonlyMap<number, number>) {}
  /** CPU used since `before` by the backends alive now (a new one counts from its start). */
  since(before: BackendCpu): number {
    let total = 0;
    for (const [pid, seconds] of this.byPid) total += seconds - (before.byPid.get(pid) ?? 0);
    return total;
  }
}

/** The CPU so far of the PostgreSQL backends whose connections carry `applicationName`. */
export async function backendCpuSeconds(
  monitor: { query: (text: string, values: unknown[]) => Promise<{ rows: Array<{ pid: number }> }> },
  applicationName: string,
): Promise<BackendCpu> {
  const { rows } = await monitor.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
    applicationName,
  ]);
  const byPid = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      byPid.set(pid, cpuSecondsOf(pid));
    } catch {
      // the backend exited since the query
    }
  }
  return new BackendCpu(byPid);
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): state is [0]. */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** User + system CPU seconds one process has used so far. */
export const processCpuSeconds = (pid: number): number => cpuSecondsOf(pid);

function cpuSecondsOf(pid: number): number {
  // utime is the 14th field of the line, stime the 15th.
  const fields = statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function stopChild(
  child: ChildProcess,
  exited: Promise<number | null>,
  memory: MemoryWatch,
  killOnExit: () => void,
  output: string[],
): Promise<void> {
  memory.stop();
  child.kill('SIGTERM');
  const code = await Promise.race([exited, sleep(15_000).then(() => 'timeout' as const)]);
  if (code === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
  process.removeListener('exit', killOnExit);
  const warnings = output.filter((line) => line.includes('"level":40') || line.includes('"level":50'));
  if (warnings.length)
    console.log(`server logged ${warnings.length} warnings/errors; last: ${warnings.at(-1)}`);
}
