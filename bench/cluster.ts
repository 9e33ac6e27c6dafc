/**
 * The cluster under people's load (issue 30): scripts/cluster.mjs's cluster (HAProxy, `--replicas`
 * API replicas, PgBouncer in transaction mode, the primary and, unless `--no-standby`, its hot
 * standby), a bench tenant made as bench/soak.ts makes one (lib/offer-tenant.ts), and `--agents`
 * simulated people through HAProxy, each pausing 0.5–2 s between actions in the soak's mix
 * (lib/soak-mix.ts, lib/soak-people.ts). After a warm-up, two phases of `--phase-s` each:
 *
 * 1. rolling restart: each replica in turn gets SIGTERM (its graceful stop: readiness 503, then
 *    after the drain delay the listener closes), starts again and waits until HAProxy counts it up;
 *    failed actions, target 0;
 * 2. a replica killed: SIGKILL to one replica's process tree; failed actions, and how long HAProxy
 *    took to mark it down (its runtime API, polled every 20 ms); then it starts again;
 * 3. with `--failover` (needs the standby), the primary lost: `pg_ctl stop -m immediate` on it,
 *    `pg_ctl promote` on the standby, PgBouncer pointed at it (its configuration rewritten, then
 *    SIGHUP: RELOAD); the time to the first write answered through HAProxy, the failed actions,
 *    and what was lost: every write answered with success in the whole run looked up on the
 *    promoted standby (lib/soak-checks.ts). Replication is asynchronous, synchronous_commit=on
 *    (scripts/lib/pg-server.mjs REPLICATION_SETTINGS).
 *
 * A person's action is one to five requests; a failed action is counted once. Prints figures;
 * the exit code is 1 only when the cluster could not be run.
 *
 *   npx tsx bench/cluster.ts                                     # ~4 min
 *   npx tsx bench/cluster.ts --agents 50 --replicas 3 --phase-s 60 --failover
 *   npx tsx bench/cluster.ts --drain-delay-ms 0     # the replicas close at once on SIGTERM
 */
import { Agent } from 'node:http';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/open-database';
import { rowsOf } from './lib/bench-rows';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DRAIN_DELAY_MS, startCluster, type Cluster, type ClusterReplica } from '../scripts/cluster.mjs';
import { HEALTH_CHECK, replicaStates } from '../scripts/lib/haproxy.mjs';
import { promote, REPLICATION_SETTINGS, stopServer } from '../scripts/lib/pg-server.mjs';
import { codeVersion } from './lib/api-server';
import { ApiSession, fixed, loadAverage } from './lib/load';
import { createBenchCatalogue } from './lib/offer-catalogue';
import { resetOfferTenant } from './lib/offer-tenant';
import { processTree } from './lib/process-tree';
import type { SoakContext } from './lib/soak-actions';
import { checkWrites, WriteLog } from './lib/soak-checks';
import { printWrites } from './lib/soak-report';
import { sendJson } from './lib/offer-http';
import { SoakRecorder } from './lib/soak-figures';
import { ACTION_SHARES } from './lib/soak-mix';
import { comercialRows, person, signIn, soakContext, soakUsers, type AccountRows } from './lib/soak-people';

const { values: args } = parseArgs({
  options: {
    agents: { type: 'string', default: '50' },
    replicas: { type: 'string', default: '3' },
    'no-standby': { type: 'boolean', default: false },
    failover: { type: 'boolean', default: false },
    /** The replicas' SHUTDOWN_DRAIN_DELAY_MS (0: the listener closes at once on SIGTERM). */
    'drain-delay-ms': { type: 'string', default: String(DRAIN_DELAY_MS) },
    tenant: { type: 'string', default: 'benchcluster' },
    password: { type: 'string', default: 'bench1234' },
    customers: { type: 'string', default: '5000' },
    'warmup-s': { type: 'string', default: '20' },
    'phase-s': { type: 'string', default: '60' },
    /** An action not answered in this long fails. */
    'timeout-s': { type: 'string', default: '30' },
  },
});
const AGENTS = Number(args.agents);
const PHASE_MS = Number(args['phase-s']) * 1000;
const TIMEOUT_MS = Number(args['timeout-s']) * 1000;
/** Keep-alive sockets without a cap: each person's browser has sockets of its own. */
const SOCKETS = new Agent({ keepAlive: true });

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const seconds = (ms: number) => `${fixed(ms / 1000, 2)} s`;

