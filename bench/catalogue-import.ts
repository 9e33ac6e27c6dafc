/**
 * The catalogue xlsx import (issue 12: 10,000 rows, dry run plus apply, ≤ 15 s, API peak RSS
 * ≤ 250 MB): resets its own tenant's catalogue (lib/catalogue-seed.ts: 5,000 tariffs, 2,000
 * terminals, 20,000 installments), builds a sheet of `--rows` rows of `--table` (about 80 % new,
 * 15 % updates by natural key with a changed price, 5 % refused; lib/import-sheets.ts), starts
 * the real API and, as the tenant's admin, uploads it as a dry run and then as an apply, polling
 * task-status every 300 ms. Prints per phase the seconds, rows/s, the report's counts, the API's
 * peak RSS and the CPU of the API and of PostgreSQL. Prints figures; never passes or fails.
 *
 *   createdb -h 127.0.0.1 -U postgres ventas_bench_imp
 *   npx tsx bench/catalogue-import.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench_imp [--table tarifas|terminales|installments] [--rows 10000] [--from-source]
 *   npx tsx bench/catalogue-import.ts --data-dir /tmp/bench-import-pglite
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  IMPORT_TABLES,
  type ImportReport,
  type ImportTable,
} from '@ventas/domain/servicios/catalogue-transfer-contract';
import { rowsOf } from './lib/bench-rows';
import { openDatabase } from '../apps/api/src/db/open-database';
import { codeVersion, postgresCpuSeconds, startServer, type RunningServer } from './lib/api-server';
import { seedCatalogueTenant } from './lib/catalogue-seed';
import { buildImportSheet } from './lib/import-sheets';
import { ApiSession, fixed, loadAverage, printTable } from './lib/load';
import { taskEnded } from './lib/task-status';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string', default: '/tmp/bench-import-pglite' },
    tenant: { type: 'string', default: 'benchimp' },
    password: { type: 'string', default: 'bench1234' },
    table: { type: 'string', default: 'tarifas' },
    rows: { type: 'string', default: '10000' },
    /** Save each phase's report file (every row's outcome) here, to compare two versions' reports. */
    'report-dir': { type: 'string' },
    /** Skip the reset (the previous run's apply stays). */
    'keep-catalogue': { type: 'boolean', default: false },
    'server-node-args': { type: 'string' },
    /** Start the API from its TypeScript source through tsx, not from the build `npm start` runs. */
    'from-source': { type: 'boolean', default: false },
  },
});
const postgres = Boolean(args['database-url']);
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const POLL_MS = 300;

function tableArg(value: string): ImportTable {
  if (!(IMPORT_TABLES as readonly string[]).includes(value))
    throw new Error(`--table: one of ${IMPORT_TABLES.join(', ')}`);
  return value as ImportTable;
}

/** Drops the tenant (its rows go with it: every tenant table cascades) and seeds it again. */
async function resetTenant(table: ImportTable, rows: number, sheetPath: string) {
  const database = await openDatabase(
    postgres ? { databaseUrl: args['database-url'] } : { dataDir: args['data-dir'] },
  );
  try {
    if (!args['keep-catalogue'])
      await database.owner.execute(sql`DELETE FROM tenants WHERE subdomain = ${args.tenant}`);
    const started = performance.now();
    const tenant = await seedCatalogueTenant(database, args.tenant, args.password, () => undefined);
    log(
      `${tenant.seeded ? 'catalogue seeded' : 'catalogue kept'} in ${fixed((performance.now() - started) / 1000)} s`,
    );
    const sheet = await buildImportSheet(database, tenant.tenantId, table, rows, sheetPath);
    const [counts] = rowsOf<{ tarifas: number; terminales: number; installments: number }>(
      await database.owner.execute(
        sql`SELECT (SELECT count(*)::int FROM tarifas WHERE tenant_id = ${tenant.tenantId}) AS tarifas,
              (SELECT count(*)::int FROM terminales WHERE tenant_id = ${tenant.tenantId}) AS terminales,
              (SELECT count(*)::int FROM installments WHERE tenant_id = ${tenant.tenantId}) AS installments`,
      ),
    );
    log(`tenant has ${JSON.stringify(counts)}; sheet planned ${JSON.stringify(sheet.planned)}`);
    return tenant.tenantId;
  } finally {
    await database.close();
  }
}

