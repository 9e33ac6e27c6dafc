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

export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl) await dropTestDatabases(serverUrl);
  return async () => {
    if (serverUrl) await dropTestDatabases(serverUrl);
  };
}
