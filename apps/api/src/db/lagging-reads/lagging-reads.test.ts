import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServerDatabase, testDatabase } from '../../../test/support/test-database';
import { loadConfig } from '../../config';
import { dropServerDatabase } from '../recovery/recovery.test-support';
import { parsedRows, type Database } from '../database';
import { openDatabase } from '../open-database';
import { walOffset } from './wal-position';

const serverUrl = process.env['DATABASE_URL'];

/** The SQLSTATE of a driver error, wherever drizzle nested it. */
function sqlState(error: unknown): unknown {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (code) return code;
  }
  return undefined;
}

const aWrite = (database: Database) =>
  database.tenantLagging(1, (tx) => tx.execute(sql`UPDATE clientes SET nombre = nombre WHERE false`));

const applicationName = async (run: Database['tenant']) =>
  run(
    1,
    async (tx) =>
      parsedRows(
        await tx.execute(sql`SELECT current_setting('application_name') AS name`),
        z.object({ name: z.string() }),
      )[0]?.name,
  );

describe('reads that may lag, without a standby (issue 30)', () => {
  it('run on the primary, read-only: a write among them is a programming error', async () => {
    const database = await testDatabase();
    expect(database.standby).toBeNull();
    // SQLSTATE 25006, read_only_sql_transaction.
    await expect(aWrite(database).catch(sqlState)).resolves.toBe('25006');
    await expect(database.tenant(1, (tx) => tx.execute(sql`SELECT 1`))).resolves.toBeDefined();
  });

  it('refuse READ_DATABASE_URL with the embedded database, saying why', async () => {
    expect(() => loadConfig({ READ_DATABASE_URL: 'postgres://127.0.0.1/ventas' })).toThrow(
      'READ_DATABASE_URL necesita DATABASE_URL',
    );
    await expect(
      openDatabase({ dataDir: null, readDatabaseUrl: 'postgres://127.0.0.1/ventas' }),
    ).rejects.toThrow('READ_DATABASE_URL necesita DATABASE_URL');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://a/b', READ_DATABASE_URL: 'postgres://c/b' }).readDatabaseUrl,
    ).toBe('postgres://c/b');
  });
});

// A second pool on the same server stands for the standby: the pools tell themselves apart by
// application_name. hot-standby.test.ts runs against a real one.
// Not skipped on the embedded PGlite: there the file checks that this pass is PGlite's.
if (!serverUrl) {
  describe('reads that may lag, with READ_DATABASE_URL', () => {
    it('run in the PostgreSQL passes; this one is on the embedded PGlite', async () => {
      expect((await testDatabase()).engine).toBe('pglite');
    });
  });
}
if (serverUrl)
  describe('reads that may lag, with READ_DATABASE_URL', () => {
    let url: string;
    let database: Database;

    beforeAll(async () => {
      url = await createServerDatabase(serverUrl!, 'lecturas_');
      database = await openDatabase({ databaseUrl: url, readDatabaseUrl: url });
    }, 120_000);

    afterAll(async () => {
      await database?.close();
      if (url) await dropServerDatabase(serverUrl!, url);
    });

    it('go to the reader’s pool; everything else stays on the primary’s', async () => {
      expect(await applicationName(database.tenantLagging)).toBe('ventas-lecturas');
      expect(await applicationName(database.tenant)).not.toBe('ventas-lecturas');
    });

    it('are read-only on the reader too', async () => {
      await expect(aWrite(database).catch(sqlState)).resolves.toBe('25006');
    });

    it('know the primary’s WAL position, for the cookie a write hands out', async () => {
      const before = await database.standby!.writtenPosition();
      await database.owner.execute(sql`SELECT pg_logical_emit_message(true, 'ventas-prueba', 'escrito')`);
      const after = await database.standby!.writtenPosition();
      expect(walOffset(before)).not.toBeNull();
      expect(walOffset(after)! > walOffset(before)!).toBe(true);
    });
  });