async function upload(session: ApiSession, table: ImportTable, mode: string, file: Buffer): Promise<string> {
  const form = new FormData();
  form.append('table', table);
  form.append('mode', mode);
  form.append('file', new Blob([file]), 'catalogo.xlsx');
  const response = await fetch(`${session.baseUrl}/api/utils/read-xlsx/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await session.token()}` },
    body: form,
  });
  if (!response.ok) throw new Error(`read-xlsx ${mode}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { task_id: string }).task_id;
}

async function saveReport(session: ApiSession, filename: string, table: ImportTable, mode: string) {
  const response = await session.get(`/api/utils/get-xlsx-files/?filename=${encodeURIComponent(filename)}`);
  if (!response.ok) throw new Error(`report: ${response.status} ${await response.text()}`);
  const path = join(args['report-dir']!, `informe-${table}-${mode}.xlsx`);
  await writeFile(path, Buffer.from(await response.arrayBuffer()));
  log(`report saved to ${path}`);
}

/** One upload and its job, with the API's peak RSS and the CPU of the API and PostgreSQL. */
async function phase(
  server: RunningServer,
  session: ApiSession,
  table: ImportTable,
  mode: string,
  file: Buffer,
) {
  server.memory.reset();
  const rssBefore = server.memory.rss();
  const cpuBefore = server.cpuSeconds();
  const dbCpuBefore = postgresCpuSeconds();
  const started = performance.now();
  const taskId = await upload(session, table, mode, file);
  const { status } = await taskEnded(session, taskId, { delayMs: () => POLL_MS });
  const seconds = (performance.now() - started) / 1000;
  const report = status.result?.report as ImportReport | undefined;
  if (status.state === 'FAILURE') log(`${mode} FAILED: ${status.error}`);
  if (args['report-dir'] && status.result?.filename)
    await saveReport(session, status.result.filename, table, mode);
  const rejected = report?.rows.filter((row) => row.action === 'rechazar') ?? [];
  const reasons = new Map<string, number>();
  for (const row of rejected) {
    const reason = (row.reason ?? '').replace(/\d+/g, 'N');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  log(`${mode}: reasons of the listed rejections: ${JSON.stringify(Object.fromEntries(reasons))}`);
  return [
    mode,
    status.state,
    fixed(seconds, 2),
    fixed((status.result?.total ?? 0) / seconds, 0),
    report?.created ?? '-',
    report?.updated ?? '-',
    report?.rejected ?? '-',
    fixed(rssBefore, 0),
    fixed(server.memory.peak(), 0),
    fixed(server.cpuSeconds() - cpuBefore, 2),
    postgres ? fixed(postgresCpuSeconds() - dbCpuBefore, 2) : '-',
  ];
}

async function main() {
  const table = tableArg(args.table);
  const rows = Number(args.rows);
  const engine = postgres ? 'PostgreSQL' : `PGlite (${args['data-dir']})`;
  log(`catalogue import: ${engine}, tenant ${args.tenant}, ${rows} rows of ${table}`);
  log(`node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`);
  if (args['report-dir']) await mkdir(args['report-dir'], { recursive: true });
  const sheetPath = join(tmpdir(), `bench-import-${table}-${process.pid}.xlsx`);
  await resetTenant(table, rows, sheetPath);
  const file = await readFile(sheetPath);
  await rm(sheetPath, { force: true });
  log(`sheet: ${fixed(file.length / 1024)} KiB`);

  const server = await startServer({
    databaseUrl: args['database-url'],
    dataDir: args['data-dir'],
    tenant: args.tenant,
    nodeArgs: args['server-node-args']?.split(' ').filter(Boolean),
    fromSource: args['from-source'],
  });
  log(
    `server (${args['from-source'] ? 'tsx, from source' : 'compiled'}) pid ${server.pid} ready in ${fixed(server.startSeconds)} s, RSS ${fixed(server.memory.rss(), 0)} MiB`,
  );
  const results: Array<Array<string | number>> = [];
  try {
    const session = new ApiSession(server.baseUrl, 'admin', args.password);
    for (const mode of ['dry-run', 'apply']) results.push(await phase(server, session, table, mode, file));
  } finally {
    await server.stop();
  }
  const total = results.reduce((sum, row) => sum + Number(row[2]), 0);
  console.log(`\n${engine}, ${rows} rows of ${table}, load average at end ${loadAverage()}`);
  printTable(
    [
      'phase',
      'state',
      'seconds',
      'rows/s',
      'created',
      'updated',
      'rejected',
      'RSS before MiB',
      'peak RSS MiB',
      'API CPU s',
      'db CPU s',
    ],
    results,
  );
  console.log(`dry run + apply: ${fixed(total, 2)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