/** The bench tenant in the cluster's database (on the primary), and its Comerciales' customers. */
async function makeTenant(cluster: Cluster): Promise<{ tenantId: number; accounts: AccountRows[] }> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: cluster.primary.url });
  try {
    const tenant = await resetOfferTenant(database, {
      subdomain: args.tenant,
      password: args.password,
      customers: Number(args.customers),
      pool: 1,
    });
    log(`tenant made in ${seconds(performance.now() - started)}: ${JSON.stringify(tenant.counts)}`);
    const query = async <T>(text: string) => rowsOf<T>(await database.owner.execute(sql.raw(text)));
    return { tenantId: tenant.tenantId, accounts: await comercialRows(query, tenant.tenantId) };
  } finally {
    await database.close();
  }
}

/** `AGENTS` people through HAProxy for `PHASE_MS`, while `during()` runs; its figures. */
async function phase(
  context: SoakContext,
  during: (recorder: SoakRecorder) => Promise<void>,
): Promise<{ recorder: SoakRecorder; seconds: number; duringMs: number }> {
  const recorder = new SoakRecorder(ACTION_SHARES.map(([name]) => name));
  const started = performance.now();
  const deadline = started + PHASE_MS;
  const users = soakUsers(AGENTS, context.comerciales);
  const people = Promise.all(
    users.map((user) => person(user, context, recorder, { deadline, timeoutMs: TIMEOUT_MS })),
  );
  const duringStarted = performance.now();
  await during(recorder);
  const duringMs = performance.now() - duringStarted;
  if (performance.now() > deadline) log(`the phase's event outlasted the phase (${seconds(duringMs)})`);
  await people;
  return { recorder, seconds: (performance.now() - started) / 1000, duringMs };
}

/** Resolves once HAProxy's state of `replica` satisfies `wanted`; the ms that took. */
async function untilState(cluster: Cluster, replica: ClusterReplica, wanted: (state: string) => boolean) {
  const started = performance.now();
  for (;;) {
    const state = (await replicaStates(cluster.haproxy.socket))[replica.name] ?? '';
    if (wanted(state)) return performance.now() - started;
    if (performance.now() - started > 60_000) throw new Error(`${replica.name} stays ${state} in HAProxy`);
    await sleep(20);
  }
}

/** Phase 1: SIGTERM, start, back in HAProxy, for each replica in turn. */
async function rollingRestart(cluster: Cluster): Promise<void> {
  await sleep(5000);
  for (const replica of cluster.replicas) {
    const t0 = performance.now();
    const down = untilState(cluster, replica, (state) => state.startsWith('DOWN'));
    await replica.stop('SIGTERM');
    const stoppedMs = performance.now() - t0;
    const downMs = await down;
    await replica.start();
    const upMs = await untilState(cluster, replica, (state) => state === 'UP');
    log(
      `${replica.name}: marked down ${seconds(downMs)} after SIGTERM, exited after ${seconds(stoppedMs)}, ` +
        `up in HAProxy again ${seconds(performance.now() - t0 - stoppedMs)} later (last ${seconds(upMs)} of it waiting for the checks)`,
    );
  }
}

