/**
 * The calculator (issue 14's targets): "With 1M customers, 12 months of sales and 50 commercials
 * in one tenant, on PostgreSQL: the calculator for one commercial p95 ≤ 50 ms; the team view of 50
 * commercials p95 ≤ 150 ms; the month's xlsx ≤ 3 s." Prints figures; never passes or fails.
 *
 * Makes its tenant straight in the database (lib/calculadora-tenant.ts; `--skip-seed` reuses the
 * one a previous run made), starts the real API and, as the team's manager (`--as admin` for the
 * Admin), measures for the current Madrid month and the previous one:
 *
 * - `objetivo_mes`: GET /api/calculadora/objetivo_mes/?month_year_updated_on=YYYY-MM&comercial=<id>,
 *   each request for the next of the commercials in turn (the calculator for one commercial);
 * - `extracto`: GET /api/calculadora/extracto/ with the same query and rotation (the statement);
 * - `equipo_mes`: GET /api/calculadora/equipo_mes/?month_year_updated_on=YYYY-MM (the team view);
 * - `floor`: GET /api/cuentas/detalle/ (session + one small query), for scale;
 * - the month's xlsx, `--xlsx-runs` times (lib/calculadora-xlsx.ts).
 *
 * Each call at 1 client, at `--agents` pausing ~`--think-ms`, and at `--agents` back to back with
 * CPU per request (lib/calculadora-measure.ts). `--explain-ms 5` logs the plans of the API's
 * statements slower than 5 ms (lib/calculadora-explain.ts) to the PostgreSQL server log.
 *
 *   npx tsx bench/calculadora.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench_calculadora
 *   npx tsx bench/calculadora.ts --database-url … --skip-seed            # measure again, same data
 *   npx tsx bench/calculadora.ts --database-url … --customers 20000      # a quick check
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { madridToday } from '@ventas/domain/time/madrid';
import { openDatabase } from '../apps/api/src/db/open-database';
import { codeVersion, startServer } from './lib/api-server';
import { autoExplain } from './lib/calculadora-explain';
import { CALC_APP_NAME, CALC_HEADERS, measureCall, type CalcCounts } from './lib/calculadora-measure';
import { findCalcTenant, resetCalcTenant, type CalcTenant } from './lib/calculadora-tenant';
import { timeXlsx, XLSX_HEADERS, xlsxRow } from './lib/calculadora-xlsx';
import { ApiSession, fixed, loadAverage, printTable } from './lib/load';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    tenant: { type: 'string', default: 'benchcalc' },
    password: { type: 'string', default: 'bench1234' },
    customers: { type: 'string', default: '1000000' },
    commercials: { type: 'string', default: '50' },
    months: { type: 'string', default: '12' },
    /** Mean sales (offers) per commercial and month; each has 1–3 packages (~1.6). */
    'sales-per-month': { type: 'string', default: '40' },
    seed: { type: 'string', default: '0.27' },
    'skip-seed': { type: 'boolean', default: false },
    as: { type: 'string', default: 'manager' },
    calls: { type: 'string', default: 'floor,objetivo_mes,extracto,equipo_mes,xlsx' },
    agents: { type: 'string', default: '16' },
    'think-ms': { type: 'string', default: '1000' },
    requests: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '20' },
    'xlsx-runs': { type: 'string', default: '3' },
    'server-node-args': { type: 'string' },
    /** Plans of the API's statements slower than this many ms go to the PostgreSQL server log. */
    'explain-ms': { type: 'string' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url is required (PostgreSQL: issue 14 sets its targets there)');
const wanted = new Set(args.calls.split(','));
const counts: CalcCounts = {
  requests: Number(args.requests),
  warmup: Number(args.warmup),
  seconds: Number(args.seconds),
  agents: Number(args.agents),
  thinkMs: Number(args['think-ms']),
};
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The database named in the URL, created when missing (connecting to `postgres` on the same server). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      log(`created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

async function makeTenant(): Promise<CalcTenant> {
  await ensureDatabase(databaseUrl!);
  const database = await openDatabase({ databaseUrl });
  try {
    if (args['skip-seed']) return await findCalcTenant(database, args.tenant);
    const started = performance.now();
    log(
      `seeding ${args.tenant}: ${args.customers} customers, ${args.commercials} commercials, ` +
        `${args.months} months, ~${args['sales-per-month']} sales per commercial and month`,
    );
    const tenant = await resetCalcTenant(database, {
      subdomain: args.tenant,
      password: args.password,
      customers: Number(args.customers),
      commercials: Number(args.commercials),
      months: Number(args.months),
      salesPerMonth: Number(args['sales-per-month']),
      seed: Number(args.seed),
    });
    log(`tenant made in ${fixed((performance.now() - started) / 1000)} s`);
    return tenant;
  } finally {
    await database.close();
  }
}

/** 'YYYY-MM' of the current Madrid month and of the one before. */
function months(): Array<{ label: string; year: number; month: number; text: string }> {
  const [year, month] = madridToday().split('-').map(Number) as [number, number];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const text = (m: { year: number; month: number }) => `${m.year}-${String(m.month).padStart(2, '0')}`;
  return [
    { label: 'current month', year, month, text: text({ year, month }) },
    { label: 'previous month', ...previous, text: text(previous) },
  ];
}

async function main() {
  log(`calculadora: PostgreSQL, tenant ${args.tenant}, as ${args.as}`);
  log(`node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`);
  const tenant = await makeTenant();
  log(`tenant ${tenant.tenantId}: ${tenant.comerciales.length} commercials`);
  const explainMs = args['explain-ms'] === undefined ? null : Number(args['explain-ms']);
  if (explainMs !== null) {
    await autoExplain(databaseUrl!, explainMs);
    log(`auto_explain on for statements over ${explainMs} ms: plans in the PostgreSQL server log`);
  }
  try {
    await measureAll(tenant);
  } finally {
    if (explainMs !== null) await autoExplain(databaseUrl!, null);
  }
}

/** The API started, every call measured, the tables printed. */
async function measureAll(tenant: CalcTenant) {
  process.env.PGAPPNAME = CALC_APP_NAME;
  const server = await startServer({
    databaseUrl,
    tenant: args.tenant,
    nodeArgs: args['server-node-args']?.split(' ').filter(Boolean),
  });
  delete process.env.PGAPPNAME;
  log(`server pid ${server.pid} ready in ${fixed(server.startSeconds)} s`);
  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  const meters = { server, monitor };
  const session = new ApiSession(server.baseUrl, args.as, args.password);
  const rows: Array<Array<string | number>> = [];
  const xlsxRows: Array<Array<string | number>> = [];
  try {
    if (wanted.has('floor'))
      rows.push(await measureCall(meters, 'floor', () => session.load('/api/cuentas/detalle/'), counts));
    for (const mes of months()) {
      for (const call of ['objetivo_mes', 'extracto'] as const) {
        if (!wanted.has(call)) continue;
        let k = 0;
        const send = () => {
          const comercial = tenant.comerciales[k++ % tenant.comerciales.length];
          return session.load(
            `/api/calculadora/${call}/?month_year_updated_on=${mes.text}&comercial=${comercial}`,
          );
        };
        rows.push(await measureCall(meters, `${call} 1 commercial, ${mes.label}`, send, counts));
      }
      if (wanted.has('equipo_mes')) {
        const send = () => session.load(`/api/calculadora/equipo_mes/?month_year_updated_on=${mes.text}`);
        rows.push(
          await measureCall(meters, `equipo_mes ${tenant.comerciales.length}, ${mes.label}`, send, counts),
        );
      }
      if (wanted.has('xlsx')) {
        const runs = [];
        for (let run = 0; run < Number(args['xlsx-runs']); run++)
          runs.push(await timeXlsx(server, session, mes));
        xlsxRows.push(xlsxRow(`${mes.text} (${mes.label})`, runs));
        log(`xlsx ${mes.text}: ${xlsxRows.at(-1)!.slice(1).join('  ')}`);
      }
    }
  } finally {
    await monitor.end();
    await server.stop();
  }
  console.log(
    `\nPostgreSQL, tenant ${args.tenant} (${tenant.comerciales.length} commercials), as ${args.as}; ` +
      `${counts.agents} agents pausing ~${counts.thinkMs} ms; load average at end ${loadAverage()}`,
  );
  printTable(CALC_HEADERS, rows);
  if (xlsxRows.length) {
    console.log('');
    printTable(XLSX_HEADERS, xlsxRows);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
