import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../test/support/test-app';
import { testDatabase } from '../../test/support/test-database';
import { rowsOf, type Database } from './database';

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
    const prepared = rowsOf<{ name: string; statement: string }>(
      await tx.execute(sql.raw('SELECT name, statement FROM pg_prepared_statements')),
    );
    return prepared.filter((row) => row.statement.includes('::int AS one'));
  });

// The pass on a PostgreSQL server (CI's second run) checks the node-postgres runner; PGlite's
// driver has no named statements and this test checks that it was not given any.
describe('statements with parameters', () => {
  it('are prepared once per connection on PostgreSQL, named by their text', async () => {
    const prepared = await preparedIn(database, tenant.id);
    if (database.engine === 'postgres') {
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.name).toMatch(/^v[\w-]{27}$/);
    } else {
      expect(prepared).toEqual([]);
    }
  });
});