/** Phase 2: SIGKILL to the last replica's process tree (the API and its Chromium); the detection time. */
async function killOne(cluster: Cluster, figures: { downMs?: number }): Promise<void> {
  await sleep(5000);
  const replica = cluster.replicas.at(-1)!;
  const tree = processTree(replica.pid!);
  for (const { pid } of tree) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  figures.downMs = await untilState(cluster, replica, (state) => state.startsWith('DOWN'));
  log(
    `${replica.name} killed (${tree.length} processes): HAProxy marked it down after ${seconds(figures.downMs)}`,
  );
  await replica.exited();
  await replica.start();
  const upMs = await untilState(cluster, replica, (state) => state === 'UP');
  log(`${replica.name} started again, up in HAProxy (checks) ${seconds(upMs)} after it answered ready`);
}

interface Failover {
  /** ms from the primary's stop: the stop itself, the promotion, PgBouncer reloaded, a write answered. */
  stoppedMs: number;
  promotedMs: number;
  repointedMs: number;
  firstWriteMs: number;
  probes: number;
}

/**
 * Phase 3: the primary crashes (immediate stop), the standby is promoted and PgBouncer pointed at
 * it; a note written through HAProxy every 100 ms tells when writes work again.
 */
async function loseThePrimary(cluster: Cluster, manager: ApiSession, customerId: number): Promise<Failover> {
  await sleep(5000);
  const standby = cluster.standby!;
  const t0 = performance.now();
  const since = () => performance.now() - t0;
  stopServer(cluster.server(cluster.primary), 'immediate');
  const stoppedMs = since();
  promote(cluster.server(standby));
  const promotedMs = since();
  cluster.repointPgBouncer(standby.url);
  const repointedMs = since();
  let probes = 0;
  for (;;) {
    probes += 1;
    const nota = `Sondeo de escritura tras la conmutación ${probes}`;
    const answer = await sendJson(manager, 'POST', '/api/clientes/notascliente/', {
      cliente: customerId,
      nota,
    }).catch(() => null);
    if (answer?.status === 201) break;
    if (since() > 120_000) throw new Error('no write succeeded within 120 s of the failover');
    await sleep(100);
  }
  const failover = { stoppedMs, promotedMs, repointedMs, firstWriteMs: since(), probes };
  log(
    `primary stopped (immediate) in ${seconds(stoppedMs)}, standby promoted at ${seconds(promotedMs)}, ` +
      `PgBouncer reloaded at ${seconds(repointedMs)}, first write answered at ${seconds(failover.firstWriteMs)} (probe ${probes})`,
  );
  return failover;
}

function report(title: string, result: { recorder: SoakRecorder; seconds: number }): number {
  console.log(`\n${title}: ${AGENTS} agents, ${fixed(result.seconds)} s\n`);
  result.recorder.print(result.seconds);
  const totals = result.recorder.totals();
  return totals.errors + totals.duringRestart;
}

/**
 * The standby's lag while the agents work, sampled every 500 ms as the API computes the
 * X-Datos-Retraso a manager's lagging reads carry (db/lagging-reads/standby-reads.ts): the age of
 * the last replayed commit, 0 when everything received is replayed.
 */
function sampleStandbyLag(url: string): { stop(): Promise<number[]> } {
  const client = new pg.Client({ connectionString: url });
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ lag: number }>(
        `SELECT (CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
           ELSE greatest(0, coalesce(extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()), 0))
         END)::float8 AS lag`,
      );
      samples.push(rows[0]!.lag);
      await sleep(500);
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

