/**
 * Gerencia and statistics (issue 15's targets): "On PostgreSQL, the largest tenant (1M customers,
 * ~3M attentions, 50 commercials): each Gerencia count call and each statistics call for a month
 * p95 ≤ 100 ms at one client and ≤ 300 ms with 8 concurrent managers; the Ctrl+K customer search
 * p95 ≤ 30 ms at one client." Prints figures; never passes or fails.
 *
 * Makes its tenant straight in the database: the calculator's (lib/calculadora-tenant.ts: 1M
 * customers, 50 commercials, 12 months of sales, objectives; ~0.7M attentions) with its
 * attentions topped up to `--attentions` (lib/gerencia-attentions.ts); `--skip-seed` reuses the
 * one a previous run made and writes nothing. Starts the real API and, as the team's manager
 * (`--as`), measures for the current 2nd→1st period (domain ventanaGerencia) and the previous one
 * (ventanaGerenciaAnterior):
 *
 * - `gerencia`: GET /api/comerciales/gerencia/?fechas_after=&fechas_before= (every figure of the
 *   50 commercials and the total: Gerencia · Comerciales);
 * - `tipoVentaCount`, `accionesComerciales`, `consecucionCount`, `rankingComerciales`:
 *   GET /api/atenciones/stats/<name>/?updated_on_after=&updated_on_before= (the dashboard's and
 *   Gerencia · Estadísticas' charts);
 * - `acciones1`: accionesComerciales of one commercial (`&comercial=<id>`, commercial after
 *   commercial: the dashboard's picker; a Comercial's own dashboard asks the same of their figures);
 * - `objetivos`: GET /api/comerciales/gerencia/objetivos/?month_year_updated_on=YYYY-MM (the
 *   period's month: Gerencia · Proyección and Reporte);
 * - `agendado`, `vendido`: the Teletrabajo list a figure of one commercial opens
 *   (GET /api/clientes/entradas/ with domain filtrosDeFigura's filters), commercial after commercial;
 * - once, `search`: Ctrl+K, GET /api/clientes/entradas/?search=<text>&itemsPerPage=8 over
 *   `--searches` texts from the tenant's customers (a phone's first 6 digits, a surname, a
 *   document's first 5 characters), in turn;
 * - `campanaCuenta`, `campana3dias`, `campanaVencidos`, `campanaEquipo`: the top bar's bell
 *   (issue 31, decision 234): each minute GET /api/clientes/agendados/cuenta/?range=overdue and
 *   GET /api/clientes/agendados/?range=3days (`&comercial=<id>`, commercial after commercial);
 *   on opening ?range=overdue of one commercial and of everyone (a Manager's team);
 * - `pipeline`, `pipelineComercial`, `pipelineColumna`: the offers pipeline (issue 31 §2, decision
 *   236): GET /api/atenciones/ofertas/pipeline/ for the offers created in the window, of everyone
 *   and of one commercial (commercial after commercial), and the next page (2) of Presentada's
 *   cards (GET …/pipeline/tarjetas/?estado=2&page=2);
 * - `floor`: GET /api/cuentas/detalle/ (session + one small query), for scale.
 *
 * Each call at 1 client, at `--agents` pausing ~`--think-ms` and at `--agents` back to back with
 * CPU per request (lib/calculadora-measure.ts); a call the API does not answer yet (404) is a row
 * saying "not available". `--explain-ms 5` logs the plans of the API's statements slower than
 * 5 ms to the PostgreSQL server log (lib/calculadora-explain.ts).
 *
 *   npx tsx bench/gerencia.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench_gerencia
 *   npx tsx bench/gerencia.ts --database-url … --skip-seed                     # measure again, same data
 *   npx tsx bench/gerencia.ts --database-url … --skip-seed --calls gerencia,search
 *   npx tsx bench/gerencia.ts --database-url … --customers 20000 --attentions 60000 --requests 60  # smoke
 *
 * Options (defaults): --tenant benchgerencia, --password bench1234, --customers 1000000,
 * --commercials 50, --months 12, --sales-per-month 40, --attentions 3000000, --seed 0.27,
 * --skip-seed, --as manager, --calls <all: floor,gerencia,tipoVentaCount,accionesComerciales,
 * consecucionCount,rankingComerciales,acciones1,objetivos,agendado,vendido,search,campanaCuenta,
 * campana3dias,campanaVencidos,campanaEquipo,pipeline,pipelineComercial,pipelineColumna>,
 * --windows current,previous, --agents 8, --think-ms 1000, --requests 300, --seconds 30, --warmup 20, --searches 200,
 * --server-node-args '<node flags>', --explain-ms <ms>.
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  ventanaGerencia,
  ventanaGerenciaAnterior,
  type Ventana,
} from '@ventas/domain/gerencia/gerencia-ventana';
import { madridToday } from '@ventas/domain/time/madrid';
import { codeVersion, startServer } from './lib/api-server';
import { autoExplain } from './lib/calculadora-explain';
import { CALC_APP_NAME, CALC_HEADERS, measureCall, type CalcCounts } from './lib/calculadora-measure';
import {
  EVERY_CALL,
  campanaCalls,
  PIPELINE,
  gerenciaPath,
  searchCall,
  searchTexts,
  windowCalls,
  type BenchCall,
} from './lib/gerencia-calls';
import { makeGerenciaTenant, type GerenciaTenant } from './lib/gerencia-tenant';
import { ApiSession, fixed, loadAverage, printTable } from './lib/load';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    tenant: { type: 'string', default: 'benchgerencia' },
    password: { type: 'string', default: 'bench1234' },
    customers: { type: 'string', default: '1000000' },
    commercials: { type: 'string', default: '50' },
    months: { type: 'string', default: '12' },
    /** Mean sales (offers) per commercial and month; each has 1–3 packages (~1.6). */
    'sales-per-month': { type: 'string', default: '40' },
    /** Attentions the tenant holds after the top-up. */
    attentions: { type: 'string', default: '3000000' },
    seed: { type: 'string', default: '0.27' },
    'skip-seed': { type: 'boolean', default: false },
    as: { type: 'string', default: 'manager' },
    calls: { type: 'string', default: EVERY_CALL.join(',') },
    windows: { type: 'string', default: 'current,previous' },
    agents: { type: 'string', default: '8' },
    'think-ms': { type: 'string', default: '1000' },
    requests: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '20' },
    searches: { type: 'string', default: '200' },
    'server-node-args': { type: 'string' },
    /** Plans of the API's statements slower than this many ms go to the PostgreSQL server log. */
    'explain-ms': { type: 'string' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url is required (PostgreSQL: issue 15 sets its targets there)');
const wanted = new Set(args.calls.split(','));
const counts: CalcCounts = {
  requests: Number(args.requests),
  warmup: Number(args.warmup),
  seconds: Number(args.seconds),
  agents: Number(args.agents),
  thinkMs: Number(args['think-ms']),
};
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The current 2nd→1st period (the one that holds today) and the one before it. */
function windows(): Array<{ label: string; ventana: Ventana }> {
  const hoy = madridToday();
  const all = [
    { key: 'current', label: 'current period', ventana: ventanaGerencia(hoy) },
    { key: 'previous', label: 'previous period', ventana: ventanaGerenciaAnterior(hoy) },
  ];
  const keys = args.windows.split(',');
  return all.filter((w) => keys.includes(w.key));
}

async function main() {
  log(`gerencia: PostgreSQL, tenant ${args.tenant}, as ${args.as}`);
  log(`node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`);
  const tenant = await makeGerenciaTenant({
    databaseUrl: databaseUrl!,
    subdomain: args.tenant,
    password: args.password,
    customers: Number(args.customers),
    commercials: Number(args.commercials),
    months: Number(args.months),
    salesPerMonth: Number(args['sales-per-month']),
    seed: Number(args.seed),
    attentions: Number(args.attentions),
    skipSeed: args['skip-seed'],
  });
  log(`tenant ${tenant.tenantId}: ${tenant.comerciales.length} commercials, ${tenant.attentions} attentions`);
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

/** The size of what is measured: the window's totals as Gerencia shows them. */
async function describeWindow(session: ApiSession, ventana: Ventana, label: string) {
  const response = await session.load(gerenciaPath(ventana));
  if (response.status !== 200) return;
  const { total } = JSON.parse(response.body.toString('utf8')) as { total: Record<string, number> };
  const figures = Object.entries(total)
    .map(([figura, n]) => `${figura} ${n}`)
    .join(', ');
  log(`${label} ${ventana.desde} → ${ventana.hasta}: customers per figure (all commercials): ${figures}`);
}

/** The API started, every call measured, the table printed. */
async function measureAll(tenant: GerenciaTenant) {
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
  if (PIPELINE.some((call) => wanted.has(call))) {
    const { rows: offers } = await monitor.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ofertas WHERE tenant_id = $1',
      [tenant.tenantId],
    );
    log(`offers in the tenant: ${offers[0]?.n ?? 0}`);
  }
  const session = new ApiSession(server.baseUrl, args.as, args.password);
  const rows: Array<Array<string | number>> = [];
  const measure = async (call: BenchCall) => {
    if (wanted.has(call.key)) rows.push(await measureCall(meters, call.name, call.send, counts));
  };
  try {
    await measure({ key: 'floor', name: 'floor', send: () => session.load('/api/cuentas/detalle/') });
    for (const { label, ventana } of windows()) {
      await describeWindow(session, ventana, label);
      for (const call of windowCalls(session, ventana, label, tenant.comerciales)) await measure(call);
    }
    if (wanted.has('search')) {
      const texts = await searchTexts(monitor, tenant.tenantId, Number(args.searches));
      log(`search texts, e.g. ${texts.slice(0, 6).join(', ')}`);
      await measure(searchCall(session, texts));
    }
    for (const call of campanaCalls(session, tenant.comerciales)) await measure(call);
  } finally {
    await monitor.end();
    await server.stop();
  }
  console.log(
    `\nPostgreSQL, tenant ${args.tenant} (${tenant.comerciales.length} commercials, ${tenant.attentions} ` +
      `attentions), as ${args.as}; ${counts.agents} agents pausing ~${counts.thinkMs} ms; ` +
      `load average at end ${loadAverage()}`,
  );
  printTable(CALC_HEADERS, rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
