#!/usr/bin/env node
// Finds a PostgreSQL server for CI's second API run and prints its URL on
// stdout (the only thing printed there; logs go to stderr):
//   - the machine's server, if one answers on 127.0.0.1:5432 as user postgres;
//   - else a throw-away cluster of our own on 127.0.0.1:55432, whose data
//     directory is recorded so that `--stop` can stop and delete it.
//
//   node scripts/ensure-postgres.mjs [--port-probe=5432] [--port=55432]
//   node scripts/ensure-postgres.mjs --stop
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { aptInstall, findInitdb, pgAnswers, tcpOpen } from './ensure-system-deps.mjs';
import { asUser, serverLocale, unprivilegedUser } from './lib/pg-server.mjs';
import { repoRoot, run, runOk, which } from './lib/proc.mjs';

// One state file per checkout, so two clones on one machine don't stop each other's cluster.
const repoHash = crypto.createHash('sha1').update(repoRoot).digest('hex').slice(0, 8);
const STATE_FILE = path.join(os.tmpdir(), `ventas-pg-${repoHash}.json`);

const url = (port) => `postgres://postgres@127.0.0.1:${port}/postgres`;

/** pg_isready ignores authentication: check that user postgres really gets in. */
function canLogin(port) {
  if (!which('psql')) return true;
  const args = ['-w', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
  const env = { ...process.env, PGCONNECT_TIMEOUT: '5' };
  return run('psql', [...args, '-d', 'postgres', '-Atqc', 'select 1'], { env, stdio: 'ignore' }) === 0;
}

function stopOwnCluster() {
  let state;
  try {
    state = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));
  } catch {
    return; // nothing of ours is running
  }
  const pgCtl = path.join(state.bin, 'pg_ctl');
  if (fs.existsSync(path.join(state.dataDir, 'postmaster.pid'))) {
    asUser(state.user, pgCtl, ['-D', state.dataDir, '-m', 'fast', '-w', 'stop']);
  }
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
  console.error(`PostgreSQL propio parado (${state.dataDir})`);
}

async function freePort(first) {
  for (let port = first; port < first + 10; port++) {
    if (!(await tcpOpen(port))) return port;
  }
  throw new Error(`No hay puerto libre entre ${first} y ${first + 9}`);
}

async function startOwnCluster(firstPort) {
  stopOwnCluster(); // a killed earlier run may have left its cluster behind
  let initdb = findInitdb();
  if (!initdb) {
    aptInstall(['postgresql']);
    initdb = findInitdb();
    if (!initdb) throw new Error('Tras instalar postgresql, sigue sin haber initdb');
  }
  const bin = path.dirname(initdb);
  const user = unprivilegedUser();
  const port = await freePort(firstPort);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventas-pg-'));
  if (user) runOk('chown', [user, dataDir]);
  // Written before starting, so `--stop` also cleans up after a failed start.
  fs.writeFileSync(STATE_FILE, JSON.stringify({ dataDir, bin, user, port }));

  const initArgs = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync'];
  initArgs.push('-E', 'UTF8', `--locale=${serverLocale()}`);
  // initdb's progress report goes nowhere; its errors still reach stderr.
  if (asUser(user, initdb, initArgs, { stdio: ['ignore', 'ignore', 2] }) !== 0) {
    throw new Error('initdb falló');
  }
  // Durability settings off: the cluster lives for one CI run and speed matters.
  const serverOpts = [
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');
  const log = path.join(dataDir, 'server.log');
  const ctlArgs = ['-D', dataDir, '-l', log, '-o', serverOpts, '-w', '-t', '60', 'start'];
  if (asUser(user, path.join(bin, 'pg_ctl'), ctlArgs) !== 0) {
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-20).join('\n') : '';
    throw new Error(`pg_ctl start falló:\n${tail}`);
  }
  console.error(`PostgreSQL propio en el puerto ${port} (${dataDir})`);
  return port;
}

const { values } = parseArgs({
  options: {
    stop: { type: 'boolean', default: false },
    'port-probe': { type: 'string', default: '5432' },
    port: { type: 'string', default: '55432' },
  },
});
try {
  if (values.stop) {
    stopOwnCluster();
  } else {
    const probe = Number(values['port-probe']);
    if (!(await pgAnswers(probe))) {
      console.log(url(await startOwnCluster(Number(values.port))));
    } else if (canLogin(probe)) {
      console.log(url(probe));
    } else {
      console.error(`El servidor de ${probe} no admite al usuario postgres sin contraseña`);
      console.log(url(await startOwnCluster(Number(values.port))));
    }
  }
} catch (err) {
  console.error(err.message);
  if (!values.stop) stopOwnCluster();
  process.exit(1);
}
