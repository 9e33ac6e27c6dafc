#!/usr/bin/env node
// `npm run cluster` (issue 30): Ventas as several machines would run it, on this machine's loopback,
// each part on a free port:
//   - a primary PostgreSQL of its own (initdb; streaming replication on, lib/pg-server.mjs);
//   - a hot standby made from it with pg_basebackup -R (--no-standby: none);
//   - PgBouncer in transaction mode before the primary (ensure-pgbouncer.mjs);
//   - N API replicas (--replicas=3), compiled as npm start compiles it, through PgBouncer, with the
//     demo data;
//   - HAProxy before them, checking each one's readiness (lib/haproxy.mjs).
// It prints the URL and each part's port, then runs until Ctrl-C, which stops everything.
//
//   npm run cluster [-- --replicas=3 --no-standby]
//   npm run cluster -- --stop      # stops what a crashed or backgrounded run left (its state file)
//
// startCluster and stopCluster are exported: scripts/cluster-check.mjs (CI) and bench/cluster.ts
// drive the same code.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { buildApi, SERVER_BUNDLE } from './build-api.mjs';
import { pgBouncerPid, startPgBouncer, stopPgBouncer, writePgBouncerConfig } from './ensure-pgbouncer.mjs';
import { ensureSystemDeps } from './ensure-system-deps.mjs';
import { createReplica, isRunning, waitOk } from './lib/cluster-replica.mjs';
import { freePort } from './lib/free-port.mjs';
import { HEALTH_CHECK, startHaproxy } from './lib/haproxy.mjs';
import { initPrimary, initStandby, serverBin, stopServer, unprivilegedUser } from './lib/pg-server.mjs';
import { pgConnection, psql } from './lib/pg-tools.mjs';
import { isMain, repoRoot, runOk } from './lib/proc.mjs';

// One cluster per checkout, so two clones on one machine don't stop each other's.
const repoHash = crypto.createHash('sha1').update(repoRoot).digest('hex').slice(0, 8);
export const CLUSTER_DIR = path.join(os.tmpdir(), `ventas-cluster-${repoHash}`);
const STATE_FILE = path.join(CLUSTER_DIR, 'cluster.json');
const DATABASE = 'ventas';

/**
 * How long a replica keeps serving after its readiness turns 503 on SIGTERM: longer than HAProxy
 * takes to mark it down (lib/haproxy.mjs HEALTH_CHECK: ~0.8 s plus a check's answer), with room
 * for a busy machine, so no request reaches a listener that has closed.
 */
export const DRAIN_DELAY_MS = 2000;
/**
 * PgBouncer waits server_login_retry (15 s by default) before connecting again to a server it
 * could not reach: after a failover it would keep every request waiting that long for the
 * promoted standby. 1 s bounds that wait.
 */
const PGBOUNCER_SETTINGS = { server_login_retry: '1' };
/** The demo's password (apps/api/src/db/seed/demo-seed.ts). */
export const DEMO_PASSWORD = 'demo1234';

const pgUrl = (port, database = DATABASE) => `postgres://postgres@127.0.0.1:${port}/${database}`;

