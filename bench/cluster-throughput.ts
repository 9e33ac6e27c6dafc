/**
 * What each hop of the cluster costs (issue 30): scripts/cluster.mjs's cluster (HAProxy, API
 * replicas, PgBouncer in transaction mode, the primary; no standby), ~100k customers loaded into
 * the primary with bench/seed-customers.ts (direct, not through PgBouncer), then the four list
 * mixes of the issue through HAProxy with 3, 2 and 1 replicas (the extra ones stopped with SIGTERM
 * and waited out of HAProxy): `--clients` back-to-back clients, `--requests` each. `--rounds`
 * repeats the 3-2-1 sequence (the stopped replicas started again) and the table gives medians.
 *
 * Per (replicas, mix): req/s, p50/p95 and the CPU per request of each process kind, read from
 * /proc before and after: the API replicas serving (their pids summed), HAProxy (its pid),
 * PgBouncer (its pid) and PostgreSQL (the primary's postmaster and every child of it: the
 * machine's own PostgreSQL on 5432 is not counted), and this client. Then the model: requests per
 * second per core (1 / server CPU per request) and the cores 500 agents would need.
 *
 * On 2 shared cores throughput cannot grow with replicas; the point is each hop's cost.
 *
 *   npx tsx bench/cluster-throughput.ts                       # ~7 min: start 1, load 1, 2 rounds of 2.5
 *   npx tsx bench/cluster-throughput.ts --rounds 3 --requests 150 --replicas 3,2,1
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startCluster, type Cluster, type ClusterReplica } from '../scripts/cluster.mjs';
import { replicaStates } from '../scripts/lib/haproxy.mjs';
import { codeVersion, processCpuSeconds, REPO_ROOT } from './lib/api-server';
import { ApiSession, fixed, loadAverage, percentile, printTable, runLoad } from './lib/load';
import { listMixQuery } from './lib/list-mixes';
import { treeCpuSeconds } from './lib/process-tree';

const { values: args } = parseArgs({
  options: {
    customers: { type: 'string', default: '100000' },
    tenants: { type: 'string', default: '5' },
    /** bench01 is the biggest tenant of the loader (~44 % of 5). */
    tenant: { type: 'string', default: 'bench01' },
    password: { type: 'string', default: 'bench1234' },
    /** Replica counts, in the order measured: each stops replicas, so counts go down. */
    replicas: { type: 'string', default: '3,2,1' },
    clients: { type: 'string', default: '16' },
    /** Requests per client and (replicas, mix). */
    requests: { type: 'string', default: '150' },
    /** Requests before each measured row (not counted): the replicas' JIT and caches. */
    warmup: { type: 'string', default: '160' },
    /** Each round measures every count again (the stopped replicas restarted): medians of rounds. */
    rounds: { type: 'string', default: '2' },
    search: { type: 'string', default: 'gar' },
  },
});
const CLIENTS = Number(args.clients);
const REQUESTS = CLIENTS * Number(args.requests);
const PAGE_SIZE = 25;
/** The four list mixes: page 1, commercial + month, `nombre=gar` + segment, page 2000. */
const MIXES = [
  { label: 'page 1', mix: 'none', page: 1 },
  { label: 'commercial + month', mix: 'month', page: 1 },
  { label: 'nombre=gar + segment', mix: 'nombre:gar+segmento', page: 1 },
  { label: 'page 2000', mix: 'none', page: 2000 },
] as const;

/**
 * An agent's requests per second under the soak's agent model (lib/soak-people.ts: a pause of
 * 0.5–2 s between actions, lib/soak-mix.ts's actions of 1–5 requests): measured at 50 agents, 1,957
 * requests of 1,029 actions (1.9 per action) at 60.9 req/s, i.e. 1.2 per agent (docs/performance.md,
 * "Capacity, shared box"). The pause alone bounds it at 1.9 / 1.25 s = 1.5.
 */
