import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/database';
import { openDatabase, type DatabaseOptions } from '../../src/db/open-database';
import { ensurePlatformData } from '../../src/db/seed/platform-data';

/** Test databases on a PostgreSQL server carry this prefix; global setup drops leftovers. */
export const TEST_DATABASE_PREFIX = 'ventas_test_';

let shared: Promise<Database> | undefined;

/**
 * The worker's database: PGlite in memory, or, when DATABASE_URL is set (CI's second run),
 * a fresh database on that PostgreSQL server. Migrated once; tests isolate by tenant.
 */
export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

/**
 * A database of the test file's own, for a test that needs the planner's statistics to see only
 * its rows (the worker's database holds every other file's). The caller closes it.
 */
export function privateTestDatabase(): Promise<Database> {
  return open();
}

async function open(): Promise<Database> {
  const serverUrl = process.env['DATABASE_URL'];
  const database = serverUrl
    ? await openDatabase(serverDatabaseOptions(await createServerDatabase(serverUrl)))
    : await openDatabase({ dataDir: null });
  await ensurePlatformData(database);
  return database;
}

/**
 * How a test opens a database of the server at `url`: through the pooler CI's third API run puts
 * in front of it (DATABASE_POOLER=transaction, scripts/ensure-pgbouncer.mjs), as the server would.
 */
export function serverDatabaseOptions(url: string): DatabaseOptions {
  return {
    databaseUrl: url,
    pooler: process.env['DATABASE_POOLER'] === 'transaction' ? 'transaction' : 'none',
  };
}

/** A new, empty database on the server (named with the prefix the suite's teardown drops); its URL. */
export async function createServerDatabase(serverUrl: string, label = ''): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `${TEST_DATABASE_PREFIX}${label}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
