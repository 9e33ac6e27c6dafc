/**
 * The calculator benchmark's tenant (issue 14's targets: 1M customers, 12 months of sales, 50
 * commercials), made again straight in the database:
 *
 * 1. the tenant (deleted first with everything it holds), with the app's createTenant and
 *    createAccount: `admin` (role 2), `manager` (role 3) leading one team of every commercial,
 *    `comercial01..NN` (role 4, ALTA, TIENDA); one password;
 * 2. a catalogue of 6 families with upfront entries (lib/calculadora-catalogue.ts); two correction
 *    factor lists with 5 bands, one per commercial;
 * 3. in one owner transaction with triggers off (`session_replication_role = replica`) and the
 *    loaded tables' secondary indexes dropped and rebuilt, as bench/seed-customers.ts loads:
 *    the customers with phones and attentions by the 1M seeder's statements (lib/seed-sql.ts,
 *    spread over the commercials), then the sales, objectives and pools (lib/calculadora-sql.ts);
 *    then the refill functions docs/architecture.md names for loads with triggers off.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database } from '../../apps/api/src/db/database';
import { rowsOf } from './bench-rows';
import { ensurePlatformData } from '../../apps/api/src/db/seed/platform-data';
import { createAccount, createTenant } from '../../apps/api/src/db/seed/tenant-factory';
import { createCalcCatalogue } from './calculadora-catalogue';
import * as calc from './calculadora-sql';
import { postalCodes } from './offer-tenant';
import {
  CREATE_TEMP_TABLES,
  INSERT_ATENCIONES_SQL,
  INSERT_PHONES_SQL,
  SECONDARY_INDEXES_SQL,
  insertCustomersSql,
  lit,
} from './seed-sql';
import { APELLIDOS, NOMBRES } from './spanish-data';

export interface CalcTenantOptions {
  subdomain: string;
  password: string;
  customers: number;
  commercials: number;
  months: number;
  salesPerMonth: number;
  seed: number;
}

export interface CalcTenant {
  tenantId: number;
  comerciales: number[];
}

const ORIGENES = ['Base de datos propia', 'Captación web', 'Puerta fría', 'Recomendación'];
export const COUNTED = ['clientes', 'atenciones', 'ofertas', 'paquetes', 'objetivos', 'bolsas'] as const;
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** The tenant as a previous run left it (`--skip-seed`). */
export async function findCalcTenant(database: Database, subdomain: string): Promise<CalcTenant> {
  const rows = rowsOf<{ tenant_id: number; id: number }>(
    await database.owner.execute(
      sql`SELECT t.id AS tenant_id, a.id FROM tenants t JOIN accounts a ON a.tenant_id = t.id
          WHERE t.subdomain = ${subdomain} AND a.rol = 4 ORDER BY a.id`,
    ),
  );
  if (rows.length === 0) throw new Error(`No tenant ${subdomain} with commercials: run without --skip-seed`);
  return { tenantId: rows[0]!.tenant_id, comerciales: rows.map((row) => row.id) };
}

async function createAccounts(database: Database, tenantId: number, options: CalcTenantOptions) {
  const cuentas = [
    { username: 'admin', rol: 2 as const },
    { username: 'manager', rol: 3 as const },
    ...Array.from({ length: options.commercials }, (_, i) => ({
      username: `comercial${String(i + 1).padStart(2, '0')}`,
      rol: 4 as const,
    })),
  ];
  const ids: number[] = [];
  // Eight at a time: each hashes the password.
  for (let start = 0; start < cuentas.length; start += 8) {
    const batch = cuentas.slice(start, start + 8).map((cuenta, j) => {
      const k = start + j;
      return createAccount(database, tenantId, {
        ...cuenta,
        password: options.password,
        estado: 'ALTA',
        tipoComercial: 'TIENDA',
        nombre: NOMBRES[(k * 7 + 3) % NOMBRES.length],
        apellidos: `${APELLIDOS[(k * 11 + 2) % APELLIDOS.length]} ${APELLIDOS[(k * 5 + 9) % APELLIDOS.length]}`,
      });
    });
    ids.push(...(await Promise.all(batch)).map((row) => row.id));
  }
  return { manager: ids[1]!, comerciales: ids.slice(2) };
}

