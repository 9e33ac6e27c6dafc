/**
 * Lead-list import on the 1M-customer bench data (issue 17 "Performance"): a 100,000-row CSV of
 * Spanish people (some already customers, some twice in the file, some with a bad document, phone
 * or postal code, some on the do-not-call list) uploaded as a SuperAdmin through the real API:
 * upload, mapping + dry run, apply, each job followed through task-status. Meanwhile a manager's
 * client reads the customer list. Prints the seconds of each phase, the API's peak RSS and the
 * list's latency before and during the import; checks the dry run's totals against the file's
 * plan and the customers written against a recount. Targets: dry run + apply ≤ 60 s, peak RSS
 * ≤ 300 MB, list p95 ≤ 100 ms meanwhile. Never passes or fails.
 *
 *   npx tsx bench/lead-import.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench
 *
 * The run's customers (a new origin, "Bench importación <time>") and do-not-call entries are
 * removed at the end unless --keep, so the bench data stays as seeded.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type {
  FicheroSubido,
  Importacion,
  TotalesImportacion,
} from '@ventas/domain/importaciones/importacion-contract';
import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { rowsOf } from './lib/bench-rows';
import { openDatabase } from '../apps/api/src/db/open-database';
import { codeVersion, postgresCpuSeconds, startServer, type RunningServer } from './lib/api-server';
import {
  BENCH_SUPERADMIN,
  createOrigin,
  ensureSuperadmin,
  phoneArray,
  removeOrigin,
  tenantIdOf,
} from './lib/bench-setup';
import { buildLeadFile, LEAD_COLUMNS, leadMapping, type LeadFile, type LeadPlan } from './lib/lead-csv';
import { startListProbe } from './lib/list-probe';
import { ApiSession, fixed, loadAverage, percentile, printTable } from './lib/load';
import { sendJson, taskFinished } from './lib/task-status';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    tenant: { type: 'string', default: 'bench01' },
    password: { type: 'string', default: 'bench1234' },
    rows: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '17' },
    /** Shares of the file's rows: already customers, twice in the file, invalid, do-not-call. */
    duplicados: { type: 'string', default: '0.05' },
    repetidos: { type: 'string', default: '0.01' },
    invalidos: { type: 'string', default: '0.02' },
    'no-llamar': { type: 'string', default: '0.005' },
    /** What the apply does with rows that are already customers. */
    'al-duplicado': { type: 'string', default: 'omitir' },
    /** The list client's mean pause between requests, and its quiet measurement before the import. */
    'think-ms': { type: 'string', default: '200' },
    'baseline-seconds': { type: 'string', default: '15' },
    /** Stop after the dry run (measures upload + dry run only). */
    'dry-run-only': { type: 'boolean', default: false },
    /** Save the generated CSV here. */
    'csv-out': { type: 'string' },
    keep: { type: 'boolean', default: false },
    'server-node-args': { type: 'string' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url is required (the 1M-customer PostgreSQL bench data)');
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const LIST_PATH = '/api/clientes/entradas/?page=1&itemsPerPage=25';
const CLASSES: Array<keyof TotalesImportacion> = ['nuevo', 'duplicado', 'repetido', 'invalido', 'no_llamar'];

async function upload(session: ApiSession, csv: Buffer, name: string): Promise<FicheroSubido> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  const response = await fetch(`${session.baseUrl}/api/importaciones/fichero/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await session.token()}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as FicheroSubido;
}

function latencyRow(label: string, latencies: number[], errors: number): Array<string | number> {
  return [
    label,
    latencies.length,
    fixed(percentile(latencies, 50)),
    fixed(percentile(latencies, 95)),
    fixed(percentile(latencies, 99)),
    fixed(Math.max(...latencies)),
    errors,
  ];
}

async function main() {
  const rows = Number(args.rows);
  console.log(
    `lead-import: PostgreSQL, tenant ${args.tenant}, ${rows} rows; ${new Date().toISOString()}  node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`,
  );
  const database = await openDatabase({ databaseUrl });
  const tenantId = await tenantIdOf(database, args.tenant);
  await ensureSuperadmin(database, tenantId, args.password);
  const started = performance.now();
  const file = await buildLeadFile(database, tenantId, {
    rows,
    seed: Number(args.seed),
    shares: {
      duplicado: Number(args.duplicados),
      repetido: Number(args.repetidos),
      invalido: Number(args.invalidos),
      no_llamar: Number(args['no-llamar']),
    },
  });
  log(
    `CSV of ${rows} rows, ${fixed(file.csv.length / 1024 / 1024)} MiB, made in ${fixed((performance.now() - started) / 1000)} s; plan ${JSON.stringify(file.plan)}`,
  );
  if (args['csv-out']) writeFileSync(args['csv-out'], file.csv);
  const origenId = await createOrigin(database, tenantId, `Bench importación ${new Date().toISOString()}`);
  let server: RunningServer | null = null;
  try {
    server = await importThroughApi(database, tenantId, origenId, file);
  } finally {
    await server?.stop();
    if (!args.keep) {
      const removed = await removeOrigin(database, tenantId, origenId);
      await database.owner.execute(
        sql`DELETE FROM no_llamar WHERE tenant_id = ${tenantId} AND telefono = ANY(${phoneArray(file.noLlamar)})`,
      );
      log(
        `removed the run's ${removed} customers, its origin and its ${file.noLlamar.length} do-not-call phones`,
      );
    }
    await database.close();
  }
}

