/**
 * What the lead-list benches need on a seeded bench tenant, made as the table owner: a SuperAdmin
 * login (the seeder makes Admin and below) and an origin of their own, so their rows can be told
 * apart from the 1M-customer data and removed afterwards.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type Database } from '../../apps/api/src/db/database';
import { rowsOf } from './bench-rows';
import { createAccount } from '../../apps/api/src/db/seed/tenant-factory';

export const BENCH_SUPERADMIN = 'superadmin';

export async function tenantIdOf(database: Database, subdomain: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await database.owner.execute(sql`SELECT id FROM tenants WHERE subdomain = ${subdomain}`),
  );
  if (!row) throw new Error(`tenant ${subdomain} not found: seed it first (bench/seed-customers.ts)`);
  return row.id;
}

/** The tenant's `superadmin` account (made once, with the bench password). */
export async function ensureSuperadmin(
  database: Database,
  tenantId: number,
  password: string,
): Promise<void> {
  const [row] = rowsOf<{ id: number }>(
    await database.owner.execute(
      sql`SELECT id FROM accounts WHERE tenant_id = ${tenantId} AND username = ${BENCH_SUPERADMIN}`,
    ),
  );
  if (!row) await createAccount(database, tenantId, { username: BENCH_SUPERADMIN, password, rol: 1 });
}

/** A new origin named `nombre` (a run's own: nothing else in the tenant carries it). */
export async function createOrigin(database: Database, tenantId: number, nombre: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await database.owner.execute(
      sql`INSERT INTO origenes_bbdd (tenant_id, nombre) VALUES (${tenantId}, ${nombre}) RETURNING id`,
    ),
  );
  if (!row) throw new Error('origin not created');
  return row.id;
}

/**
 * Removes an origin's customers (their phones, attentions and search terms go with them by
 * cascade), its import records and the origin, with the app's triggers on, so the per-commercial counts stay exact.
 */
export async function removeOrigin(database: Database, tenantId: number, origenId: number): Promise<number> {
  const result = await database.owner.execute(
    sql`WITH gone AS (DELETE FROM clientes WHERE tenant_id = ${tenantId} AND origen_bbdd_id = ${origenId} RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  await database.owner.execute(
    sql`DELETE FROM importaciones WHERE tenant_id = ${tenantId} AND origen_bbdd_id = ${origenId}`,
  );
  await database.owner.execute(
    sql`DELETE FROM origenes_bbdd WHERE tenant_id = ${tenantId} AND id = ${origenId}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Bare-digit phones as one text[] parameter (drizzle would spread a JS array into a list). */
export function phoneArray(phones: readonly string[]): SQL {
  if (phones.some((phone) => !/^\d+$/.test(phone))) throw new Error('phoneArray takes bare digits only');
  return sql`${`{${phones.join(',')}}`}::text[]`;
}
