/**
 * The offer benchmark's tenant, made again on every run straight in the database (before the API
 * starts: PGlite's data directory has one user at a time): the tenant is deleted with everything
 * it holds (every tenant table cascades), created with the app's createTenant/createAccount (admin,
 * manager, comercial, comercial02, comercial03; one password) and given `customers` customers with
 * their phones, attentions, offers and package lines by the 1M seeder's statements (lib/seed-sql.ts:
 * 20 % unassigned, the rest spread over the three commercials, most to `comercial`), inserted with
 * the app's triggers on so search terms and counts stay right. The customers the benchmark saves
 * offers for are `comercial`'s own, PARTICULAR, oldest first.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Database } from '../../apps/api/src/db/database';
import { rowsOf } from './bench-rows';
import { ensurePlatformData } from '../../apps/api/src/db/seed/platform-data';
import { createAccount, createTenant } from '../../apps/api/src/db/seed/tenant-factory';
import {
  CREATE_TEMP_TABLES,
  INSERT_ATENCIONES_SQL,
  INSERT_OFERTAS_SQL,
  INSERT_PAQUETES_SQL,
  INSERT_PHONES_SQL,
  insertCustomersSql,
  lit,
} from './seed-sql';
import { APELLIDOS, GRANDES_CIUDADES, NOMBRES } from './spanish-data';

export interface OfferTenant {
  tenantId: number;
  comercialId: number;
  /** `comercial`'s PARTICULAR customers, oldest first: whom the benchmark saves offers for. */
  pool: number[];
  /** Rows of the tenant per table after the load. */
  counts: Record<string, number>;
}

const ACCOUNTS = [
  { username: 'admin', rol: 2 },
  { username: 'manager', rol: 3 },
  { username: 'comercial', rol: 4 },
  { username: 'comercial02', rol: 4 },
  { username: 'comercial03', rol: 4 },
] as const;
const ORIGENES = ['Base de datos propia', 'Captación web', 'Puerta fría', 'Recomendación'];
const COUNTED = ['clientes', 'telefonos_cliente', 'atenciones', 'ofertas', 'paquetes', 'clientes_terminos'];

/** The INE postal codes with their municipality, the big cities' first (they get 55 % of customers). */
export function postalCodes(): { rows: Array<{ cp: string; localidad: string }>; bigCity: number } {
  const file = new URL('../../apps/api/src/features/localidades/data/codigos-postales.json', import.meta.url);
  const directory = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Array<{ municipio: string }>>;
  const all = Object.entries(directory).flatMap(([cp, list]) =>
    list[0] ? [{ cp, localidad: list[0].municipio }] : [],
  );
  const big = new Set(GRANDES_CIUDADES);
  const bigRows = all.filter((row) => big.has(row.localidad));
  return { rows: [...bigRows, ...all.filter((row) => !big.has(row.localidad))], bigCity: bigRows.length };
}

export async function resetOfferTenant(
  database: Database,
  options: { subdomain: string; password: string; customers: number; pool: number },
): Promise<OfferTenant> {
  const db = database.owner;
  const query = async <T>(text: string) => rowsOf<T>(await db.execute(sql.raw(text)));
  await db.execute(sql`DELETE FROM tenants WHERE subdomain = ${options.subdomain}`);
  await ensurePlatformData(database);
  const tenant = await createTenant(database, {
    name: 'Bench ofertas',
    subdomain: options.subdomain,
    groups: ['A'],
  });
  const ids: Record<string, number> = {};
  for (const [k, account] of ACCOUNTS.entries()) {
    const row = await createAccount(database, tenant.id, {
      ...account,
      password: options.password,
      nombre: NOMBRES[(k * 7 + 3) % NOMBRES.length],
      apellidos: `${APELLIDOS[(k * 11 + 2) % APELLIDOS.length]} ${APELLIDOS[(k * 5 + 9) % APELLIDOS.length]}`,
    });
    ids[account.username] = row.id;
  }
  const comerciales = ['comercial', 'comercial02', 'comercial03'].map((username) => ids[username]!);
  const origenes = await query<{ id: number }>(
    `INSERT INTO origenes_bbdd (tenant_id, nombre) VALUES ${ORIGENES.map((nombre) => `(${tenant.id}, ${lit(nombre)})`).join(', ')}
     RETURNING id`,
  );
  const [sequence] = await query<{ name: string }>(`SELECT pg_get_serial_sequence('clientes', 'id') AS name`);
  const codes = postalCodes();
  await db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    await run(`SELECT setseed(0.13)`);
    for (const statement of CREATE_TEMP_TABLES) await run(statement);
    await run(
      `INSERT INTO bench_tenants VALUES (1, ${tenant.id}, ARRAY[${comerciales.join(',')}], ARRAY[${origenes.map((o) => o.id).join(',')}]::int[])`,
    );
    await run(
      `INSERT INTO bench_postal_codes SELECT row_number() OVER (), cp, localidad
       FROM jsonb_to_recordset(${lit(JSON.stringify(codes.rows))}::jsonb) AS x(cp text, localidad text)`,
    );
    await run(
      insertCustomersSql({
        customers: options.customers,
        slots: Array<number>(1000).fill(1),
        postalCodes: codes.rows.length,
        bigCityCodes: codes.bigCity,
        idSequence: sequence!.name,
      }),
    );
    for (const statement of [
      INSERT_PHONES_SQL,
      INSERT_ATENCIONES_SQL,
      INSERT_OFERTAS_SQL,
      INSERT_PAQUETES_SQL,
    ])
      await run(statement);
  });
  await db.execute(sql.raw(`ANALYZE ${COUNTED.join(', ')}`));
  const pool = await query<{ id: number }>(
    `SELECT id FROM clientes WHERE tenant_id = ${tenant.id} AND comercial_id = ${ids.comercial}
       AND segmento = 'PARTICULAR' ORDER BY id LIMIT ${options.pool}`,
  );
  const [counts] = await query<Record<string, number>>(
    `SELECT ${COUNTED.map((table) => `(SELECT count(*)::int FROM ${table} WHERE tenant_id = ${tenant.id}) AS ${table}`).join(', ')}`,
  );
  return {
    tenantId: tenant.id,
    comercialId: ids.comercial!,
    pool: pool.map((row) => row.id),
    counts: counts ?? {},
  };
}
