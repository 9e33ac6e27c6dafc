#!/usr/bin/env node
// Checks the Debian packages the app and its tests need and, as root, installs
// the missing ones with apt; otherwise stops with a one-line fix.
//
//   node scripts/ensure-system-deps.mjs [--for=start|test|clock|ci|cluster]
//
// every purpose: chromium-headless-shell (PDF rendering and browser tests) and
//              fonts-dejavu-core (the PDFs' fonts).
// test, ci:    also poppler-utils (pdftotext, pdffonts: the PDF tests read the
//              text and fonts of the PDFs the API renders).
// clock, ci:   also faketime (scripts/test-at.mjs runs the suite at an instant).
// ci:          also the client tools (pg_dump, pg_restore, psql) for the backup
//              tests.
// ci, cluster: also postgresql when there is no local server binary (initdb:
//              scripts/cluster.mjs makes its own primary and standby), pgbouncer
//              (the API suite once more through a transaction pooler, and the
//              cluster's) and haproxy (before the cluster's API replicas).
//
// The chromium binary is exported as resolveChromiumPath() and, after
// ensureSystemDeps(), as process.env.CHROMIUM_PATH for child processes.
// CHROMIUM_PATH set beforehand overrides everything.
import fs from 'node:fs';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { isExecutable, isMain, run, which } from './lib/proc.mjs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';
const DEJAVU_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const PG_LIB = '/usr/lib/postgresql';
const PDFTOTEXT = '/usr/bin/pdftotext';
/** Debian's PgBouncer: scripts/ensure-pgbouncer.mjs puts it before PostgreSQL (issue 30). */
export const PGBOUNCER = '/usr/sbin/pgbouncer';
/** Debian's HAProxy 2.6: scripts/cluster.mjs balances the API replicas with it (issue 30). */
export const HAPROXY = '/usr/sbin/haproxy';
/** Debian's libfaketime: scripts/test-at.mjs preloads it to run the suite at another instant. */
export const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/** $CHROMIUM_PATH, else Debian's headless shell, else Debian's full chromium, else null. */
export function resolveChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [HEADLESS_SHELL, FULL_CHROMIUM].find(isExecutable) ?? null;
}

/** Newest /usr/lib/postgresql/<version>/bin/initdb, or null. */
export function findInitdb() {
  let versions = [];
  try {
    versions = fs.readdirSync(PG_LIB);
  } catch {
    return null;
  }
  return (
    versions
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => `${PG_LIB}/${v}/bin/initdb`)
      .find(isExecutable) ?? null
  );
}

/** Whether something listens on host:port (TCP). */
export function tcpOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether a PostgreSQL server accepts connections on host:port. */
export async function pgAnswers(port, host = '127.0.0.1') {
  // pg_isready tells a ready server from one still starting up; without it
  // (no client installed), an open TCP port is the best sign we have.
  if (!which('pg_isready')) return tcpOpen(port, host);
  return run('pg_isready', ['-q', '-h', host, '-p', String(port), '-t', '3']) === 0;
}

let aptUpdated = false;

/**
 * Installs Debian packages as root with apt (streaming its output to stderr);
 * otherwise, or if apt fails, throws an Error whose message is the one-line fix.
 */
export function aptInstall(pkgs) {
  const list = pkgs.join(' ');
  const fix = new Error(`Falta ${pkgs.join(', ')}: instálelo con 'sudo apt-get install -y ${list}'`);
  if (process.getuid?.() !== 0 || !which('apt-get')) throw fix;
  console.error(`Instalando ${list} con apt-get...`);
  // DEBIAN_FRONTEND: CI has no stdin to answer prompts. Lock timeout: wait for
  // another apt run to finish instead of failing at once.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  if (!aptUpdated) {
    // A fresh machine's package lists can be missing or stale.
    if (run('apt-get', [...lock, 'update', '-qq'], { env }) !== 0) throw fix;
    aptUpdated = true;
  }
  const args = [...lock, 'install', '-y', '--no-install-recommends', ...pkgs];
  if (run('apt-get', args, { env }) !== 0) throw fix;
}

/** Ensures the packages for `purpose` ('start' | 'test' | 'clock' | 'ci' | 'cluster'); returns { chromiumPath }. */
export async function ensureSystemDeps({ for: purpose = 'start' } = {}) {
  if (!['start', 'test', 'clock', 'ci', 'cluster'].includes(purpose)) {
    throw new Error(`--for debe ser start, test, clock, ci o cluster (no '${purpose}')`);
  }
  const envChromium = process.env.CHROMIUM_PATH;
  if (envChromium && !isExecutable(envChromium)) {
    throw new Error(`CHROMIUM_PATH=${envChromium} no es un ejecutable`);
  }
  const missing = [];
  if (!envChromium && !isExecutable(HEADLESS_SHELL)) missing.push('chromium-headless-shell');
  if (!fs.existsSync(DEJAVU_FONT)) missing.push('fonts-dejavu-core');
  if (!['start', 'cluster'].includes(purpose) && !isExecutable(PDFTOTEXT)) missing.push('poppler-utils');
  // CI's last step (scripts/cluster-check.mjs) makes a PostgreSQL of its own, whatever answers on 5432.
  if (['ci', 'cluster'].includes(purpose) && !findInitdb()) missing.push('postgresql');
  if (['ci', 'clock'].includes(purpose) && !fs.existsSync(LIBFAKETIME)) missing.push('faketime');
  // The backup and restore tests (db/recovery) run pg_dump, pg_restore and psql in the PostgreSQL pass.
  if (purpose === 'ci' && !which('pg_dump') && !missing.includes('postgresql'))
    missing.push('postgresql-client');
  if (['ci', 'cluster'].includes(purpose) && !isExecutable(PGBOUNCER)) missing.push('pgbouncer');
  if (['ci', 'cluster'].includes(purpose) && !isExecutable(HAPROXY)) missing.push('haproxy');

  if (missing.length > 0) {
    try {
      aptInstall(missing);
    } catch (err) {
      // Without root, a full Debian chromium already on the machine will do
      // (slower for PDFs, but it works): say so rather than stop.
      const rest = missing.filter((p) => p !== 'chromium-headless-shell');
      if (rest.length < missing.length && isExecutable(FULL_CHROMIUM)) {
        console.error(`Sin chromium-headless-shell: se usa ${FULL_CHROMIUM}`);
        if (rest.length > 0) aptInstall(rest);
      } else {
        throw err;
      }
    }
  }

  const chromiumPath = resolveChromiumPath();
  if (!chromiumPath) throw new Error(`Tras instalar, sigue sin haber ${HEADLESS_SHELL}`);
  process.env.CHROMIUM_PATH = chromiumPath;
  return { chromiumPath };
}

if (isMain(import.meta.url)) {
  try {
    const { values } = parseArgs({ options: { for: { type: 'string', default: 'start' } } });
    const { chromiumPath } = await ensureSystemDeps({ for: values.for });
    console.log(`Paquetes del sistema listos (chromium: ${chromiumPath})`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
