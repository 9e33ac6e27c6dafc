#!/usr/bin/env node
// `npm run restore -- <copia>`: loads a copy made by `npm run backup` (or a file of
// `pg_dump --format=custom`) into an EMPTY database; then start the app on it as usual. Exit
// code 0 when restored; otherwise 1 with a one-line reason, and the target is left as it was.
//
// With DATABASE_URL (PostgreSQL), in this order:
//   1. The database must be empty: a database with any table in its public or drizzle schema is
//      refused (make a new one: createdb <nombre>), so a restore never mixes two databases.
//   2. Roles belong to the server, and a dump only names them. ventas_app, the role every
//      request runs as (migration 0001), is created when the server lacks it, as 0001 does. The
//      dump also names the role that ran the migrations, its owner: policies of migrations 0006
//      and 0007 are given TO it, and 0001's default privileges are its own. It must exist here.
//   3. pg_restore --no-owner --single-transaction: all or nothing. Every object is owned by the
//      DATABASE_URL user, as if it had run the migrations (the app migrates with that user);
//      the grants to ventas_app, the policies, FORCE ROW LEVEL SECURITY, the triggers (the audit
//      trail's among them) and drizzle's migration ledger come as dumped. When that user is not
//      the dump's owner, the policies given to the owner are given to it, as the migrations
//      would have (they say TO CURRENT_USER), and so are its default privileges.
//   4. ANALYZE: a dump carries no planner statistics, and the list queries rely on them.
//   5. The copy's exports/ into DATA_DIR/exports (files already there are kept).
// The app's next start finds every migration of the copy in the ledger and applies only newer
// ones, so restoring a copy into newer code is also an upgrade.
//
// Without DATABASE_URL (embedded PGlite): the copy's data/ becomes DATA_DIR, which must be
// missing or empty. A PostgreSQL copy cannot be restored embedded, nor the other way round.
import fs from 'node:fs';
import path from 'node:path';
import {
  DATA_DIR_COPY,
  DATABASE_DUMP,
  EXPORTS,
  copyTree,
  dataDir,
  isEmptyDir,
  knownMigrations,
  readManifest,
  userPath,
} from './lib/backup-layout.mjs';
import { APP_ROLE, pgConnection, psql, runPgTool } from './lib/pg-tools.mjs';

const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** What to restore from: a backup folder, or a bare dump file. */
function readCopy(given) {
  if (!fs.existsSync(given)) throw new Error(`No existe ${given}`);
  if (fs.statSync(given).isFile()) {
    const magic = Buffer.alloc(5);
    const fd = fs.openSync(given, 'r');
    fs.readSync(fd, magic, 0, 5, 0);
    fs.closeSync(fd);
    if (magic.toString('latin1') !== 'PGDMP') {
      throw new Error(
        `${given} no es una copia de 'npm run backup' ni un volcado de pg_dump --format=custom`,
      );
    }
    return { engine: 'postgres', dump: given, exports: null };
  }
  const manifest = readManifest(given);
  if (manifest.engine === 'pglite') return { engine: 'pglite', data: path.join(given, DATA_DIR_COPY) };
  const exports = path.join(given, EXPORTS);
  return {
    engine: 'postgres',
    dump: path.join(given, DATABASE_DUMP),
    exports: fs.existsSync(exports) ? exports : null,
  };
}

/** The role that owned the dumped tables (pg_restore's table of contents names each owner). */
function dumpOwner(dump, connection) {
  const toc = runPgTool('pg_restore', ['--list', dump], connection);
  const owner = /^\d+; \d+ \d+ TABLE drizzle __drizzle_migrations (\S+)\s*$/m.exec(toc)?.[1];
  if (!owner)
    throw new Error(`${dump} no es una copia de la base de datos de Ventas (no tiene sus migraciones)`);
  return owner;
}

function refuseNonEmpty(connection) {
  const [found] = psql(
    connection,
    `SELECT n.nspname || '.' || c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
     ORDER BY c.relname = 'tenants' DESC, n.nspname DESC LIMIT 1`,
  );
  if (found) {
    throw new Error(
      `La base de datos ${connection.database} no está vacía (tiene ${found[0]}): restaure en una nueva (createdb <nombre>)`,
    );
  }
}

