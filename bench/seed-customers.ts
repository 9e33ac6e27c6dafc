/**
 * Bench loader: T tenants (bench01..benchNN) with 15 accounts each, made with the app's own
 * createTenant/createAccount, then N customers with phones, attentions, offers and package lines
 * made in bulk inside the database. Runs as the table owner (a loader, not the app).
 *
 *   npx tsx bench/seed-customers.ts --customers 1000000 --tenants 20 --database-url postgres://postgres@127.0.0.1:5432/ventas_bench
 *   npx tsx bench/seed-customers.ts --customers 100000 --tenants 5 --data-dir /tmp/bench-pglite
 *
 * Tenant sizes follow 1/rank^skew (default 1: bench01 is the biggest, ~28% of 20 tenants).
 * Login: manager / comercial (and admin) with --password (default bench1234) on every tenant.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { validateDocumento, type TipoDocumento } from '@ventas/domain/validators/documento';
import { type Database } from '../apps/api/src/db/database';
import { rowsOf } from './lib/bench-rows';
import { openDatabase } from '../apps/api/src/db/open-database';
import { seedCatalogues } from '../apps/api/src/db/seed/demo-seed';
import { ensurePlatformData } from '../apps/api/src/db/seed/platform-data';
import { createAccount, createTenant } from '../apps/api/src/db/seed/tenant-factory';
import {
  CREATE_TEMP_TABLES,
  INSERT_ATENCIONES_SQL,
  INSERT_OFERTAS_SQL,
  INSERT_PAQUETES_SQL,
  INSERT_PHONES_SQL,
  LOADED_TABLES,
  SECONDARY_INDEXES_SQL,
  insertCustomersSql,
  lit,
} from './lib/seed-sql';
import { APELLIDOS, CUENTAS_BENCH, GRANDES_CIUDADES, NOMBRES } from './lib/spanish-data';

const { values: args } = parseArgs({
  options: {
    customers: { type: 'string' },
    tenants: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string', default: '/tmp/bench-pglite' },
    password: { type: 'string', default: 'bench1234' },
    skew: { type: 'string', default: '1' },
    seed: { type: 'string', default: '0.42' },
  },
});
const databaseUrl = args['database-url'];
const customers = Number(args.customers ?? (databaseUrl ? 1_000_000 : 100_000));
const tenantCount = Number(args.tenants ?? (databaseUrl ? 20 : 5));
const skew = Number(args.skew);
if (!Number.isInteger(customers) || customers < 1 || !Number.isInteger(tenantCount) || tenantCount < 1) {
  throw new Error('--customers and --tenants must be positive integers');
}

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}
const query = async <T>(db: Database['owner'], text: string) => rowsOf<T>(await db.execute(sql.raw(text)));

/** 1000 slots shared out by weight (largest remainder), so a random slot picks a tenant by weight. */
function tenantSlots(count: number): { slots: number[]; shares: number[] } {
  const weights = Array.from({ length: count }, (_, i) => 1 / (i + 1) ** skew);
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / total) * 1000);
  const shares = exact.map(Math.floor);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; shares.reduce((a, b) => a + b, 0) < 1000; k++) shares[byRemainder[k]![1]]! += 1;
  return { slots: shares.flatMap((n, i) => Array<number>(n).fill(i + 1)), shares };
}

/** Postal codes with their municipality, big cities first (they get 55% of the customers). */
function postalCodes(): { rows: Array<{ cp: string; localidad: string }>; bigCity: number } {
  const file = new URL('../apps/api/src/features/localidades/data/codigos-postales.json', import.meta.url);
  const directory = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Array<{ municipio: string }>>;
  const all = Object.entries(directory).flatMap(([cp, list]) =>
    list[0] ? [{ cp, localidad: list[0].municipio }] : [],
  );
  const big = new Set(GRANDES_CIUDADES);
  const rows = [...all.filter((r) => big.has(r.localidad)), ...all.filter((r) => !big.has(r.localidad))];
  return { rows, bigCity: all.filter((r) => big.has(r.localidad)).length };
}