/** Team of every commercial under `manager`; two factor lists (bands up to 50/80/100/120/∞ %). */
async function teamAndFactors(database: Database, tenantId: number, manager: number, comerciales: number[]) {
  const run = (text: string) => database.owner.execute(sql.raw(text));
  const [team] = rowsOf<{ id: number }>(
    await run(
      `INSERT INTO teams (tenant_id, dutty_manager_id) VALUES (${tenantId}, ${manager}) RETURNING id`,
    ),
  );
  await run(
    `INSERT INTO team_members (tenant_id, team_id, comercial_id)
     SELECT ${tenantId}, ${team!.id}, unnest(ARRAY[${comerciales.join(',')}])`,
  );
  const listas = [
    { nombre: 'Estándar', tramos: '(50, 0), (80, 0.8), (100, 1), (120, 1.15), (99999, 1.3)' },
    { nombre: 'Nuevas incorporaciones', tramos: '(40, 0.5), (70, 0.8), (100, 1), (130, 1.1), (99999, 1.2)' },
  ];
  for (const [k, lista] of listas.entries()) {
    const [factor] = rowsOf<{ id: number }>(
      await run(
        `INSERT INTO factores_correctores (tenant_id, nombre) VALUES (${tenantId}, ${lit(lista.nombre)}) RETURNING id`,
      ),
    );
    await run(
      `INSERT INTO factor_corrector_tramos (tenant_id, factor_id, porcentaje_maximo, factor_corrector)
       SELECT ${tenantId}, ${factor!.id}, m, f FROM (VALUES ${lista.tramos}) AS t(m, f)`,
    );
    // One commercial in four is on the second list.
    const mine = comerciales.filter((_, i) => (i % 4 === 3) === (k === 1));
    await run(
      `INSERT INTO factor_corrector_comerciales (tenant_id, factor_id, comercial_id)
       SELECT ${tenantId}, ${factor!.id}, unnest(ARRAY[${mine.join(',')}])`,
    );
  }
}

/**
 * The tenant and every row it holds, table by table with triggers off: through the cascades (a
 * trigger per row) a tenant of 20,000 customers took 20 s on a loaded box, one of 1M would take
 * many minutes. Every tenant table carries tenant_id (docs/architecture.md), so none is missed.
 */
async function deleteTenant(database: Database, subdomain: string): Promise<void> {
  await database.owner.transaction(async (tx) => {
    const [tenant] = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM tenants WHERE subdomain = ${subdomain}`),
    );
    if (!tenant) return;
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const tables = rowsOf<{ name: string }>(
      await tx.execute(sql`SELECT c.table_name AS name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'`),
    );
    for (const { name } of tables)
      await tx.execute(sql.raw(`DELETE FROM "${name}" WHERE tenant_id = ${tenant.id}`));
    await tx.execute(sql`DELETE FROM tenants WHERE id = ${tenant.id}`);
  });
}

