// PostgreSQL's client programs (pg_dump, pg_restore, psql) for backup.mjs and restore.mjs.
// Node built-ins only, like every script in scripts/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isExecutable, which } from './proc.mjs';

const PG_LIB = '/usr/lib/postgresql';

/**
 * The application role of migration 0001 (APP_ROLE in apps/api/src/db/database.ts). A role
 * belongs to the server, not to a database, so a dump names it without creating it.
 */
export const APP_ROLE = 'ventas_app';

/** `name` on PATH, else in the newest /usr/lib/postgresql/<version>/bin; null when absent. */
export function findPgTool(name) {
  const onPath = which(name);
  if (onPath) return onPath;
  let versions = [];
  try {
    versions = fs.readdirSync(PG_LIB).filter((v) => /^\d+$/.test(v));
  } catch {
    return null;
  }
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const file = path.join(PG_LIB, version, 'bin', name);
    if (isExecutable(file)) return file;
  }
  return null;
}

/** Like findPgTool, but a missing program is an error that says how to install it. */
export function pgTool(name) {
  const file = findPgTool(name);
  if (!file) {
    throw new Error(`Falta ${name}: instale el cliente de PostgreSQL (apt-get install postgresql-client)`);
  }
  return file;
}

/**
 * How the client programs reach DATABASE_URL: libpq reads the URL itself (query parameters such
 * as sslmode included), but without its password, which goes in PGPASSWORD: a command line is
 * visible to every user of the machine (ps).
 */
export function pgConnection(databaseUrl) {
  let url;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('DATABASE_URL no es una URL válida (postgres://usuario@servidor:5432/base)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error('DATABASE_URL debe empezar por postgres:// o postgresql://');
  }
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? '10' };
  if (password) env.PGPASSWORD = password;
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(por defecto)';
  return { dbname: url.toString(), env, database };
}

/** The first line of a program's error output: the one-line reason the scripts print. */
export function firstLine(text) {
  return (
    (text ?? '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

/**
 * Runs SQL through psql (one implicit transaction; stops at the first error) and returns the rows
 * of the last statement, each as its `|`-separated fields.
 */
export function psql(connection, sqlText) {
  const args = [
    '-X',
    '-w',
    '-q',
    '-A',
    '-t',
    '-v',
    'ON_ERROR_STOP=1',
    '-d',
    connection.dbname,
    '-c',
    sqlText,
  ];
  const result = spawnSync(pgTool('psql'), args, { env: connection.env, encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(firstLine(result.stderr) || `psql terminó con código ${result.status}`);
  }
  return result.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('|'));
}

/** Runs a client program to completion; its error output becomes the error's one line. */
export function runPgTool(name, args, connection) {
  const result = spawnSync(pgTool(name), args, {
    env: connection.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${name}: ${firstLine(result.stderr) || `terminó con código ${result.status}`}`);
  }
  return result.stdout;
}