async function createBenchTenants(database: Database) {
  const tenants: Array<{ idx: number; tenantId: number; comerciales: number[]; origenes: number[] }> = [];
  for (let idx = 1; idx <= tenantCount; idx++) {
    const nn = String(idx).padStart(2, '0');
    const tenant = await createTenant(database, {
      name: `Bench ${nn}`,
      subdomain: `bench${nn}`,
      groups: ['A'],
    });
    await seedCatalogues(database, tenant.id);
    const comerciales: number[] = [];
    const created = await Promise.all(
      CUENTAS_BENCH.map((cuenta, k) =>
        createAccount(database, tenant.id, {
          ...cuenta,
          password: args.password,
          nombre: NOMBRES[(idx * 7 + k * 13) % NOMBRES.length],
          apellidos: `${APELLIDOS[(idx * 11 + k * 5) % APELLIDOS.length]} ${APELLIDOS[(idx + k * 17) % APELLIDOS.length]}`,
        }),
      ),
    );
    CUENTAS_BENCH.forEach((cuenta, k) => {
      if (cuenta.rol === 4) comerciales.push(created[k]!.id);
    });
    const origenes = await query<{ id: number }>(
      database.owner,
      `SELECT id FROM origenes_bbdd WHERE tenant_id = ${tenant.id} ORDER BY id`,
    );
    tenants.push({ idx, tenantId: tenant.id, comerciales, origenes: origenes.map((o) => o.id) });
  }
  return tenants;
}

async function main() {
  log(
    `${databaseUrl ? 'PostgreSQL' : `PGlite in ${args['data-dir']}`}: ${customers} customers over ${tenantCount} tenants`,
  );
  const database = await timed('open + migrate', () =>
    openDatabase(databaseUrl ? { databaseUrl } : { dataDir: args['data-dir'] }),
  );
  try {
    const [role] = await query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      database.owner,
      'SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user',
    );
    if (!role?.rolsuper && !role?.rolbypassrls)
      throw new Error('The loader must connect as a superuser (it writes every tenant at once).');
    const existing = await query<{ n: number }>(
      database.owner,
      `SELECT count(*)::int AS n FROM tenants WHERE subdomain LIKE 'bench%'`,
    );
    if ((existing[0]?.n ?? 0) > 0) {
      throw new Error(
        'Bench tenants already exist: start from an empty database (dropdb/createdb, or a new --data-dir).',
      );
    }
    await ensurePlatformData(database);
    const tenants = await timed(
      `${tenantCount} tenants, ${tenantCount * CUENTAS_BENCH.length} accounts`,
      () => createBenchTenants(database),
    );
    const { slots, shares } = tenantSlots(tenantCount);
    const codes = postalCodes();
    const [sequence] = await query<{ name: string }>(
      database.owner,
      `SELECT pg_get_serial_sequence('clientes', 'id') AS name`,
    );

    await database.owner.transaction(async (tx) => {
      const run = (text: string) => tx.execute(sql.raw(text));
      const pg = database.engine === 'postgres';
      await run(`SET LOCAL session_replication_role = replica`); // skip FK triggers: rows are made consistent
      await run(`SET LOCAL maintenance_work_mem = '${pg ? '512MB' : '128MB'}'`);
      await run(`SET LOCAL work_mem = '64MB'`);
      await run(`SET LOCAL synchronous_commit = off`);
      await run(`SELECT setseed(${Number(args.seed)})`);
      for (const statement of CREATE_TEMP_TABLES) await run(statement);
      await run(
        `INSERT INTO bench_tenants VALUES ${tenants
          .map(
            (t) =>
              `(${t.idx}, ${t.tenantId}, ARRAY[${t.comerciales.join(',')}], ARRAY[${t.origenes.join(',')}]::int[])`,
          )
          .join(', ')}`,
      );
      await run(
        `INSERT INTO bench_postal_codes SELECT row_number() OVER (), cp, localidad
         FROM jsonb_to_recordset(${lit(JSON.stringify(codes.rows))}::jsonb) AS x(cp text, localidad text)`,
      );
      const indexes = rowsOf<{ name: string; definition: string }>(await run(SECONDARY_INDEXES_SQL));
      await timed(`drop ${indexes.length} secondary indexes`, async () => {
        for (const index of indexes) await run(`DROP INDEX ${index.name}`);
      });
      const insert = async (label: string, text: string) =>
        timed(label, async () => {
          const result = (await run(text)) as { rowCount?: number; affectedRows?: number };
          return result.rowCount ?? result.affectedRows ?? 0;
        });
      await insert(
        'clientes',
        insertCustomersSql({
          customers,
          slots,
          postalCodes: codes.rows.length,
          bigCityCodes: codes.bigCity,
          idSequence: sequence!.name,
        }),
      );
      await insert('telefonos_cliente', INSERT_PHONES_SQL);
      await insert('atenciones', INSERT_ATENCIONES_SQL);
      await insert('ofertas', INSERT_OFERTAS_SQL);
      await insert('paquetes', INSERT_PAQUETES_SQL);
      // The triggers keeping search terms and counts are off with replication role replica.
      await timed('clientes_terminos', () => run(`SELECT app_fill_clientes_terminos()`));
      await timed('clientes_por_comercial', () => run(`SELECT app_fill_clientes_por_comercial()`));
      await timed('proxima_llamada', () => run(`SELECT app_fill_clientes_proxima_llamada()`));
      await timed('gerencia_atendidos', () => run(`SELECT app_fill_gerencia_atendidos()`));
      await timed(`rebuild ${indexes.length} indexes`, async () => {
        for (const index of indexes) await run(index.definition);
      });
    });
    await timed('VACUUM ANALYZE', () => database.owner.execute(sql.raw('VACUUM (ANALYZE)')));
    await report(database, tenants, shares);
  } finally {
    await database.close();
  }
}