/** Uploads, dry-runs and applies the file through a fresh API, printing the figures; the API (to stop). */
async function importThroughApi(
  database: Awaited<ReturnType<typeof openDatabase>>,
  tenantId: number,
  origenId: number,
  file: LeadFile,
): Promise<RunningServer> {
  const rows = file.plan.rows;
  // The list the floor keeps: some of the file's phones asked not to be called.
  await database.owner.execute(sql`
    INSERT INTO no_llamar (tenant_id, telefono, fuente, motivo)
    SELECT ${tenantId}, t, 'lista', 'bench/lead-import.ts' FROM unnest(${phoneArray(file.noLlamar)}) AS t
    ON CONFLICT DO NOTHING`);
  const customersBefore = await customerCount(database, tenantId);

  const server = await startServer({
    databaseUrl: databaseUrl!,
    tenant: args.tenant,
    nodeArgs: args['server-node-args']?.split(' ').filter(Boolean),
  });
  log(
    `API pid ${server.pid} ready in ${fixed(server.startSeconds)} s, RSS ${fixed(server.memory.rss(), 0)} MiB`,
  );
  const superadmin = new ApiSession(server.baseUrl, BENCH_SUPERADMIN, args.password);
  const manager = new ApiSession(server.baseUrl, 'manager', args.password);
  const figures: Array<Array<string | number>> = [];
  const latencies: Array<Array<string | number>> = [];
  try {
    await superadmin.token();
    // Warm the list, then its latency with nothing else running.
    for (let i = 0; i < 20; i++) await manager.load(LIST_PATH);
    const quiet = startListProbe(manager, LIST_PATH, Number(args['think-ms']));
    await new Promise((resolve) => setTimeout(resolve, Number(args['baseline-seconds']) * 1000));
    const baseline = await quiet.stop();
    latencies.push(latencyRow('before the import', baseline.latenciesMs, baseline.errors));

    server.memory.reset();
    const rssStart = server.memory.rss();
    const cpuStart = server.cpuSeconds();
    const dbCpuStart = postgresCpuSeconds();
    const probe = startListProbe(manager, LIST_PATH, Number(args['think-ms']));
    const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const t0 = performance.now();
      const cpu0 = server.cpuSeconds();
      const db0 = postgresCpuSeconds();
      const result = await work();
      const seconds = (performance.now() - t0) / 1000;
      figures.push([
        name,
        fixed(seconds),
        fixed(rows / seconds, 0),
        fixed(server.cpuSeconds() - cpu0),
        fixed(postgresCpuSeconds() - db0),
        fixed(server.memory.peak(), 0),
      ]);
      const sample = probe.soFar();
      log(
        `${name}: ${fixed(seconds)} s; API peak RSS so far ${fixed(server.memory.peak(), 0)} MiB; list p95 so far ${fixed(percentile(sample, 95))} ms (${sample.length} requests)`,
      );
      return result;
    };
    let subido: FicheroSubido;
    let probeResult: Awaited<ReturnType<typeof probe.stop>>;
    let dryRun: Importacion;
    let applied: Importacion | null = null;
    try {
      subido = await phase('upload (POST /api/importaciones/fichero/)', () =>
        upload(superadmin, file.csv, 'leads-bench.csv'),
      );
      if (subido.columnas.length !== LEAD_COLUMNS.length)
        throw new Error(`the upload read ${subido.columnas.length} columns, not ${LEAD_COLUMNS.length}`);
      const created = await phase('dry run (POST /api/importaciones/ → task)', async () => {
        const answer = await sendJson<{ id: number; task_id: string }>(
          superadmin,
          'POST',
          '/api/importaciones/',
          {
            subida: subido.subida,
            fichero: subido.fichero,
            origen_bbdd: origenId,
            mapeo: leadMapping(),
          },
        );
        await taskFinished(superadmin, answer.task_id);
        return answer;
      });
      dryRun = await superadmin.getJson<Importacion>(`/api/importaciones/${created.id}/`);
      log(`dry run totals ${JSON.stringify(dryRun.totales)}`);
      if (!args['dry-run-only']) {
        await phase('apply (POST /api/importaciones/{id}/aplicar/ → task)', async () => {
          const answer = await sendJson<TaskStarted>(
            superadmin,
            'POST',
            `/api/importaciones/${created.id}/aplicar/`,
            {
              duplicados: args['al-duplicado'],
            },
          );
          await taskFinished(superadmin, answer.task_id);
        });
        applied = await superadmin.getJson<Importacion>(`/api/importaciones/${created.id}/`);
      }
    } finally {
      probeResult = await probe.stop();
    }
    latencies.push(
      latencyRow('during upload + dry run + apply', probeResult.latenciesMs, probeResult.errors),
    );
    if (probeResult.firstError) log(`list client's first error: ${probeResult.firstError}`);

    const seconds = figures.reduce((sum, row) => sum + Number(row[1]), 0);
    const peak = server.memory.peak();
    console.log(`\n${rows}-row lead import, ${args.tenant} (${fixed(customersBefore, 0)} customers before)`);
    printTable(['phase', 's', 'rows/s', 'API CPU s', 'PostgreSQL CPU s', 'API peak RSS so far MiB'], figures);
    console.log(
      `\ntotal ${fixed(seconds)} s (target ≤ 60), dry run + apply ${fixed(seconds - Number(figures[0]![1]))} s; API RSS ${fixed(rssStart, 0)} MiB before, peak ${fixed(peak, 0)} MiB (target ≤ 300); API CPU ${fixed(server.cpuSeconds() - cpuStart)} s, PostgreSQL CPU ${fixed(postgresCpuSeconds() - dbCpuStart)} s`,
    );
    console.log(
      `\nGET ${LIST_PATH} as manager, one client pausing ~${args['think-ms']} ms (target p95 ≤ 100 ms meanwhile)`,
    );
    printTable(['when', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'], latencies);
    await check(database, tenantId, origenId, file.plan, dryRun, applied, customersBefore);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function customerCount(database: Awaited<ReturnType<typeof openDatabase>>, tenantId: number) {
  const [row] = rowsOf<{ n: number }>(
    await database.owner.execute(sql`SELECT count(*)::int AS n FROM clientes WHERE tenant_id = ${tenantId}`),
  );
  return row?.n ?? 0;
}

/** The dry run against the file's plan; the apply against a recount; the kept counts against theirs. */
async function check(
  database: Awaited<ReturnType<typeof openDatabase>>,
  tenantId: number,
  origenId: number,
  plan: LeadPlan,
  dryRun: Importacion,
  applied: Importacion | null,
  customersBefore: number,
) {
  console.log('\nchecks');
  const table = CLASSES.map((clase) => [
    clase,
    plan[clase],
    dryRun.totales[clase],
    plan[clase] === dryRun.totales[clase] ? 'ok' : 'DIFFERS',
  ]);
  printTable(['class', 'planned in the file', 'dry run', ''], table);
  const [counts] = rowsOf<{ origen: number; total: number; kept: number }>(
    await database.owner.execute(sql`
      SELECT (SELECT count(*)::int FROM clientes WHERE tenant_id = ${tenantId} AND origen_bbdd_id = ${origenId}) AS origen,
             (SELECT count(*)::int FROM clientes WHERE tenant_id = ${tenantId}) AS total,
             (SELECT coalesce(sum(n), 0)::int FROM clientes_por_comercial WHERE tenant_id = ${tenantId}) AS kept`),
  );
  if (!applied) return;
  const resultado = applied.resultado;
  const lines = [
    ['import state', applied.estado, 'APLICADA'],
    ['created (import record)', resultado?.creados ?? '-', plan.nuevo],
    ['customers of the origin (recount)', counts?.origen ?? '-', resultado?.creados ?? '-'],
    ['tenant customers, after − before', (counts?.total ?? 0) - customersBefore, resultado?.creados ?? '-'],
    ['kept per-commercial counts (sum)', counts?.kept ?? '-', counts?.total ?? '-'],
  ];
  printTable(
    ['figure', 'value', 'expected'],
    lines.map((line) => [...line, String(line[1]) === String(line[2]) ? 'ok' : 'DIFFERS']),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