const AGENT_REQUESTS_PER_SECOND = 1.2;
const AGENTS = 500;

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** CPU seconds so far of each process kind of the cluster, serving replicas only. */
function clusterCpu(cluster: Cluster, serving: readonly ClusterReplica[]) {
  const postmaster = Number(
    readFileSync(join(cluster.primary.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const pgbouncer = Number(readFileSync(join(cluster.pgbouncer.dir, 'pgbouncer.pid'), 'utf8').trim());
  const client = process.cpuUsage();
  return {
    api: serving.reduce((sum, replica) => sum + processCpuSeconds(replica.pid!), 0),
    haproxy: processCpuSeconds(cluster.haproxy.pid),
    pgbouncer: processCpuSeconds(pgbouncer),
    postgres: treeCpuSeconds(postmaster),
    client: (client.user + client.system) / 1e6,
  };
}
type Cpu = ReturnType<typeof clusterCpu>;
const KINDS = ['api', 'haproxy', 'pgbouncer', 'postgres'] as const;

/** Resolves once HAProxy's state of `replica` satisfies `wanted` (checks every 50 ms). */
async function untilState(cluster: Cluster, replica: ClusterReplica, wanted: (state: string) => boolean) {
  const started = performance.now();
  for (;;) {
    const state = (await replicaStates(cluster.haproxy.socket))[replica.name] ?? '';
    if (wanted(state)) return;
    if (performance.now() - started > 60_000) throw new Error(`${replica.name} stays ${state} in HAProxy`);
    await sleep(50);
  }
}

/** Exactly the first `count` replicas serving: the others stopped (SIGTERM) and out of HAProxy. */
async function serveWith(cluster: Cluster, count: number, running: Set<ClusterReplica>) {
  for (const [i, replica] of cluster.replicas.entries()) {
    if (i < count && !running.has(replica)) {
      await replica.start();
      await untilState(cluster, replica, (state) => state === 'UP');
      running.add(replica);
    } else if (i >= count && running.has(replica)) {
      const out = untilState(
        cluster,
        replica,
        (state) => state.startsWith('DOWN') || state.startsWith('MAINT'),
      );
      await replica.stop('SIGTERM');
      await out;
      running.delete(replica);
    }
  }
  return cluster.replicas.slice(0, count);
}

/**
 * What the cluster costs with no requests, per second: HAProxy's readiness checks (every replica,
 * every 500 ms: a query each), the job runner's polling, timers. Part of every row's CPU figure,
 * shared among the requests of that row, and one reason more replicas cost more per request.
 */
async function idleCost(cluster: Cluster): Promise<void> {
  const seconds = 10;
  const before = clusterCpu(cluster, cluster.replicas);
  await sleep(seconds * 1000);
  const after = clusterCpu(cluster, cluster.replicas);
  const perSecond = (kind: (typeof KINDS)[number]) => fixed(((after[kind] - before[kind]) * 1000) / seconds);
  log(
    `idle, ${cluster.replicas.length} replicas, CPU ms per second: API ${perSecond('api')} (all replicas), ` +
      `HAProxy ${perSecond('haproxy')}, PgBouncer ${perSecond('pgbouncer')}, PostgreSQL ${perSecond('postgres')}`,
  );
}

interface Row {
  replicas: number;
  label: string;
  page: number;
  reqPerSecond: number;
  p50: number;
  p95: number;
  errors: number;
  /** ms of CPU per request, by process kind. */
  perRequest: Record<(typeof KINDS)[number] | 'client', number>;
  /** Server side: API + HAProxy + PgBouncer + PostgreSQL. */
  total: number;
}

async function measure(
  cluster: Cluster,
  serving: readonly ClusterReplica[],
  session: ApiSession,
  path: string,
): Promise<Omit<Row, 'replicas' | 'label' | 'page'>> {
  await runLoad({
    concurrency: CLIENTS,
    maxRequests: Number(args.warmup),
    maxSeconds: 120,
    send: () => session.load(path),
  });
  const before = clusterCpu(cluster, serving);
  const result = await runLoad({
    concurrency: CLIENTS,
    maxRequests: REQUESTS,
    maxSeconds: 600,
    send: () => session.load(path),
  });
  const after = clusterCpu(cluster, serving);
  if (result.firstError) log(`  first error: ${result.firstError}`);
  const n = result.latenciesMs.length;
  const ms = (kind: keyof Cpu) => ((after[kind] - before[kind]) * 1000) / n;
  const perRequest = {
    api: ms('api'),
    haproxy: ms('haproxy'),
    pgbouncer: ms('pgbouncer'),
    postgres: ms('postgres'),
    client: ms('client'),
  };
  return {
    reqPerSecond: n / result.seconds,
    p50: percentile(result.latenciesMs, 50),
    p95: percentile(result.latenciesMs, 95),
    errors: result.errors,
    perRequest,
    total: KINDS.reduce((sum, kind) => sum + perRequest[kind], 0),
  };
}

async function main() {
  log(
    `cluster throughput: ${args.customers} customers, replicas ${args.replicas}, ${CLIENTS} clients × ` +
      `${args.requests} requests per mix; node ${process.version}, ${cpus().length} cores, ` +
      `load average ${loadAverage()}, ${codeVersion()}`,
  );
  const counts = args.replicas.split(',').map(Number);
  // Node's requests carry no Host header of our choosing: the bench tenant is the replicas' default.
  const cluster = await startCluster({
    replicas: Math.max(...counts),
    standby: false,
    env: { DEFAULT_TENANT: args.tenant },
    log,
  });
  const rows: Row[] = [];
  try {
    const started = performance.now();
    const databaseUrl = cluster.primary.url;
    const seedArgs = ['--customers', args.customers, '--tenants', args.tenants, '--password', args.password];
    const seed = spawnSync(
      'npx',
      ['tsx', 'bench/seed-customers.ts', ...seedArgs, '--database-url', databaseUrl],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      },
    );
    if (seed.status !== 0) throw new Error(`bench/seed-customers.ts failed (${seed.status})`);
    log(`loaded in ${fixed((performance.now() - started) / 1000)} s; load average ${loadAverage()}`);

    await idleCost(cluster);
    const manager = new ApiSession(cluster.url, 'manager', args.password);
    const comercial = new ApiSession(cluster.url, 'comercial', args.password);
    const { id: comercialId } = await comercial.getJson<{ id: number }>('/api/cuentas/detalle/');
    const paths = await Promise.all(
      MIXES.map(async ({ mix, page }) => {
        const query = listMixQuery(mix, { comercialId, search: args.search });
        const path = (p: number) =>
          `/api/clientes/entradas/?${query}${query ? '&' : ''}page=${p}&itemsPerPage=${PAGE_SIZE}`;
        const { count } = await manager.getJson<{ count: number }>(path(1));
        const last = Math.max(1, Math.ceil(count / PAGE_SIZE));
        return { path: path(Math.min(page, last)), page: Math.min(page, last), count };
      }),
    );
    const running = new Set(cluster.replicas);
    for (let round = 1; round <= Number(args.rounds); round++) {
      for (const count of counts) {
        const serving = await serveWith(cluster, count, running);
        log(`round ${round}: ${count} replica(s) behind HAProxy; load average ${loadAverage()}`);
        for (const [i, { label }] of MIXES.entries()) {
          const { path, page, count: matching } = paths[i]!;
          const figures = await measure(cluster, serving, manager, path);
          const row = { replicas: count, label, page, ...figures };
          rows.push(row);
          log(
            `  ${label} (page ${page} of ${matching} rows): ${fixed(row.reqPerSecond)} req/s, p95 ${fixed(row.p95)} ms, ` +
              `CPU ${fixed(row.total, 2)} ms/req (API ${fixed(row.perRequest.api, 2)}, PostgreSQL ` +
              `${fixed(row.perRequest.postgres, 2)}), load average ${loadAverage()}`,
          );
        }
      }
    }
  } finally {
    await cluster.stop();
  }
  printFigures(medians(rows, counts));
}

/** The middle value (the mean of the two middle ones for an even count: two rounds give their mean). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Per (replicas, mix), each figure's median over the rounds. */
function medians(rows: readonly Row[], counts: readonly number[]): Row[] {
  return counts.flatMap((replicas) =>
    MIXES.map(({ label }) => {
      const of = rows.filter((row) => row.replicas === replicas && row.label === label);
      const perRequest = Object.fromEntries(
        [...KINDS, 'client' as const].map((kind) => [kind, median(of.map((row) => row.perRequest[kind]))]),
      ) as Row['perRequest'];
      return {
        replicas,
        label,
        page: of[0]!.page,
        reqPerSecond: median(of.map((row) => row.reqPerSecond)),
        p50: median(of.map((row) => row.p50)),
        p95: median(of.map((row) => row.p95)),
        errors: of.reduce((sum, row) => sum + row.errors, 0),
        perRequest,
        total: median(of.map((row) => row.total)),
      };
    }),
  );
}

function printFigures(rows: readonly Row[]) {
  console.log(
    `\nThrough HAProxy, ${CLIENTS} back-to-back clients, ${REQUESTS} requests per run; medians of ` +
      `${args.rounds} rounds, errors summed (CPU in ms per request):\n`,
  );
  printTable(
    [
      'replicas',
      'mix',
      'page',
      'req/s',
      'p50 ms',
      'p95 ms',
      'errors',
      'API',
      'HAProxy',
      'PgBouncer',
      'PostgreSQL',
      'server total',
      'client',
    ],
    rows.map((row) => [
      row.replicas,
      row.label,
      row.page,
      fixed(row.reqPerSecond),
      fixed(row.p50),
      fixed(row.p95),
      row.errors,
      ...KINDS.map((kind) => fixed(row.perRequest[kind], 2)),
      fixed(row.total, 2),
      fixed(row.perRequest.client, 2),
    ]),
  );
  // The model: every replica count serves the same requests, so their CPU per request is averaged.
  const rate = AGENTS * AGENT_REQUESTS_PER_SECOND;
  console.log(
    `\nModel: ${AGENTS} agents × ${AGENT_REQUESTS_PER_SECOND} requests/s each = ${rate} requests/s ` +
      `(soak agent model: 0.5–2 s pause between actions, 1.9 requests per action; measured 1.2 req/s per agent).\n`,
  );
  printTable(
    [
      'mix',
      'server CPU ms/req (mean of replica counts)',
      'API share',
      'req/s per core',
      `cores for ${AGENTS} agents`,
    ],
    MIXES.map(({ label }) => {
      const of = rows.filter((row) => row.label === label);
      const mean = (pick: (row: Row) => number) => of.reduce((sum, row) => sum + pick(row), 0) / of.length;
      const total = mean((row) => row.total);
      return [
        label,
        fixed(total, 2),
        `${fixed((100 * mean((row) => row.perRequest.api)) / total, 0)} %`,
        fixed(1000 / total, 0),
        fixed((rate * total) / 1000, 2),
      ];
    }),
  );
  console.log(
    `\nLoad average at the end ${loadAverage()} (2 shared cores: timings are noisy; CPU per request less so).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