async function report(
  database: Database,
  tenants: Array<{ idx: number; tenantId: number }>,
  shares: number[],
) {
  const db = database.owner;
  const ids = tenants.map((t) => t.tenantId).join(',');
  for (const table of LOADED_TABLES) {
    const [row] = await query<{ n: number; size: string }>(
      db,
      `SELECT count(*)::int AS n, pg_size_pretty(pg_total_relation_size('${table}')) AS size FROM ${table} WHERE tenant_id IN (${ids})`,
    );
    log(`${table.padEnd(18)} ${String(row?.n).padStart(9)} rows  ${row?.size} with indexes`);
  }
  const perTenant = await query<{
    subdomain: string;
    n: number;
    sin_comercial: number;
    con_atencion: number;
  }>(
    db,
    `SELECT t.subdomain, count(*)::int AS n, count(*) FILTER (WHERE c.comercial_id IS NULL)::int AS sin_comercial,
            count(*) FILTER (WHERE c.estado <> 'NUEVO')::int AS con_atencion
     FROM clientes c JOIN tenants t ON t.id = c.tenant_id WHERE c.tenant_id IN (${ids})
     GROUP BY t.subdomain ORDER BY t.subdomain`,
  );
  log(
    `per tenant: ${perTenant.map((r, i) => `${r.subdomain}=${r.n} (${(shares[i] ?? 0) / 10}%)`).join(', ')}`,
  );
  const [size] = await query<{ size: string }>(
    db,
    'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
  );
  log(`database size: ${size?.size}`);
  const sample = await query<{ documento: string; tipo_documento: TipoDocumento }>(
    db,
    `SELECT documento, tipo_documento FROM clientes WHERE documento IS NOT NULL AND tenant_id IN (${ids}) LIMIT 5000`,
  );
  const invalid = sample.filter((row) => !validateDocumento(row.tipo_documento, row.documento).ok);
  log(`documents checked with the app's validator: ${sample.length - invalid.length}/${sample.length} valid`);
  if (invalid.length) log(`first invalid: ${JSON.stringify(invalid.slice(0, 3))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
