/**
 * Deal-out on the 1M-customer bench data (issue 17 "Performance": 50,000 customers ≤ 10 s): a new
 * origin with 50,000 unassigned customers (and a few more whose phone opted out, which a deal-out
 * leaves alone) is dealt evenly to 4 commercials by a SuperAdmin through the real API
 * (`POST /api/reparto/` → task, followed through task-status). Prints the seconds, the API's CPU
 * and peak RSS, the list's latency meanwhile, and checks each commercial's kept count
 * (`clientes_por_comercial`, migration 0009) against a recount. Never passes or fails.
 *
 *   npx tsx bench/deal-out.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench
 *
 * The run's customers and origin are removed at the end unless --keep.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ResultadoReparto } from '@ventas/domain/reparto/reparto-contract';
import { type Database } from '../apps/api/src/db/database';
import { rowsOf } from './lib/bench-rows';
import { openDatabase } from '../apps/api/src/db/open-database';
import { intArray } from '../apps/api/src/lists/filter-sql';
import { codeVersion, postgresCpuSeconds, startServer } from './lib/api-server';
import {
  BENCH_SUPERADMIN,
  createOrigin,
  ensureSuperadmin,
  removeOrigin,
  tenantIdOf,
} from './lib/bench-setup';
import { startListProbe } from './lib/list-probe';
import { ApiSession, fixed, loadAverage, percentile, printTable } from './lib/load';
import { APELLIDOS, NOMBRES } from './lib/spanish-data';
import { sendJson, taskFinished } from './lib/task-status';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    tenant: { type: 'string', default: 'bench01' },
    password: { type: 'string', default: 'bench1234' },
    customers: { type: 'string', default: '50000' },
    /** Customers of the origin whose phone opted out: never dealt. */
    'no-llamar': { type: 'string', default: '500' },
    comerciales: { type: 'string', default: 'comercial,comercial02,comercial03,comercial04' },
    'think-ms': { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url is required (the 1M-customer PostgreSQL bench data)');
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const LIST_PATH = '/api/clientes/entradas/?page=1&itemsPerPage=25';
const textArray = (values: readonly string[]) =>
  `(ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}])`;

/**
 * The origin's customers, made as the owner with the app's triggers on (search terms, kept
 * counts). Phones start with 8 (a landline range the 1M seeder never uses) and carry the id, so
 * they collide with nobody; the last `noLlamar` customers' phones go on the do-not-call list.
 */
async function makeCustomers(database: Database, tenantId: number, origenId: number): Promise<void> {
  const total = Number(args.customers) + Number(args['no-llamar']);
  const nombre = `${textArray(NOMBRES)}[1 + floor(random() * ${NOMBRES.length})::int] || ' ' ||
    ${textArray(APELLIDOS)}[1 + floor(random() * random() * ${APELLIDOS.length})::int] || ' ' ||
    ${textArray(APELLIDOS)}[1 + floor(random() * random() * ${APELLIDOS.length})::int]`;
  await database.owner.transaction(async (tx) => {
    await tx.execute(sql`
      WITH made AS (
        INSERT INTO clientes (tenant_id, nombre, origen_bbdd_id, estado)
        SELECT ${tenantId}, ${sql.raw(nombre)}, ${origenId}, 'NUEVO' FROM generate_series(1, ${total})
        RETURNING id)
      INSERT INTO telefonos_cliente (tenant_id, cliente_id, telefono, orden)
      SELECT ${tenantId}, id, '8' || lpad(id::text, 8, '0'), 0 FROM made`);
    await tx.execute(sql`
      INSERT INTO no_llamar (tenant_id, telefono, cliente_id, fuente, motivo)
      SELECT t.tenant_id, t.telefono, t.cliente_id, 'cliente', 'bench/deal-out.ts'
      FROM telefonos_cliente t JOIN clientes c ON c.tenant_id = t.tenant_id AND c.id = t.cliente_id
      WHERE c.tenant_id = ${tenantId} AND c.origen_bbdd_id = ${origenId}
      ORDER BY c.id DESC LIMIT ${Number(args['no-llamar'])}`);
  });
}

interface Recount {
  comercial: number;
  kept: number;
  counted: number;
  fromOrigin: number;
}

/** Each commercial's kept count beside a recount of their customers (and those of the origin). */
async function recount(
  database: Database,
  tenantId: number,
  origenId: number,
  ids: number[],
): Promise<Recount[]> {
  return rowsOf<Recount>(
    await database.owner.execute(sql`
      SELECT a.id AS comercial,
        coalesce((SELECT k.n FROM clientes_por_comercial k WHERE k.tenant_id = ${tenantId} AND k.comercial_id = a.id), 0)::int AS kept,
        (SELECT count(*)::int FROM clientes c WHERE c.tenant_id = ${tenantId} AND c.comercial_id = a.id) AS counted,
        (SELECT count(*)::int FROM clientes c WHERE c.tenant_id = ${tenantId} AND c.comercial_id = a.id
           AND c.origen_bbdd_id = ${origenId}) AS "fromOrigin"
      FROM unnest(${intArray(ids)}) AS a(id)`),
  );
}

async function main() {
  console.log(
    `deal-out: PostgreSQL, tenant ${args.tenant}, ${args.customers} customers to ${args.comerciales}; ${new Date().toISOString()}  node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`,
  );
  const database = await openDatabase({ databaseUrl });
  const tenantId = await tenantIdOf(database, args.tenant);
  await ensureSuperadmin(database, tenantId, args.password);
  const origenId = await createOrigin(database, tenantId, `Bench reparto ${new Date().toISOString()}`);
  try {
    await dealOut(database, tenantId, origenId);
  } finally {
    if (!args.keep) {
      await database.owner.execute(sql`DELETE FROM no_llamar WHERE tenant_id = ${tenantId} AND cliente_id IN
        (SELECT id FROM clientes WHERE tenant_id = ${tenantId} AND origen_bbdd_id = ${origenId})`);
      const removed = await removeOrigin(database, tenantId, origenId);
      log(`removed the run's ${removed} customers and its origin`);
    }
    await database.close();
  }
}

/** Makes the origin's customers, deals them out through the API and checks the counts. */
async function dealOut(database: Database, tenantId: number, origenId: number) {
  const usernames = args.comerciales.split(',');
  const accounts = rowsOf<{ id: number; username: string }>(
    await database.owner.execute(sql`SELECT id, username FROM accounts WHERE tenant_id = ${tenantId}
      AND username IN (${sql.join(
        usernames.map((u) => sql`${u}`),
        sql`, `,
      )}) ORDER BY id`),
  );
  const ids = accounts.map((account) => account.id);
  let started = performance.now();
  await makeCustomers(database, tenantId, origenId);
  log(
    `origin ${origenId}: ${args.customers} + ${args['no-llamar']} opted-out customers made in ${fixed((performance.now() - started) / 1000)} s`,
  );
  const before = await recount(database, tenantId, origenId, ids);

  const server = await startServer({ databaseUrl, tenant: args.tenant });
  const superadmin = new ApiSession(server.baseUrl, BENCH_SUPERADMIN, args.password);
  const manager = new ApiSession(server.baseUrl, 'manager', args.password);
  try {
    const body = {
      filtros: { origenBbdd: String(origenId) },
      comerciales: ids.map((id) => ({ id, peso: 1 })),
      modo: 'igual',
    };
    const preview = await sendJson<unknown>(superadmin, 'POST', '/api/reparto/vista-previa/', body);
    log(`preview: ${JSON.stringify(preview)}`);
    for (let i = 0; i < 20; i++) await manager.load(LIST_PATH);
    server.memory.reset();
    const cpu0 = server.cpuSeconds();
    const db0 = postgresCpuSeconds();
    const probe = startListProbe(manager, LIST_PATH, Number(args['think-ms']));
    started = performance.now();
    const outcome = await sendJson<{ task_id: string }>(superadmin, 'POST', '/api/reparto/', body)
      .then(({ task_id: taskId }) => taskFinished(superadmin, taskId, { pollMs: 100 }))
      .then(
        (status) => ({ ok: true as const, report: status.result?.report as ResultadoReparto }),
        (error: unknown) => ({ ok: false as const, error }),
      );
    const seconds = (performance.now() - started) / 1000;
    const listed = await probe.stop();
    if (!outcome.ok) throw outcome.error;
    const { report } = outcome;
    const after = await recount(database, tenantId, origenId, ids);
    console.log(
      `\ndeal-out of ${args.customers} customers of one origin to ${ids.length} commercials, evenly`,
    );
    printTable(
      [
        's (target ≤ 10)',
        'API CPU s',
        'PostgreSQL CPU s',
        'API peak RSS MiB',
        'list reqs meanwhile',
        'list p50 ms',
        'list p95 ms',
        'errors',
      ],
      [
        [
          fixed(seconds, 2),
          fixed(server.cpuSeconds() - cpu0),
          fixed(postgresCpuSeconds() - db0),
          fixed(server.memory.peak(), 0),
          listed.latenciesMs.length,
          fixed(percentile(listed.latenciesMs, 50)),
          fixed(percentile(listed.latenciesMs, 95)),
          listed.errors,
        ],
      ],
    );
    console.log(`report: ${JSON.stringify(report)}`);
    const reported = new Map(report.por_comercial.map((part) => [part.comercial, part.clientes]));
    printTable(
      ['commercial', 'kept before', 'kept after', 'recount after', 'dealt (report)', 'dealt (recount)', ''],
      after.map((row, i) => {
        const dealt = reported.get(row.comercial) ?? 0;
        const ok =
          row.kept === row.counted && row.fromOrigin === dealt && row.kept - before[i]!.kept === dealt;
        return [
          accounts[i]!.username,
          before[i]!.kept,
          row.kept,
          row.counted,
          dealt,
          row.fromOrigin,
          ok ? 'ok' : 'DIFFERS',
        ];
      }),
    );
    const [left] = rowsOf<{ unassigned: number; opted: number }>(
      await database.owner.execute(sql`SELECT count(*)::int AS unassigned,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM telefonos_cliente t JOIN no_llamar nl
            ON nl.tenant_id = t.tenant_id AND nl.telefono = t.telefono
            WHERE t.tenant_id = c.tenant_id AND t.cliente_id = c.id))::int AS opted
        FROM clientes c WHERE c.tenant_id = ${tenantId} AND c.origen_bbdd_id = ${origenId} AND c.comercial_id IS NULL`),
    );
    console.log(
      `left unassigned in the origin: ${left?.unassigned} (of them opted out: ${left?.opted}; expected ${args['no-llamar']} and ${args['no-llamar']})`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
