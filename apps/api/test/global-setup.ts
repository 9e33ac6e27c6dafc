import { APP_ROLE } from '../src/db/database';
import { TEST_DATABASE_PREFIX } from './support/test-database';

/** Drops the per-worker test databases of earlier runs and of this one (PostgreSQL only). */
async function dropTestDatabases(serverUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${TEST_DATABASE_PREFIX}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

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
