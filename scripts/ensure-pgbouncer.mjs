#!/usr/bin/env node
// Puts Debian's PgBouncer in transaction mode before a PostgreSQL server and prints its URL on
// stdout (the only thing printed there), for CI's API run through a transaction pooler (issue 30):
//
//   node scripts/ensure-pgbouncer.mjs --server=postgres://postgres@127.0.0.1:5432/postgres
//   node scripts/ensure-pgbouncer.mjs --stop
//
// Any database name is passed through to the server, as user `postgres` (the suite creates a
// database per worker). Its files live in a directory of this checkout's, recorded so that
// `--stop` stops only the PgBouncer it started. scripts/cluster.mjs starts its own through
// startPgBouncer and stopPgBouncer, in a directory of its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { aptInstall, PGBOUNCER, tcpOpen } from './ensure-system-deps.mjs';
import { freePort } from './lib/free-port.mjs';
import { isExecutable, isMain, repoRoot, runOk } from './lib/proc.mjs';

const repoHash = crypto.createHash('sha1').update(repoRoot).digest('hex').slice(0, 8);
const STATE_DIR = path.join(os.tmpdir(), `ventas-pgbouncer-${repoHash}`);
const pidFile = (stateDir) => path.join(stateDir, 'pgbouncer.pid');
const configFile = (stateDir) => path.join(stateDir, 'pgbouncer.ini');

/** Stops the PgBouncer whose files are in `stateDir` (if it runs) and deletes them. */
export function stopPgBouncer(stateDir = STATE_DIR) {
  let pid;
  try {
    pid = Number(fs.readFileSync(pidFile(stateDir), 'utf8').trim());
  } catch {
    return; // nothing of ours is running
  }
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
  fs.rmSync(stateDir, { recursive: true, force: true });
}

/**
 * Every server connection is wiped after each transaction (DISCARD ALL): an app that relied on
 * session state (a named statement, a setting) fails at once instead of by chance, and the
 * suite's own tools that set session state (pg_restore sets search_path) leave none behind for
 * the next client. The pool sizes fit the API suite (two workers, each its own database and a pool of 10, plus
 * the files that open a second database) and the start-up lock, whose waiting replicas each hold
 * a server connection (db/startup-lock.ts).
 */
function configText(server, port, stateDir, settings) {
  return `[databases]
* = host=${server.hostname} port=${server.port || 5432} user=${decodeURIComponent(server.username) || 'postgres'}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = any
pool_mode = transaction
max_client_conn = 400
default_pool_size = 20
max_db_connections = 40
server_reset_query = DISCARD ALL
server_reset_query_always = 1
ignore_startup_parameters = extra_float_digits,options
logfile = ${path.join(stateDir, 'pgbouncer.log')}
pidfile = ${pidFile(stateDir)}
${Object.entries(settings)
  .map(([name, value]) => `${name} = ${value}\n`)
  .join('')}`;
}

/**
 * Starts PgBouncer before `serverUrl` with its files in `stateDir` (a PgBouncer already started
 * there is stopped first) and gives its URL (the server's, with PgBouncer's host and port) and port.
 * `settings`: more [pgbouncer] settings, by name (the cluster's failover shortens a retry).
 */
export async function startPgBouncer(serverUrl, { stateDir = STATE_DIR, settings = {} } = {}) {
  if (!isExecutable(PGBOUNCER)) aptInstall(['pgbouncer']);
  stopPgBouncer(stateDir);
  fs.mkdirSync(stateDir, { recursive: true });
  const port = await freePort();
  writePgBouncerConfig(stateDir, serverUrl, port, settings);
  // PgBouncer will not run as root: as root it switches to the server's own user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) runOk('chown', ['-R', 'postgres', stateDir]);
  runOk(PGBOUNCER, ['-d', ...(asRoot ? ['-u', 'postgres'] : []), configFile(stateDir)]);
  for (let tries = 0; tries < 50 && !(await tcpOpen(port)); tries += 1) await sleep(100);
  if (!(await tcpOpen(port))) throw new Error(`PgBouncer no escucha en ${port}: vea ${stateDir}`);
  const url = new URL(serverUrl);
  url.host = `127.0.0.1:${port}`;
  return { url: url.toString(), port };
}

/**
 * (Re)writes the configuration of the PgBouncer in `stateDir`: the cluster's failover points it at
 * the promoted standby this way, then sends it SIGHUP (PgBouncer's RELOAD).
 */
export function writePgBouncerConfig(stateDir, serverUrl, port, settings = {}) {
  fs.writeFileSync(configFile(stateDir), configText(new URL(serverUrl), port, stateDir, settings));
}

/** The pid of the PgBouncer running from `stateDir`, or null. */
export function pgBouncerPid(stateDir) {
  try {
    return Number(fs.readFileSync(pidFile(stateDir), 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: { server: { type: 'string' }, stop: { type: 'boolean', default: false } },
  });
  try {
    if (values.stop) stopPgBouncer();
    else if (!values.server)
      throw new Error('Uso: node scripts/ensure-pgbouncer.mjs --server=<URL de PostgreSQL> | --stop');
    else console.log((await startPgBouncer(values.server)).url);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
