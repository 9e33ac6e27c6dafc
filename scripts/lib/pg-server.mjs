// PostgreSQL servers of our own for scripts/cluster.mjs: a primary made with initdb, a hot standby
// made from it with pg_basebackup -R, started and stopped with pg_ctl, the standby promoted.
// Node built-ins only, like every script in scripts/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findInitdb } from '../ensure-system-deps.mjs';
import { run, runOk, which } from './proc.mjs';

/**
 * initdb and postgres refuse to run as root: as root, run them as `postgres` (Debian's server
 * package creates it) or as a system user made for this. scripts/ensure-postgres.mjs uses it too.
 */
export function unprivilegedUser() {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'ventas-pg']) {
    if (run('id', ['-u', user], { stdio: 'ignore' }) === 0) return user;
  }
  runOk('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'ventas-pg']);
  return 'ventas-pg';
}

/**
 * Runs a server program as `user` (null: as ourselves) in a session of its own (setsid): the
 * postmaster it leaves behind is then out of our process group, so a Ctrl-C in the terminal does
 * not stop it before the replicas that use it have drained (or, for ensure-postgres.mjs, before
 * its `--stop`).
 */
export function asUser(user, cmd, args, opts = {}) {
  const command = user ? ['runuser', '-u', user, '--', cmd, ...args] : [cmd, ...args];
  return run('setsid', command, opts);
}

/** C.UTF-8 like Debian's default cluster, so case-insensitive matching handles ñ and accents. */
export function serverLocale() {
  const listed = which('locale') ? spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout : '';
  return /^C\.utf-?8$/im.test(listed ?? '') ? 'C.UTF-8' : 'C';
}

/** The directory of the newest installed server's programs (initdb, pg_ctl, pg_basebackup). */
export function serverBin() {
  const initdb = findInitdb();
  if (!initdb)
    throw new Error("Falta PostgreSQL: ejecute 'node scripts/ensure-system-deps.mjs --for=cluster'");
  return path.dirname(initdb);
}

/** An empty directory the server's user owns (PostgreSQL wants 0700 on its data directory). */
function ownedDir(dir, user) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) runOk('chown', [user, dir]);
}

/**
 * Streaming replication from the primary, stated rather than left to the defaults: WAL enough for a
 * standby, senders for it (and a pg_basebackup beside it), reads on the standby. The replication is
 * asynchronous (no synchronous_standby_names): synchronous_commit=on makes a commit wait for the
 * primary's own WAL flush only, so a failover may lose what the standby had not yet received.
 */
export const REPLICATION_SETTINGS = {
  wal_level: 'replica',
  max_wal_senders: '5',
  wal_keep_size: '256MB',
  hot_standby: 'on',
  synchronous_commit: 'on',
};

// Loopback TCP only: no Unix socket in the data directory, which pg_basebackup would copy.
const serverOptions = (port) =>
  [
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
    ...Object.entries(REPLICATION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');

/** The last lines of a server's log, for an error message. */
function logTail(log) {
  return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
}

/** pg_ctl start on `port`, waiting until the server accepts connections (a standby: reads). */
export function startServer({ bin, user, dataDir, port }) {
  const log = path.join(dataDir, 'server.log');
  const args = ['-D', dataDir, '-l', log, '-o', serverOptions(port), '-w', '-t', '120', 'start'];
  if (asUser(user, path.join(bin, 'pg_ctl'), args, { stdio: ['ignore', 'ignore', 2] }) !== 0) {
    throw new Error(`pg_ctl start falló en ${dataDir}:\n${logTail(log)}`);
  }
}

/** pg_ctl stop: `fast` ends the sessions and checkpoints; `immediate` is a crash (the failover test). */
export function stopServer({ bin, user, dataDir }, mode = 'fast') {
  if (!fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  asUser(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop'], {
    stdio: ['ignore', 'ignore', 2],
  });
}

/** A new primary in `dataDir` (initdb, trust on loopback: a cluster to try things on), started. */
export function initPrimary({ bin, user, dataDir, port }) {
  ownedDir(dataDir, user);
  const args = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', `--locale=${serverLocale()}`];
  // initdb's progress report goes nowhere; its errors still reach stderr. Its pg_hba.conf lets
  // loopback replication connections in (trust), which pg_basebackup and the standby use.
  if (asUser(user, path.join(bin, 'initdb'), args, { stdio: ['ignore', 'ignore', 2] }) !== 0) {
    throw new Error('initdb falló');
  }
  startServer({ bin, user, dataDir, port });
}

/**
 * A hot standby of the primary on `primaryPort`: pg_basebackup -R copies it (WAL streamed during
 * the copy) and writes standby.signal and primary_conninfo; then it starts on its own port.
 */
export function initStandby({ bin, user, dataDir, port, primaryPort }) {
  ownedDir(dataDir, user);
  const args = ['-D', dataDir, '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'];
  args.push('-R', '-X', 'stream', '-c', 'fast', '-w');
  if (asUser(user, path.join(bin, 'pg_basebackup'), args, { stdio: ['ignore', 'ignore', 2] }) !== 0) {
    throw new Error('pg_basebackup falló');
  }
  startServer({ bin, user, dataDir, port });
}

/** pg_ctl promote: the standby ends recovery and takes writes (waits until it does). */
export function promote({ bin, user, dataDir }) {
  if (
    asUser(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-w', 'promote'], {
      stdio: ['ignore', 'ignore', 2],
    }) !== 0
  ) {
    throw new Error(`pg_ctl promote falló en ${dataDir}`);
  }
}
