import { APP_ROLE } from '../src/db/database';
import { TEST_DATABASE_PREFIX } from './support/test-database';

/** Whether the process that named a test database (…_<pid>_<hex>) still runs on this machine. */
function ownerAlive(datname: string): boolean {
  const pid = Number(/_(\d+)_[0-9a-f]{8}$/.exec(datname)?.[1]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the per-worker test databases of earlier runs and of this one (PostgreSQL only): those
 * whose worker has ended. Another run's databases on the same server are left to it, so two runs
 * at once (two terminals, CI's passes) never pull a database from under each other.
 */
async function dropTestDatabases(serverUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${TEST_DATABASE_PREFIX}%`],
    );
    for (const { datname } of rows.filter((row) => !ownerAlive(row.datname)))
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** duplicate_object, unique_violation: what a CREATE ROLE raced by another session raises. */
const ROLE_MADE_MEANWHILE = new Set(['42710', '23505']);

/**
 * Creates the application role before the workers migrate their databases: a role belongs to the
 * whole server, and on a fresh server the workers' migrations (0001) raced to create it
 * ('Key (rolname)=(ventas_app) already exists'). The migration's own check stays for production.
 */
async function ensureAppRole(serverUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
      END IF;
    END $$`);
  } catch (error) {
    // CI's PostgreSQL and PgBouncer passes start at once: the other run's setup made it first.
    if (!ROLE_MADE_MEANWHILE.has((error as { code?: string }).code ?? '')) throw error;
  } finally {
    await admin.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl) {
    await dropTestDatabases(serverUrl);
    await ensureAppRole(serverUrl);
  }
  return async () => {
    if (serverUrl) await dropTestDatabases(serverUrl);
  };
}
