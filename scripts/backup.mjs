#!/usr/bin/env node
// `npm run backup [-- <carpeta>]`: a copy of everything the app keeps, in a new folder named with
// the date and time in Madrid (by default ./copias/ventas-AAAAMMDD-HHmmss/), which
// `npm run restore` loads. Exit code 0 when the copy is complete; otherwise 1 with a one-line
// reason, and the half-made folder is removed. The folder is created with mode 700: it holds
// personal data.
//
// With DATABASE_URL (PostgreSQL):
//   database.dump  pg_dump --format=custom of the whole database, run as the DATABASE_URL user
//                  (the app's owner role; it must be a superuser or BYPASSRLS, as every table
//                  forces row-level security). pg_dump reads everything in one REPEATABLE READ
//                  transaction, so the dump is one consistent snapshot while the app keeps
//                  serving and writing. It holds every table (customers, offers and packages,
//                  commission statements, the audit trail, jobs, refresh tokens...), the
//                  functions, triggers, row-level security policies, the grants to the app role
//                  ventas_app, and drizzle's migration ledger (schema `drizzle`): a restored
//                  database is at the migration it was dumped at. Not in it: roles (they belong
//                  to the server; restore.mjs creates ventas_app), nor the secrets the
//                  environment holds, JWT_SECRET and CREDENTIALS_KEY: without the latter the
//                  operator credentials in the dump cannot be read. Keep them apart.
//   exports/       The export files are NOT in the database: jobs write them to
//                  DATA_DIR/exports/<distribuidor>/ on the disk of the API process that ran the
//                  job (apps/api/src/jobs/export-files.ts): finished exports, kept 24 h, and
//                  uploaded tables an import has not read yet. This copies the DATA_DIR/exports
//                  of the machine it runs on; run it where the API runs (with several API
//                  machines, each holds its own).
//   backup.json    What the copy is (lib/backup-layout.mjs).
//
// Without DATABASE_URL (embedded PGlite in DATA_DIR, ./data by default):
//   data/          DATA_DIR as it is: the database (pglite/), the export files and the secrets
//                  generated there (jwt-secret, credentials-key). PGlite is files one process
//                  holds open, with no server to take a snapshot from: stop the app first. The
//                  copy refuses while DATA_DIR/pglite/postmaster.pid exists (the app has the
//                  database open, or was killed: start it and stop it once).
import fs from 'node:fs';
import path from 'node:path';
import {
  DATA_DIR_COPY,
  DATABASE_DUMP,
  EXPORTS,
  copyTree,
  dataDir,
  defaultBackupPath,
  knownMigrations,
  userPath,
  writeManifest,
} from './lib/backup-layout.mjs';
import { pgConnection, pgTool, psql, runPgTool } from './lib/pg-tools.mjs';

/** A new folder for the copy; refuses one that exists, so a copy never mixes with another. */
function createFolder(folder) {
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  try {
    fs.mkdirSync(folder, { mode: 0o700 });
  } catch (error) {
    if (error.code === 'EEXIST') throw new Error(`${folder} ya existe: indique una carpeta nueva`);
    throw error;
  }
}

/** DATA_DIR/exports into the copy, when this machine has any; how many files. */
function copyExports(folder) {
  const exports = path.join(dataDir(), 'exports');
  return fs.existsSync(exports) ? copyTree(exports, path.join(folder, EXPORTS)) : 0;
}

function backupPostgres(databaseUrl, folder) {
  const connection = pgConnection(databaseUrl);
  pgTool('pg_dump');
  const [[ledger]] = psql(connection, `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL`);
  if (ledger !== 't') {
    throw new Error(
      `La base de datos ${connection.database} no tiene las migraciones de Ventas: ¿es la DATABASE_URL de la aplicación?`,
    );
  }
  const [[server, applied, lastWhen]] = psql(
    connection,
    `SELECT current_setting('server_version'), count(*), coalesce(max(created_at), 0)
     FROM drizzle.__drizzle_migrations`,
  );
  const last = knownMigrations().find((migration) => String(migration.when) === lastWhen);

  createFolder(folder);
  const dump = path.join(folder, DATABASE_DUMP);
  // -w: never ask for a password (PGPASSWORD carries it); --format=custom is compressed and is
  // what pg_restore reads selectively.
  runPgTool(
    'pg_dump',
    ['-w', '--format=custom', `--file=${dump}`, `--dbname=${connection.dbname}`],
    connection,
  );
  fs.chmodSync(dump, 0o600);
  const exports = copyExports(folder);
  writeManifest(folder, {
    engine: 'postgres',
    createdAt: new Date().toISOString(),
    database: connection.database,
    server,
    pgDump: runPgTool('pg_dump', ['--version'], connection).trim(),
    migrations: { applied: Number(applied), last: last?.tag ?? null, lastWhen: Number(lastWhen) },
    exports,
  });
  const lastText = last ? `, última ${last.tag}` : '';
  console.log(
    `Copia hecha en ${folder}: base de datos ${connection.database} (${applied} migraciones${lastText}) y ${exports} ficheros exportados.`,
  );
  console.log('JWT_SECRET y CREDENTIALS_KEY no van en la copia: guárdelos aparte.');
}

function backupEmbedded(folder) {
  const source = dataDir();
  const database = path.join(source, 'pglite');
  if (!fs.existsSync(path.join(database, 'PG_VERSION'))) {
    throw new Error(
      `No hay base de datos integrada en ${database}: nada que copiar (¿falta DATA_DIR o DATABASE_URL?)`,
    );
  }
  const openMark = path.join(database, 'postmaster.pid');
  const open = () => fs.existsSync(openMark);
  if (open()) {
    throw new Error(
      `La aplicación tiene abierta la base de datos integrada (${openMark}): párela y repita; si se cerró de golpe, arránquela y párela una vez`,
    );
  }
  const inside = path.relative(source, folder);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
    throw new Error(`La copia no puede ir dentro de DATA_DIR (${source})`);
  }
  createFolder(folder);
  const files = copyTree(source, path.join(folder, DATA_DIR_COPY));
  if (open()) throw new Error('La aplicación arrancó mientras se copiaba: párela y repita');
  writeManifest(folder, {
    engine: 'pglite',
    createdAt: new Date().toISOString(),
    dataDir: source,
    postgres: fs.readFileSync(path.join(database, 'PG_VERSION'), 'utf8').trim(),
    files,
  });
  console.log(`Copia hecha en ${folder}: DATA_DIR (${source}) entero, ${files} ficheros.`);
  console.log('Lleva los secretos generados (jwt-secret, credentials-key): guárdela en lugar seguro.');
}

const args = process.argv.slice(2);
if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  console.error('Uso: npm run backup [-- <carpeta nueva>]');
  process.exit(1);
}
const folder = args[0] ? userPath(args[0]) : defaultBackupPath();
const existed = fs.existsSync(folder);
try {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) backupPostgres(databaseUrl, folder);
  else backupEmbedded(folder);
} catch (error) {
  if (!existed) fs.rmSync(folder, { recursive: true, force: true });
  console.error(error.message);
  process.exit(1);
}