async function main(): Promise<void> {
  log(
    `cluster bench: ${args.replicas} replicas${args['no-standby'] ? '' : ' and a standby'}, ${AGENTS} agents, ` +
      `phases of ${args['phase-s']} s; HAProxy checks every ${HEALTH_CHECK.interMs} ms, fall ${HEALTH_CHECK.fall}; ` +
      `drain delay ${args['drain-delay-ms']} ms`,
  );
  log(`node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`);
  // Node's requests carry no Host header of our choosing: the bench tenant is the replicas' default.
  const cluster = await startCluster({
    replicas: Number(args.replicas),
    standby: !args['no-standby'],
    drainDelayMs: Number(args['drain-delay-ms']),
    env: { DEFAULT_TENANT: args.tenant },
    log,
  });
  try {
    if (args.failover && !cluster.standby) throw new Error('--failover needs the standby');
    const { tenantId, accounts } = await makeTenant(cluster);
    const catalogue = await createBenchCatalogue(new ApiSession(cluster.url, 'admin', args.password));
    const manager = new ApiSession(cluster.url, 'manager', args.password, SOCKETS);
    await manager.token();
    const comerciales = await signIn(accounts, cluster.url, args.password, SOCKETS);
    const writes = new WriteLog();
    const context = soakContext({ comerciales, manager, catalogue, writes });

    const lag = cluster.standby ? sampleStandbyLag(cluster.standby.url) : null;
    log(`warm-up: ${args['warmup-s']} s (not counted)`);
    const warmupDeadline = performance.now() + Number(args['warmup-s']) * 1000;
    const warmup = new SoakRecorder(ACTION_SHARES.map(([name]) => name));
    await Promise.all(
      soakUsers(AGENTS, comerciales).map((user) =>
        person(user, context, warmup, { deadline: warmupDeadline, timeoutMs: TIMEOUT_MS }),
      ),
    );

    log(`phase 1: rolling restart (load average ${loadAverage()})`);
    const rolling = await phase(context, () => rollingRestart(cluster));
    log(`phase 2: a replica killed (load average ${loadAverage()})`);
    const killed: { downMs?: number } = {};
    const kill = await phase(context, () => killOne(cluster, killed));

    const lagSamples = (await lag?.stop()) ?? [];
    let failover: { result: Awaited<ReturnType<typeof phase>>; figures: Failover } | null = null;
    if (args.failover) {
      log(`phase 3: the primary lost (load average ${loadAverage()})`);
      let figures: Failover | null = null;
      const customerId = accounts[0]!.clientes[0]!;
      const result = await phase(context, async () => {
        figures = await loseThePrimary(cluster, manager, customerId);
      });
      failover = { result, figures: figures! };
    }

    const rollingFailed = report('Rolling restart', rolling);
    const killFailed = report('Replica killed (SIGKILL)', kill);
    console.log(
      `\nRolling restart of ${cluster.replicas.length} replicas in ${seconds(rolling.duringMs)}: ` +
        `${rollingFailed} failed actions of ${rolling.recorder.totals().count} (target 0).` +
        `\nReplica killed: ${killFailed} failed actions of ${kill.recorder.totals().count}; ` +
        `HAProxy stopped sending to it after ${seconds(killed.downMs ?? NaN)}.`,
    );
    if (lagSamples.length > 0) {
      const sorted = [...lagSamples].sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
      console.log(
        `\nThe standby's lag over warm-up and phases 1–2 (${sorted.length} samples, 500 ms apart): ` +
          `p50 ${fixed(at(50), 3)} s, p95 ${fixed(at(95), 3)} s, max ${fixed(sorted.at(-1)!, 3)} s; ` +
          `${sorted.filter((value) => value >= 5).length} samples at 5 s or more (the screens' "Datos de hace N s").`,
      );
    }
    if (failover) {
      const failed = report('Primary lost', failover.result);
      const settings = Object.entries(REPLICATION_SETTINGS)
        .map(([name, value]) => `${name}=${value}`)
        .join(', ');
      console.log(
        `\nPrimary lost (${settings}; asynchronous standby): first write answered ` +
          `${seconds(failover.figures.firstWriteMs)} after the stop; ${failed} failed actions of ` +
          `${failover.result.recorder.totals().count}.`,
      );
      // Every write of the run answered with success, looked up on the promoted standby.
      const client = new pg.Client({ connectionString: cluster.standby!.url });
      await client.connect();
      try {
        const lost = printWrites(await checkWrites(client, tenantId, writes));
        console.log(`Writes answered with success but missing after the failover: ${lost}.`);
      } finally {
        await client.end();
      }
    }
    console.log(`Load average ${loadAverage()}.`);
  } finally {
    await cluster.stop();
    SOCKETS.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