export async function resetCalcTenant(database: Database, options: CalcTenantOptions): Promise<CalcTenant> {
  const db = database.owner;
  const query = async <T>(text: string) => rowsOf<T>(await db.execute(sql.raw(text)));
  await timed('delete the previous tenant', () => deleteTenant(database, options.subdomain));
  await ensurePlatformData(database);
  const tenant = await createTenant(database, {
    name: 'Bench calculadora',
    subdomain: options.subdomain,
    groups: ['A'],
  });
  const { manager, comerciales } = await timed(`${options.commercials + 2} accounts`, () =>
    createAccounts(database, tenant.id, options),
  );
  await teamAndFactors(database, tenant.id, manager, comerciales);
  const catalogue = await createCalcCatalogue(database, tenant.id);
  const origenes = await query<{ id: number }>(
    `INSERT INTO origenes_bbdd (tenant_id, nombre) VALUES ${ORIGENES.map((n) => `(${tenant.id}, ${lit(n)})`).join(', ')}
     RETURNING id`,
  );
  const [sequence] = await query<{ name: string }>(`SELECT pg_get_serial_sequence('clientes', 'id') AS name`);
  const codes = postalCodes();
  await db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    const step = (label: string, text: string) =>
      timed(label, async () => ((await run(text)) as { rowCount?: number }).rowCount ?? 0);
    await run(`SET LOCAL session_replication_role = replica`);
    await run(`SET LOCAL maintenance_work_mem = '512MB'`);
    await run(`SET LOCAL work_mem = '64MB'`);
    await run(`SET LOCAL synchronous_commit = off`);
    await run(`SELECT setseed(${options.seed})`);
    for (const statement of [...CREATE_TEMP_TABLES, ...calc.CREATE_CALC_TEMP_TABLES]) await run(statement);
    await run(
      `INSERT INTO bench_tenants VALUES (1, ${tenant.id}, ARRAY[${comerciales.join(',')}], ARRAY[${origenes.map((o) => o.id).join(',')}]::int[])`,
    );
    await run(
      `INSERT INTO bench_postal_codes SELECT row_number() OVER (), cp, localidad
       FROM jsonb_to_recordset(${lit(JSON.stringify(codes.rows))}::jsonb) AS x(cp text, localidad text)`,
    );
    await run(
      `INSERT INTO calc_comerciales SELECT i, c FROM unnest(ARRAY[${comerciales.join(',')}]) WITH ORDINALITY AS x(c, i)`,
    );
    await run(
      `INSERT INTO calc_items VALUES ${catalogue.items.map((i) => `(${lit(i.kind)}, ${i.n}, ${i.id}, ${lit(i.nombre)})`).join(', ')}`,
    );
    await run(calc.fillMesesSql(options.months));
    const indexes = rowsOf<{ name: string; definition: string }>(await run(SECONDARY_INDEXES_SQL));
    for (const index of indexes) await run(`DROP INDEX ${index.name}`);
    const customersSql = insertCustomersSql({
      customers: options.customers,
      slots: [1],
      postalCodes: codes.rows.length,
      bigCityCodes: codes.bigCity,
      idSequence: sequence!.name,
    });
    await step('clientes', customersSql);
    await step('telefonos_cliente', INSERT_PHONES_SQL);
    await step('atenciones (history)', INSERT_ATENCIONES_SQL);
    await run(calc.FILL_CLIENTES_SQL(tenant.id));
    await step('sales drawn', calc.createVentasSql(options.salesPerMonth));
    await step('atenciones (sales)', calc.INSERT_VENTAS_ATENCIONES_SQL(tenant.id));
    await step('ofertas', calc.INSERT_VENTAS_OFERTAS_SQL(tenant.id));
    await step('paquetes', calc.INSERT_VENTAS_PAQUETES_SQL(tenant.id));
    await step('objetivos', calc.insertObjetivosSql(tenant.id, catalogue.familias, options.salesPerMonth));
    await step('bolsas', calc.insertBolsasSql(tenant.id));
    // docs/architecture.md: loads that turn triggers off call the refill functions.
    await timed('clientes_terminos', () => run(`SELECT app_fill_clientes_terminos()`));
    await timed('clientes_por_comercial', () => run(`SELECT app_fill_clientes_por_comercial()`));
    await timed('proxima_llamada', () => run(`SELECT app_fill_clientes_proxima_llamada()`));
    await timed('gerencia_atendidos', () => run(`SELECT app_fill_gerencia_atendidos()`));
    await timed(`rebuild ${indexes.length} indexes`, async () => {
      for (const index of indexes) await run(index.definition);
    });
  });
  await timed('VACUUM ANALYZE', () => db.execute(sql.raw('VACUUM (ANALYZE)')));
  const [counts] = await query<Record<string, number>>(
    `SELECT ${COUNTED.map((t) => `(SELECT count(*)::int FROM ${t} WHERE tenant_id = ${tenant.id}) AS ${t}`).join(', ')}`,
  );
  log(`  rows: ${JSON.stringify(counts)}`);
  return { tenantId: tenant.id, comerciales };
}