/** Roles are the server's: the app role is created as migration 0001 does; the owner must exist. */
function prepareRoles(connection, owner) {
  const [[user, ownerExists]] = psql(
    connection,
    `SELECT current_user, EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${literal(owner)})`,
  );
  if (ownerExists !== 't') {
    throw new Error(
      `La copia es del rol ${owner} (dueño de sus tablas), que no existe en este servidor: créelo (CREATE ROLE ${owner}) o restaure con él`,
    );
  }
  try {
    psql(
      connection,
      `DO $$ BEGIN
         IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${literal(APP_ROLE)}) THEN
           CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
         END IF;
       END $$`,
    );
  } catch (error) {
    throw new Error(
      `No se pudo crear el rol ${APP_ROLE} (${error.message}): créelo con un usuario con CREATEROLE: CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS`,
    );
  }
  return user;
}

/** What the migrations gave the role that ran them, given to the user that now owns everything. */
function adoptOwnerGrants(connection, owner) {
  psql(
    connection,
    `DO $$
     DECLARE p record;
     BEGIN
       FOR p IN SELECT schemaname, tablename, policyname FROM pg_policies
                WHERE schemaname = 'public' AND roles = ARRAY[${literal(owner)}]::name[] LOOP
         EXECUTE format('ALTER POLICY %I ON %I.%I TO CURRENT_USER', p.policyname, p.schemaname, p.tablename);
       END LOOP;
       ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE ON SEQUENCES TO ${APP_ROLE};
     END $$`,
  );
}

function restorePostgres(databaseUrl, copy) {
  const connection = pgConnection(databaseUrl);
  if (!fs.existsSync(copy.dump)) throw new Error(`Falta ${copy.dump} en la copia`);
  const owner = dumpOwner(copy.dump, connection);
  refuseNonEmpty(connection);
  const user = prepareRoles(connection, owner);
  runPgTool(
    'pg_restore',
    [
      '-w',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${connection.dbname}`,
      copy.dump,
    ],
    connection,
  );
  if (user !== owner) adoptOwnerGrants(connection, owner);
  psql(connection, 'ANALYZE');
  const exports = copy.exports ? copyTree(copy.exports, path.join(dataDir(), 'exports')) : 0;

  const [[applied, lastWhen]] = psql(
    connection,
    'SELECT count(*), coalesce(max(created_at), 0) FROM drizzle.__drizzle_migrations',
  );
  const known = knownMigrations();
  const last = known.find((migration) => String(migration.when) === lastWhen);
  console.log(
    `Restaurada en ${connection.database}: ${applied} migraciones${last ? ` (última ${last.tag})` : ''}, ${exports} ficheros exportados. Arranque la aplicación con esta DATABASE_URL.`,
  );
  if (Number(lastWhen) > (known.at(-1)?.when ?? 0)) {
    console.log(
      'Aviso: la copia tiene migraciones que este código no conoce: arranque una versión igual o posterior a la que la hizo.',
    );
  }
}

function restoreEmbedded(copy) {
  const target = dataDir();
  if (!isEmptyDir(target)) {
    throw new Error(
      `DATA_DIR (${target}) no está vacía: restaure en una carpeta nueva (DATA_DIR=<carpeta>) o aparte la actual`,
    );
  }
  if (!fs.existsSync(path.join(copy.data, 'pglite', 'PG_VERSION'))) {
    throw new Error(`La copia no tiene la base de datos integrada (${copy.data}/pglite)`);
  }
  const files = copyTree(copy.data, target);
  console.log(
    `Restaurada en DATA_DIR (${target}): ${files} ficheros. Arranque la aplicación con este DATA_DIR.`,
  );
}

const args = process.argv.slice(2);
if (args.length !== 1 || args[0].startsWith('-')) {
  console.error('Uso: npm run restore -- <carpeta de la copia | fichero .dump>');
  process.exit(1);
}
try {
  const copy = readCopy(userPath(args[0]));
  const databaseUrl = process.env.DATABASE_URL;
  if (copy.engine === 'postgres' && !databaseUrl) {
    throw new Error(
      'Esta copia es de PostgreSQL: restáurela con DATABASE_URL=<url de una base de datos vacía>',
    );
  }
  if (copy.engine === 'pglite' && databaseUrl) {
    throw new Error(
      'Esta copia es de la base de datos integrada (PGlite): restáurela sin DATABASE_URL, en DATA_DIR',
    );
  }
  if (copy.engine === 'postgres') restorePostgres(databaseUrl, copy);
  else restoreEmbedded(copy);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
