import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabasePooler } from '../config';
import { scopedDatabase, type Database, type Db } from './database';
import { withStandby } from './lagging-reads/standby-reads';
import { withStartupLock } from './startup-lock';

/** The committed migrations; readiness (features/health) compares them with the applied ones. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** node-postgres when set; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PostgreSQL only: what stands before it (config.ts DATABASE_POOLER); default `none`. */
  pooler?: DatabasePooler;
  /** PostgreSQL only: a hot standby for the reads that may lag (config.ts READ_DATABASE_URL). */
  readDatabaseUrl?: string | undefined;
  /** PGlite data directory; null keeps it in memory (tests). */
  dataDir?: string | null;
  /** PGlite only: start from a dumped data directory (tests clone a migrated template). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.readDatabaseUrl && !options.databaseUrl)
    throw new Error('READ_DATABASE_URL necesita DATABASE_URL: la base de datos embebida no tiene réplica.');
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.pooler ?? 'none')
    : await openPglite(options);
  // Replicas started together: one applies the pending migrations, the others then find none.
  await withStartupLock(options.databaseUrl, () => migrate(database));
  if (!options.readDatabaseUrl) return database;
  // The standby is a copy of the primary: its schema arrives by replay, never by migrating it.
  // The pooler setting covers it too: one PgBouncer usually stands before both servers.
  const standby = await openPostgres(options.readDatabaseUrl, options.pooler ?? 'none', STANDBY_POOL);
  return withStandby(database, standby);
}

/**
 * The standby's pool: named in pg_stat_activity (and in the tests, which tell the servers
 * apart by it), and quick to give up on a standby that does not answer, as the primary then
 * serves the read.
 */
const STANDBY_POOL: PoolOptions = {
  application_name: 'ventas-lecturas',
  connectionTimeoutMillis: 3000,
};

interface PoolOptions {
  application_name?: string;
  connectionTimeoutMillis?: number;
}

async function openPostgres(
  url: string,
  pooler: DatabasePooler,
  poolOptions: PoolOptions = {},
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // maxUses: a connection keeps its prepared statements (postgres-runner.ts) until recycled.
  const max = 10;
  const pool = new pg.Pool({ connectionString: url, max, maxUses: 10_000, ...poolOptions });
  // An idle connection the server ends (a restart, a failover, PgBouncer's reload) is dropped from
  // the pool, not a crash of the API: the next request opens another, and while the server is
  // gone readiness fails and requests get a clear error.
  pool.on('error', () => undefined);
  const { postgresRunner } = await import('./postgres-runner');
  const db = drizzle(pool) as unknown as Db;
  const poolUse = () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount, max });
  const run = postgresRunner(pool, { namedStatements: pooler === 'none' });
  return scopedDatabase('postgres', db, () => pool.end(), run, poolUse);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = join(options.dataDir, 'pglite');
  }
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, btree_gin },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzle(client) as unknown as Db;
  return scopedDatabase('pglite', db, () => client.close());
}

async function migrate(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.owner as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.owner as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