/** Whether `pid` is still the program we started (a pid of a crashed run may be someone else's now). */
function isOurs(pid, marker) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
async function terminate(pid, marker, graceMs) {
  if (!pid || !isOurs(pid, marker)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (isRunning(pid) && isOurs(pid, marker) && Date.now() < deadline) await sleep(100);
  if (isRunning(pid) && isOurs(pid, marker)) process.kill(pid, 'SIGKILL');
}

function readState() {
  try {
    return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Stops what the state file says this checkout's cluster started, in the order that lets requests
 * finish: the replicas (graceful stop), HAProxy, PgBouncer, the standby, the primary; then deletes
 * its files. Nothing recorded, nothing done.
 */
export async function stopCluster() {
  const state = readState();
  if (state) {
    await Promise.all((state.replicas ?? []).map((r) => terminate(r.pid, SERVER_BUNDLE, 30_000)));
    await terminate(state.haproxy?.pid, 'haproxy', 5000);
    if (state.pgbouncer) stopPgBouncer(state.pgbouncer.dir);
    for (const server of [state.standby, state.primary].filter(Boolean)) {
      stopServer({ bin: state.bin, user: state.user, dataDir: server.dataDir });
    }
  }
  fs.rmSync(CLUSTER_DIR, { recursive: true, force: true });
}

/** The environment of every replica; NODE_ENV is left unset so that the demo may be seeded. */
function replicaEnv({ secrets, pgbouncerUrl, standbyUrl, drainDelayMs, extra }) {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return {
    ...env,
    HOST: '127.0.0.1',
    DATABASE_URL: pgbouncerUrl,
    DATABASE_POOLER: 'transaction',
    ...(standbyUrl ? { READ_DATABASE_URL: standbyUrl } : {}),
    JWT_SECRET: secrets.jwt,
    CREDENTIALS_KEY: secrets.credentials,
    // DATABASE_URL makes a start a production one unless SEED_DEMO says otherwise (config.ts):
    // a cluster to try things on wants the demo, its accounts and their known password.
    SEED_DEMO: 'true',
    SHUTDOWN_DRAIN_DELAY_MS: String(drainDelayMs),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...extra,
  };
}

/**
 * The API compiled as `npm start` compiles it (a fraction of a second, so never older than its
 * source); the web built with `npm run build` only when apps/web/dist is missing.
 */
async function ensureBuild(log) {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    log('Compilando la web (falta apps/web/dist): npm run build -w @ventas/web');
    runOk('npm', ['run', 'build', '-w', '@ventas/web'], { cwd: repoRoot });
  }
  await buildApi();
}

/** A free port none of `taken` holds (the kernel may hand a just-freed port out again). */
async function distinctPort(taken) {
  for (;;) {
    const port = await freePort();
    if (!taken.has(port)) {
      taken.add(port);
      return port;
    }
  }
}

/**
 * Starts the cluster (stopping first what an earlier run of this checkout left) and resolves once
 * HAProxy answers ready. `env`: more variables for every replica (a bench's DEFAULT_TENANT).
 * `log` hears each step.
 */
export async function startCluster({
  replicas: replicaCount = 3,
  standby: withStandby = true,
  drainDelayMs = DRAIN_DELAY_MS,
  env: extraEnv = {},
  log = (message) => console.error(message),
} = {}) {
  await ensureSystemDeps({ for: 'cluster' });
  await ensureBuild(log);
  await stopCluster();
  // Readable by the servers' unprivileged user, which writes in the folders below it.
  fs.mkdirSync(CLUSTER_DIR, { recursive: true });
  fs.chmodSync(CLUSTER_DIR, 0o755);
  const ports = new Set();
  const state = { bin: serverBin(), user: unprivilegedUser(), replicas: [] };
  const save = () => fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
  try {
    state.primary = { dataDir: path.join(CLUSTER_DIR, 'primary'), port: await distinctPort(ports) };
    save(); // before each start, so that stopCluster also cleans up after a failed one
    initPrimary({ bin: state.bin, user: state.user, ...state.primary });
    psql(pgConnection(pgUrl(state.primary.port, 'postgres')), `CREATE DATABASE ${DATABASE}`);
    log(`PostgreSQL primario en ${state.primary.port}`);

    if (withStandby) {
      state.standby = { dataDir: path.join(CLUSTER_DIR, 'standby'), port: await distinctPort(ports) };
      save();
      initStandby({ bin: state.bin, user: state.user, ...state.standby, primaryPort: state.primary.port });
      log(`PostgreSQL en espera (hot standby) en ${state.standby.port}`);
    }

    state.pgbouncer = { dir: path.join(CLUSTER_DIR, 'pgbouncer') };
    save();
    const pgbouncer = await startPgBouncer(pgUrl(state.primary.port), {
      stateDir: state.pgbouncer.dir,
      settings: PGBOUNCER_SETTINGS,
    });
    state.pgbouncer.port = pgbouncer.port;
    log(`PgBouncer (modo transacción) en ${pgbouncer.port}`);

    const env = replicaEnv({
      secrets: {
        jwt: crypto.randomBytes(48).toString('base64url'),
        credentials: crypto.randomBytes(32).toString('base64'),
      },
      pgbouncerUrl: pgbouncer.url,
      standbyUrl: state.standby ? pgUrl(state.standby.port) : null,
      drainDelayMs,
      extra: extraEnv,
    });
    const replicas = [];
    for (let index = 0; index < replicaCount; index++) {
      const port = await distinctPort(ports);
      const dataDir = path.join(CLUSTER_DIR, `api${index + 1}`);
      fs.mkdirSync(dataDir, { recursive: true });
      state.replicas[index] = { port, pid: null };
      const replica = createReplica({
        index,
        port,
        env: { ...env, PORT: String(port), DATA_DIR: dataDir },
        logFile: path.join(CLUSTER_DIR, `api${index + 1}.log`),
        onStart: (pid) => {
          state.replicas[index].pid = pid;
          save();
        },
      });
      replicas.push(replica);
    }
    // All at once, as replicas of a deployment start: the start-up lock migrates and seeds once.
    await Promise.all(replicas.map((replica) => replica.start()));
    log(`Réplicas de la API en ${replicas.map((r) => r.port).join(', ')}`);

    const haproxyPort = await distinctPort(ports);
    const haproxy = startHaproxy({
      stateDir: CLUSTER_DIR,
      port: haproxyPort,
      replicaPorts: replicas.map((r) => r.port),
    });
    state.haproxy = { pid: haproxy.pid, port: haproxyPort };
    save();
    const url = `http://127.0.0.1:${haproxyPort}`;
    await waitOk(`${url}/api/health/ready`, {
      timeoutMs: 30_000,
      what: 'HAProxy',
      alive: () => isRunning(haproxy.pid),
    });
    log(`HAProxy en ${haproxyPort}`);

    return {
      url,
      /** The demo tenant's address: the tenant is the host's first label. */
      demoUrl: `http://demo.localhost:${haproxyPort}`,
      dir: CLUSTER_DIR,
      databaseName: DATABASE,
      replicas,
      primary: { ...state.primary, url: pgUrl(state.primary.port) },
      standby: state.standby ? { ...state.standby, url: pgUrl(state.standby.port) } : null,
      pgbouncer: { ...state.pgbouncer, url: pgbouncer.url },
      haproxy,
      server: (part) => ({ bin: state.bin, user: state.user, dataDir: part.dataDir }),
      /** Points PgBouncer at another server (a promoted standby): new configuration, then RELOAD (SIGHUP). */
      repointPgBouncer(serverUrl) {
        writePgBouncerConfig(state.pgbouncer.dir, serverUrl, pgbouncer.port, PGBOUNCER_SETTINGS);
        process.kill(pgBouncerPid(state.pgbouncer.dir), 'SIGHUP');
      },
      stop: stopCluster,
    };
  } catch (err) {
    await stopCluster();
    throw err;
  }
}

/** What the console shows once the cluster is up. */
function describe(cluster) {
  const lines = [
    '',
    `Ventas en clúster: ${cluster.demoUrl}  (el distribuidor es la primera etiqueta del host; también demo2, demo3, admin)`,
    `  Usuarios de demostración: admin, manager, comercial; contraseña ${DEMO_PASSWORD}`,
    `  HAProxy           127.0.0.1:${cluster.haproxy.port}  (readiness cada ${HEALTH_CHECK.interMs} ms)`,
    ...cluster.replicas.map((r) => `  ${r.name.padEnd(17)} 127.0.0.1:${r.port}  pid ${r.pid}`),
    `  PgBouncer         127.0.0.1:${cluster.pgbouncer.port}  (modo transacción)`,
    `  PostgreSQL        127.0.0.1:${cluster.primary.port}  (primario)`,
  ];
  if (cluster.standby)
    lines.push(`  PostgreSQL        127.0.0.1:${cluster.standby.port}  (en espera, READ_DATABASE_URL)`);
  lines.push(`  Ficheros y registros: ${cluster.dir}`, '', 'Ctrl-C lo para todo.');
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      replicas: { type: 'string', default: '3' },
      'no-standby': { type: 'boolean', default: false },
      stop: { type: 'boolean', default: false },
    },
  });
  try {
    if (values.stop) {
      await stopCluster();
      console.error('Clúster parado');
    } else {
      const replicas = Number(values.replicas);
      if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16)
        throw new Error('--replicas debe ser un entero entre 1 y 16');
      let stopping = false;
      const stopOnSignal = async () => {
        // Ctrl-C reaches npm and us both, and npm relays it: stop once.
        if (stopping) return;
        stopping = true;
        console.error('\nParando el clúster...');
        await stopCluster();
        process.exit(0);
      };
      process.on('SIGINT', () => void stopOnSignal());
      process.on('SIGTERM', () => void stopOnSignal());
      const cluster = await startCluster({ replicas, standby: !values['no-standby'] });
      console.log(describe(cluster));
      setInterval(() => {}, 1 << 30); // keeps running until a signal
    }
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
