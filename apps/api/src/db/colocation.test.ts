import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabase } from '../../test/support/test-database';
import { parsedRows, type Database } from './database';

/**
 * Issue 30, past one PostgreSQL: Citus distributes every tenant table by `tenant_id`, and then
 * refuses a primary key or unique constraint without the distribution column, and a foreign key
 * between two distributed tables that does not join on it (docs/architecture.md "Scale-out
 * path"). This walks the migrated schema so a new table cannot break the rule unnoticed.
 */
const CONSTRAINT_ROW = z.object({
  tabla: z.string(),
  nombre: z.string(),
  tipo: z.enum(['p', 'u', 'f']),
  columnas: z.array(z.string()),
  referida: z.string().nullable(),
  columnas_referidas: z.array(z.string()).nullable(),
});
type Constraint = z.output<typeof CONSTRAINT_ROW>;

let database: Database;
let tenantTables: Set<string>;
let constraints: Constraint[];

beforeAll(async () => {
  database = await testDatabase();
  const tables = parsedRows(
    await database.owner.execute(sql`
      SELECT c.relname AS tabla FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
      WHERE c.relkind IN ('r', 'p')`),
    z.object({ tabla: z.string() }),
  );
  tenantTables = new Set(tables.map((row) => row.tabla));
  constraints = parsedRows(
    await database.owner.execute(sql`
      SELECT t.relname AS tabla, k.conname AS nombre, k.contype AS tipo,
        ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
              JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i) AS columnas,
        r.relname AS referida,
        CASE WHEN k.contype = 'f' THEN
          ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, i)
                JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i)
        END AS columnas_referidas
      FROM pg_constraint k
      JOIN pg_class t ON t.oid = k.conrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
      LEFT JOIN pg_class r ON r.oid = k.confrelid
      WHERE k.contype IN ('p', 'u', 'f')`),
    CONSTRAINT_ROW,
  );
});

describe('the colocation rule: every tenant table is keyed and joined by tenant_id', () => {
  it('finds the tenant tables (the walk would pass on nothing)', () => {
    expect(tenantTables.size).toBeGreaterThan(40);
    expect(tenantTables.has('clientes')).toBe(true);
  });

  it('puts tenant_id in every primary key and unique constraint of a tenant table', () => {
    const sinTenant = constraints
      .filter((k) => k.tipo !== 'f' && tenantTables.has(k.tabla) && !k.columnas.includes('tenant_id'))
      .map((k) => `${k.tabla}.${k.nombre} (${k.columnas.join(', ')})`);
    expect(sinTenant).toEqual([]);
  });

  it('puts tenant_id in every unique index of a tenant table', async () => {
    const indices = parsedRows(
      await database.owner.execute(sql`
        SELECT t.relname AS tabla, i.relname AS indice,
          ARRAY(SELECT a.attname::text FROM unnest(x.indkey) u(n)
                JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = u.n) AS columnas
        FROM pg_index x
        JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_class i ON i.oid = x.indexrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
        WHERE x.indisunique`),
      z.object({ tabla: z.string(), indice: z.string(), columnas: z.array(z.string()) }),
    );
    const sinTenant = indices
      .filter((row) => tenantTables.has(row.tabla) && !row.columnas.includes('tenant_id'))
      .map((row) => `${row.tabla}.${row.indice}`);
    expect(sinTenant).toEqual([]);
  });

  it('joins a tenant table to another on tenant_id, at the same place on both sides', () => {
    const cruzan = constraints
      .filter(
        (k) => k.tipo === 'f' && tenantTables.has(k.tabla) && k.referida && tenantTables.has(k.referida),
      )
      .filter((k) => {
        const at = k.columnas.indexOf('tenant_id');
        return at < 0 || k.columnas_referidas?.[at] !== 'tenant_id';
      })
      .map((k) => `${k.tabla}.${k.nombre} → ${k.referida}`);
    expect(cruzan).toEqual([]);
  });
});
