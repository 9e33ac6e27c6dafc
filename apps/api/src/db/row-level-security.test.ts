import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestTenant, type TestTenant } from '../../test/support/test-app';
import { testDatabase } from '../../test/support/test-database';
import { parsedRows, type Database } from './database';
import { accounts } from './schema/accounts';
import { origenesBbdd } from './schema/catalogos';
import { tenants } from './schema/tenancy';
import { seedClientes } from '../../test/support/tenant-rows';

/** Resolving a host happens before any tenant is known, so the app reads these unscoped. */
const READ_ONLY_REGISTRY_TABLES = ['tenant_groups'];

let database: Database;
let first: TestTenant;
let second: TestTenant;

beforeAll(async () => {
  database = await testDatabase();
  first = await createTestTenant(database);
  second = await createTestTenant(database);
});

describe('row-level security', () => {
  it('returns only the current tenant rows to a query that forgets the tenant filter', async () => {
    // Deliberately no WHERE tenant_id: the policy alone must hide the other tenant's accounts.
    const visible = await database.tenant(first.id, (tx) =>
      tx.select({ tenantId: accounts.tenantId, id: accounts.id }).from(accounts),
    );
    expect(visible.length).toBe(4);
    expect(new Set(visible.map((row) => row.tenantId))).toEqual(new Set([first.id]));
    const total = await database.owner.select({ id: accounts.id }).from(accounts);
    expect(total.length).toBeGreaterThan(visible.length);
  });

  it('returns nothing at all when no tenant is set', async () => {
    const visible = await database.registry((tx) => tx.select({ id: accounts.id }).from(accounts));
    expect(visible).toEqual([]);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      database.tenant(first.id, (tx) =>
        tx.insert(origenesBbdd).values({ tenantId: second.id, nombre: 'Intruso' }),
      ),
    ).rejects.toThrow();
    const leaked = await database.tenant(second.id, (tx) => tx.select().from(origenesBbdd));
    expect(leaked.map((row) => row.nombre)).not.toContain('Intruso');
  });

  it('does not let an update or delete without a tenant filter touch other tenants', async () => {
    await database.tenant(first.id, (tx) => tx.update(accounts).set({ talla: 'XL' }));
    await database.tenant(first.id, (tx) => tx.delete(origenesBbdd));
    const untouched = await database.tenant(second.id, (tx) =>
      tx.select({ talla: accounts.talla }).from(accounts),
    );
    expect(untouched.every((row) => row.talla === null)).toBe(true);
  });

  it('lets a tenant update only its own registry row', async () => {
    await database.tenant(first.id, (tx) =>
      tx.update(tenants).set({ logoUrl: 'https://example.test/logo.png' }),
    );
    const rows = await database.owner.select({ id: tenants.id, logoUrl: tenants.logoUrl }).from(tenants);
    expect(rows.find((row) => row.id === first.id)?.logoUrl).toBe('https://example.test/logo.png');
    expect(rows.find((row) => row.id === second.id)?.logoUrl).toBeNull();
  });

  it('is enabled and forced on every table that has a tenant_id column', async () => {
    const result = await database.owner.execute(sql`
      SELECT c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
             EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid) AS has_policy
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      WHERE c.relkind = 'r'
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id')
      ORDER BY c.relname`);
    const tables = parsedRows(
      result,
      z.object({ table: z.string(), enabled: z.boolean(), forced: z.boolean(), has_policy: z.boolean() }),
    ).filter((row) => !READ_ONLY_REGISTRY_TABLES.includes(row.table));
    expect(tables.length).toBeGreaterThanOrEqual(8);
    for (const table of tables) {
      expect({
        table: table.table,
        enabled: table.enabled,
        forced: table.forced,
        policy: table.has_policy,
      }).toEqual({
        table: table.table,
        enabled: true,
        forced: true,
        policy: true,
      });
    }
  });

  it('leaves the registry tables read-only to the application role', async () => {
    const result = await database.owner.execute(sql`
      SELECT table_name, privilege_type FROM information_schema.role_table_grants
      WHERE grantee = 'ventas_app' AND table_name = ANY(ARRAY['tenant_groups', 'groups', 'permissions', 'group_permissions'])
      ORDER BY table_name, privilege_type`);
    const privileges = new Set(
      parsedRows(result, z.object({ privilege_type: z.string() })).map((row) => row.privilege_type),
    );
    expect([...privileges]).toEqual(['SELECT']);
  });

  it('turns parallel query off inside request transactions (PostgreSQL defaults to 2)', async () => {
    const inside = await database.tenant(first.id, (tx) =>
      tx.execute(sql`SELECT current_setting('max_parallel_workers_per_gather') AS workers`),
    );
    expect(parsedRows(inside, z.object({ workers: z.string() }))).toEqual([{ workers: '0' }]);
  });

  it('plans prepared statements for their values inside request transactions (decision 56)', async () => {
    const inside = await database.tenant(first.id, (tx) =>
      tx.execute(sql`SELECT current_setting('plan_cache_mode') AS mode`),
    );
    expect(parsedRows(inside, z.object({ mode: z.string() }))).toEqual([{ mode: 'force_custom_plan' }]);
  });

  it('keeps the text-search function inside the transaction tenant', async () => {
    const firstIds = await seedClientes(database, first.id, [
      { nombre: 'Búsqueda Uno', telefonos: ['611000001'] },
    ]);
    await seedClientes(database, second.id, [{ nombre: 'Búsqueda Dos', telefonos: ['611000002'] }]);
    const ID_ROW = z.object({ id: z.number() });
    const match = (field: string, pattern: string) =>
      sql`SELECT m.id FROM app_clientes_matching_rows(${field}, ${pattern}) m`;
    const byName = await database.tenant(first.id, (tx) => tx.execute(match('nombre', '%Búsqueda%')));
    expect(parsedRows(byName, ID_ROW)).toEqual([{ id: firstIds.get('Búsqueda Uno') }]);
    const byPhone = await database.tenant(first.id, (tx) => tx.execute(match('telefono', '%61100000%')));
    expect(parsedRows(byPhone, ID_ROW)).toEqual([{ id: firstIds.get('Búsqueda Uno') }]);
    const noTenant = await database.registry((tx) => tx.execute(match('nombre', '%Búsqueda%')));
    expect(parsedRows(noTenant, ID_ROW)).toEqual([]);
    await expect(
      database.tenant(first.id, (tx) => tx.execute(match('password_hash', '%'))),
    ).rejects.toThrow();
  });

  it("keeps the list's records function inside the transaction tenant, whatever tenant it is given", async () => {
    const firstIds = await seedClientes(database, first.id, [
      { nombre: 'Ficha Uno', telefonos: ['611000003'] },
    ]);
    const secondIds = await seedClientes(database, second.id, [
      { nombre: 'Ficha Dos', telefonos: ['611000004'] },
    ]);
    const RECORD_ROW = z.object({ nombre: z.string(), telefonos: z.array(z.string()) });
    const records = (tenant: number, ids: number[]) =>
      sql`SELECT r.nombre, r.telefonos FROM app_clientes_records(${tenant}::integer, ${`{${ids.join(',')}}`}::int[]) r`;
    const own = await database.tenant(first.id, (tx) =>
      tx.execute(records(first.id, [firstIds.get('Ficha Uno')!])),
    );
    expect(parsedRows(own, RECORD_ROW)).toEqual([{ nombre: 'Ficha Uno', telefonos: ['611000003'] }]);
    // SECURITY INVOKER: the argument cannot reach past the policy (migration 0013).
    const other = await database.tenant(first.id, (tx) =>
      tx.execute(records(second.id, [secondIds.get('Ficha Dos')!])),
    );
    expect(parsedRows(other, RECORD_ROW)).toEqual([]);
  });

  it('estimates text matches for the transaction tenant only, and nothing without one', async () => {
    const ESTIMATE_ROW = z.object({ matches: z.number(), tenant_rows: z.number() });
    const estimate = (field: string) =>
      sql`SELECT matches, tenant_rows FROM app_clientes_text_estimate(${field}, '%a%')`;
    const inTenant = parsedRows(
      await database.tenant(first.id, (tx) => tx.execute(estimate('nombre'))),
      ESTIMATE_ROW,
    );
    expect(inTenant[0]?.tenant_rows).toBeGreaterThan(0);
    const noTenant = await database.registry((tx) => tx.execute(estimate('nombre')));
    expect(parsedRows(noTenant, ESTIMATE_ROW)).toEqual([{ matches: 0, tenant_rows: 0 }]);
    await expect(database.tenant(first.id, (tx) => tx.execute(estimate('password_hash')))).rejects.toThrow();
  });

  it('runs application queries as a role that is neither superuser nor BYPASSRLS', async () => {
    const result = await database.tenant(first.id, (tx) =>
      tx.execute(
        sql`SELECT current_user AS name, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`,
      ),
    );
    const ROLE_ROW = z.object({ name: z.string(), rolsuper: z.boolean(), rolbypassrls: z.boolean() });
    expect(parsedRows(result, ROLE_ROW)).toEqual([
      { name: 'ventas_app', rolsuper: false, rolbypassrls: false },
    ]);
  });
});
