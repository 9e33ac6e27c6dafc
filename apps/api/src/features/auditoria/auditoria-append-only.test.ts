import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertCliente } from '../../../test/support/tenant-rows';
import { createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import { parsedRows, transactionSettings, type Database } from '../../db/database';

let database: Database;
let tenant: TestTenant;
let other: TestTenant;

const countOf = async (tenantId: number) =>
  parsedRows(
    await database.owner.execute(sql`SELECT count(*)::int AS n FROM auditoria WHERE tenant_id = ${tenantId}`),
    z.object({ n: z.number() }),
  )[0]?.n;

/** The database's own message of a failed statement (drizzle wraps it as the cause). */
const refusal = (work: Promise<unknown>): Promise<string> =>
  work.then(
    () => 'no error',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

beforeAll(async () => {
  database = await testDatabase();
  tenant = await createTestTenant(database);
  other = await createTestTenant(database);
  await insertCliente(database, tenant.id, { nombre: 'Auditado' });
});

describe('the audit log, for the app’s database role', () => {
  it('reads its own distributor’s entries', async () => {
    const visible = await database.tenant(tenant.id, async (tx) =>
      parsedRows(await tx.execute(sql`SELECT tenant_id FROM auditoria`), z.object({ tenant_id: z.number() })),
    );
    expect(visible.length).toBeGreaterThan(0);
    expect(new Set(visible.map((row) => row.tenant_id))).toEqual(new Set([tenant.id]));
  });

  it('may not update an entry', async () => {
    expect(
      await refusal(
        database.tenant(tenant.id, (tx) => tx.execute(sql`UPDATE auditoria SET accion = 'DELETE'`)),
      ),
    ).toMatch(/permission denied/);
  });

  it('may not delete or truncate entries', async () => {
    const before = await countOf(tenant.id);
    expect(await refusal(database.tenant(tenant.id, (tx) => tx.execute(sql`DELETE FROM auditoria`)))).toMatch(
      /permission denied/,
    );
    expect(await refusal(database.tenant(tenant.id, (tx) => tx.execute(sql`TRUNCATE auditoria`)))).toMatch(
      /permission denied/,
    );
    expect(await countOf(tenant.id)).toBe(before);
  });

  it('may not write an entry into another distributor’s log', async () => {
    const before = await countOf(other.id);
    expect(
      await refusal(
        database.tenant(tenant.id, (tx) =>
          tx.execute(sql`INSERT INTO auditoria (tenant_id, entidad, tabla, entidad_id, accion)
            VALUES (${other.id}, 'cliente', 'clientes', '1', 'INSERT')`),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(await countOf(other.id)).toBe(before);
  });

  it('changes no entry even if UPDATE and DELETE were granted: no policy allows them', async () => {
    const before = await countOf(tenant.id);
    const touched = await database.owner
      .transaction(async (tx) => {
        await tx.execute(sql`GRANT UPDATE, DELETE ON auditoria TO ventas_app`);
        await tx.execute(sql.raw(transactionSettings(tenant.id)));
        const updated = await tx.execute(sql`UPDATE auditoria SET accion = 'DELETE' RETURNING id`);
        const deleted = await tx.execute(sql`DELETE FROM auditoria RETURNING id`);
        // auditoria.id is a bigint: text from node-postgres, a number from PGlite.
        const ID_ROW = z.object({ id: z.union([z.string(), z.number()]) });
        const rows = parsedRows(updated, ID_ROW).length + parsedRows(deleted, ID_ROW).length;
        // Undo the grant whatever happened.
        throw Object.assign(new Error('rollback'), { rows });
      })
      .catch((error: { rows?: number }) => error.rows);
    expect(touched).toBe(0);
    expect(await countOf(tenant.id)).toBe(before);
  });
});

describe('a distributor’s erasure', () => {
  it('removes its log with it, logging none of the rows the cascade deletes', async () => {
    const doomed = await createTestTenant(database);
    await insertCliente(database, doomed.id, { nombre: 'Borrado', telefonos: ['611222333'] });
    expect(await countOf(doomed.id)).toBeGreaterThan(0);
    // The purge's statement (distribuidores-admin.repository.ts): the registry row, cascading.
    await database.owner.execute(sql`DELETE FROM tenants WHERE id = ${doomed.id}`);
    expect(await countOf(doomed.id)).toBe(0);
  });
});
