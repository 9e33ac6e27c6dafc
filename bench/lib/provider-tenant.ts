/**
 * What provider-down.ts needs on the bench tenant, and its undoing: group B (provider B's routes
 * answer group-B distributors only), a credential whose portal name is B's slug (made through
 * the API as SuperAdmin, so it is sealed with the API's key; removed as the owner), and customers with a document (the
 * invoices call asks the provider by it).
 */
import { sql } from 'drizzle-orm';
import { type Database } from '../../apps/api/src/db/database';
import { rowsOf } from './bench-rows';
import type { ApiSession } from './load';
import { sendJson } from './task-status';

/** Adds group B to the tenant; whether it had it already (then nothing is changed). */
export async function giveGroupB(database: Database, tenantId: number): Promise<boolean> {
  const [row] = rowsOf<{ had: boolean }>(
    await database.owner.execute(sql`SELECT EXISTS (SELECT 1 FROM tenant_groups tg JOIN groups g
      ON g.id = tg.group_id WHERE tg.tenant_id = ${tenantId} AND g.name = 'B') AS had`),
  );
  if (row?.had) return true;
  await database.owner.execute(sql`INSERT INTO tenant_groups (tenant_id, group_id)
    SELECT ${tenantId}, id FROM groups WHERE name = 'B'`);
  return false;
}

/** Takes group B away again, unless the tenant had it before the run. */
export async function restoreGroupB(database: Database, tenantId: number, had: boolean): Promise<void> {
  if (had) return;
  await database.owner.execute(sql`DELETE FROM tenant_groups WHERE tenant_id = ${tenantId}
    AND group_id = (SELECT id FROM groups WHERE name = 'B')`);
}

/** Up to `count` customer ids of the tenant that have a document, spread over its id range. */
export async function customersWithDocument(
  database: Database,
  tenantId: number,
  count: number,
): Promise<number[]> {
  const ids = rowsOf<{ id: number }>(
    await database.owner.execute(sql`SELECT id FROM clientes WHERE tenant_id = ${tenantId}
      AND documento IS NOT NULL ORDER BY id LIMIT ${count * 50}`),
  ).map((row) => row.id);
  const step = Math.max(1, Math.floor(ids.length / count));
  const picked = ids.filter((_, i) => i % step === 0).slice(0, count);
  if (picked.length === 0) throw new Error(`tenant ${tenantId} has no customer with a document`);
  return picked;
}

/** POST /api/scraping/claves/ for the provider's slug; the new credential's id. */
export async function createProviderCredential(
  superadmin: ApiSession,
  slug: string,
  url: string,
): Promise<number> {
  const made = await sendJson<{ id: number }>(superadmin, 'POST', '/api/scraping/claves/', {
    nombre_portal: slug,
    url,
    username: 'bench-provider-down',
    password: 'bench-provider-down-secreto',
  });
  return made.id;
}

/**
 * Removes the run's credential as the table owner: the API that made it may be gone by then (a
 * failed run), and cleaning up must not need it.
 */
export async function deleteProviderCredential(
  database: Database,
  tenantId: number,
  id: number,
): Promise<void> {
  await database.owner.execute(sql`DELETE FROM credenciales WHERE tenant_id = ${tenantId} AND id = ${id}`);
}
