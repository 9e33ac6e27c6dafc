import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestTenant, type TestTenant } from '../../test/support/test-app';
import { createServerDatabase, serverDatabaseOptions, testDatabase } from '../../test/support/test-database';
import { openDatabase } from './open-database';
import { dropServerDatabase } from './recovery/recovery.test-support';
import { ensurePlatformData } from './seed/platform-data';
import { parsedRows, type Database } from './database';

let database: Database;
let tenant: TestTenant;

beforeAll(async () => {
  database = await testDatabase();
  tenant = await createTestTenant(database);
});

/** Runs one statement text twice with different values; returns what the session prepared. */
const preparedIn = (database: Database, tenantId: number) =>
  database.tenant(tenantId, async (tx) => {
    await tx.execute(sql`SELECT ${1}::int AS one`);
    await tx.execute(sql`SELECT ${2}::int AS one`);
    const prepared = parsedRows(
      await tx.execute(sql.raw('SELECT name, statement FROM pg_prepared_statements')),
      z.object({ name: z.string(), statement: z.string() }),
    );
    return prepared.filter((row) => row.statement.includes('::int AS one'));
  });

// The pass on a PostgreSQL server (CI's second run) checks the node-postgres runner; PGlite's
// driver has no named statements and this test checks that it was not given any.
describe('statements with parameters', () => {
  it('are prepared once per connection on PostgreSQL, named by their text', async () => {
    const prepared = await preparedIn(database, tenant.id);
    // CI's pass through PgBouncer opens the worker's database as behind a pooler: none named.
    if (database.engine === 'postgres' && serverDatabaseOptions('postgres://x/y').pooler === 'none') {
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.name).toMatch(/^v[\w-]{27}$/);
    } else {
      expect(prepared).toEqual([]);
    }
  });
});

// Issue 30: behind a transaction pooler the next transaction may reach another server
// connection, where a named statement does not exist: DATABASE_POOLER=transaction names none.
describe('statements behind a transaction pooler', () => {
  it('go unnamed, so no server connection is expected to hold one', { timeout: 120_000 }, async () => {
    const serverUrl = process.env['DATABASE_URL'];
    if (!serverUrl) {
      expect(database.engine).toBe('pglite');
      return;
    }
    const url = await createServerDatabase(serverUrl, 'pooler_');
    const pooled = await openDatabase({ databaseUrl: url, pooler: 'transaction' });
    try {
      await ensurePlatformData(pooled);
      const pooledTenant = await createTestTenant(pooled);
      expect(await preparedIn(pooled, pooledTenant.id)).toEqual([]);
    } finally {
      await pooled.close();
      await dropServerDatabase(serverUrl, url);
    }
  });
});
