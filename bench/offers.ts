/**
 * Offers (issue 13): saving an offer of 4 packages, and the documents of a saved offer. Every run
 * makes its tenant again (lib/offer-tenant.ts: `--customers` customers with their history, straight
 * in the database), starts the real API, makes the catalogue through it as the admin
 * (lib/offer-catalogue.ts) and, as the tenant's Comercial, measures:
 *
 * - `create`: POST /api/atenciones/entradas/ with tipo OFERTA and 4 packages, each for the next of
 *   the Comercial's customers (`--pool` of them, in turn);
 * - `edit`: PUT /api/atenciones/oferta/{id}/ of `--offers` of those offers in turn, every package
 *   kept by id (so are its quoted prices), the notes changed;
 * - `html`: GET /api/utils/generate-oferta-html/{id};
 * - `pdf`: GET /api/utils/generate-oferta-pdf/{id} (lib/offer-pdf.ts): the first (the browser
 *   launches), 1 client warm, `--concurrent` at once (`--rounds`), the API's and Chromium's memory.
 *
 * Saves and the HTML run at 1 client, at `--agents` pausing ~`--think-ms`, and at `--agents`
 * back to back, with CPU per request (lib/offer-measure.ts). Prints figures; never passes or fails.
 *
 *   createdb -h 127.0.0.1 -U postgres ventas_bench_offers
 *   npx tsx bench/offers.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench_offers
 *   npx tsx bench/offers.ts --data-dir /tmp/bench-offers-pglite
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';
import { openDatabase } from '../apps/api/src/db/open-database';
import { codeVersion, REPO_ROOT, startServer } from './lib/api-server';
import { ApiSession, fixed, loadAverage, printTable, type RawResponse } from './lib/load';
import { createBenchCatalogue, cuatroPaquetes, type BenchCatalogue } from './lib/offer-catalogue';
import { jsonOf, sendJson } from './lib/offer-http';
import { API_APP_NAME, CELL_HEADERS, measure, type Meters, type Mode } from './lib/offer-measure';
import { measurePdf, printPdf, type PdfFigures } from './lib/offer-pdf';
import { resetOfferTenant, type OfferTenant } from './lib/offer-tenant';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string', default: '/tmp/bench-offers-pglite' },
    tenant: { type: 'string', default: 'benchofr' },
    password: { type: 'string', default: 'bench1234' },
    /** Customers of the tenant (with phones, attentions, offers), made before the API starts. */
    customers: { type: 'string', default: '20000' },
    /** How many of the Comercial's customers the saves go round. */
    pool: { type: 'string', default: '3000' },
    /** How many saved offers the edits and documents go round. */
    offers: { type: 'string', default: '128' },
    calls: { type: 'string', default: 'create,edit,html,pdf' },
    agents: { type: 'string', default: '16' },
    'think-ms': { type: 'string', default: '1000' },
    requests: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '20' },
    'pdf-requests': { type: 'string', default: '50' },
    'pdf-warmup': { type: 'string', default: '5' },
    concurrent: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '5' },
    /** How often Chromium's memory is sampled during the PDF cells (50 ms cost ~0.3 core). */
    'memory-sample-ms': { type: 'string', default: '200' },
    'server-node-args': { type: 'string' },
  },
});
const postgres = Boolean(args['database-url']);
const wanted = new Set(args.calls.split(','));
const counts = {
  requests: Number(args.requests),
  warmup: Number(args.warmup),
  seconds: Number(args.seconds),
};
const pdfOptions = {
  requests: Number(args['pdf-requests']),
  warmup: Number(args['pdf-warmup']),
  seconds: 120,
  concurrent: Number(args.concurrent),
  rounds: Number(args.rounds),
  sampleMs: Number(args['memory-sample-ms']),
};
const modes: Mode[] = [
  { label: '1 client', concurrency: 1, thinkMs: 0 },
  {
    label: `${args.agents} agents ~${args['think-ms']} ms`,
    concurrency: Number(args.agents),
    thinkMs: Number(args['think-ms']),
  },
  { label: `${args.agents} back to back`, concurrency: Number(args.agents), thinkMs: 0 },
];
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The tenant made again, its customers included, before the API starts (PGlite has one user at a time). */
async function makeTenant(): Promise<OfferTenant> {
  const database = await openDatabase(
    postgres ? { databaseUrl: args['database-url'] } : { dataDir: args['data-dir'] },
  );
  try {
    const started = performance.now();
    const tenant = await resetOfferTenant(database, {
      subdomain: args.tenant,
      password: args.password,
      customers: Number(args.customers),
      pool: Number(args.pool),
    });
    log(`tenant made in ${fixed((performance.now() - started) / 1000)} s: ${JSON.stringify(tenant.counts)}`);
    log(`the Comercial's PARTICULAR customers saved for: ${tenant.pool.length}`);
    return tenant;
  } finally {
    await database.close();
  }
}

/** The CREATE body of the `k`-th save: a new OFERTA entry for the pool's next customer. */
function entrada(catalogue: BenchCatalogue, pool: readonly number[], k: number) {
  const cliente = pool[k % pool.length]!;
  return {
    cliente,
    tipo: 'OFERTA',
    tipo_llamada: 'Saliente',
    notas: 'Interesado en portar las líneas; enviar la oferta por correo.',
    oferta: {
      tipoOferta: k % 4 === 0 ? 'ALTA NUEVA' : 'PORTABILIDAD',
      isp: 'Movistar',
      precioAnterior: '85.40',
      paquetes: cuatroPaquetes(catalogue, cliente, k),
    },
  };
}

/** What an edit sends back: the saved offer's fields and every package by id, as the form holds them. */
function editForm(detail: OfertaDetail) {
  return {
    tipoOferta: detail.tipoOferta,
    isp: detail.isp,
    precioAnterior: detail.precioAnterior,
    tipoIva: detail.tipoIva,
    paquetes: detail.paquetes.map((paquete) => ({
      id: paquete.id,
      tipoVenta: paquete.tipoVenta,
      tipoLinea: paquete.tipoLinea,
      tarifa: paquete.tarifa,
      promotion_priority: paquete.promociones.map((p) => ({
        promotion: p.id,
        priority_order: p.priority_order,
      })),
      cacharro: paquete.cacharro,
      installment: paquete.installment,
      seguro: paquete.seguro,
      svas: paquete.svas,
      lineasAsociadas: paquete.lineasAsociadas,
      crossSell: paquete.crossSell,
    })),
  };
}

/** CREATE cells; the first `--offers` offers saved are kept (topped up if the cells were skipped). */
async function saves(meters: Meters, session: ApiSession, catalogue: BenchCatalogue, tenant: OfferTenant) {
  const offers: number[] = [];
  let k = 0;
  const create = async (): Promise<RawResponse> => {
    const answer = await sendJson(
      session,
      'POST',
      '/api/atenciones/entradas/',
      entrada(catalogue, tenant.pool, k++),
    );
    if (answer.status === 201 && offers.length < Number(args.offers))
      offers.push((JSON.parse(answer.body.toString('utf8')) as AtencionView).oferta!.id);
    return answer;
  };
  const sample = await create();
  const saved = jsonOf<AtencionView>(sample, 'CREATE', 201);
  log(
    `CREATE answers ${sample.body.length} bytes: offer ${saved.oferta?.id}, precioTotal ${saved.oferta?.precioTotal}`,
  );
  const rows = [];
  if (wanted.has('create'))
    for (const mode of modes) rows.push(await measure(meters, 'CREATE 4 packages', mode, create, counts));
  while (offers.length < Number(args.offers)) jsonOf(await create(), 'CREATE', 201);
  return { rows, offers };
}

/** EDIT cells over the saved offers, each sent back as read, with new notes. */
async function edits(meters: Meters, session: ApiSession, offers: readonly number[]) {
  const forms = new Map<number, ReturnType<typeof editForm>>();
  for (const id of offers) {
    const detail = jsonOf<OfertaDetail>(
      await session.load(`/api/atenciones/oferta/${id}/`),
      'GET oferta',
      200,
    );
    if (detail.paquetes.length !== 4) throw new Error(`offer ${id} has ${detail.paquetes.length} packages`);
    forms.set(id, editForm(detail));
  }
  let k = 0;
  const edit = () => {
    const id = offers[k % offers.length]!;
    k += 1;
    const body = { ...forms.get(id)!, notas: `Revisión ${k}: el cliente pide el precio por escrito.` };
    return sendJson(session, 'PUT', `/api/atenciones/oferta/${id}/`, body);
  };
  const edited = jsonOf<OfertaDetail>(await edit(), 'EDIT', 200);
  log(
    `EDIT answers offer ${edited.id}: precioTotal ${edited.precioTotal}, ${edited.paquetes.length} packages`,
  );
  const rows = [];
  if (wanted.has('edit'))
    for (const mode of modes) rows.push(await measure(meters, 'EDIT 4 packages', mode, edit, counts));
  return rows;
}

async function main() {
  const engine = postgres ? 'PostgreSQL' : `PGlite (${args['data-dir']})`;
  log(`offers: ${engine}, tenant ${args.tenant}, ${args.customers} customers`);
  log(`node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`);
  const tenant = await makeTenant();
  // node-postgres names its connections from PGAPPNAME: the API's backends are found by it.
  if (postgres) process.env.PGAPPNAME = API_APP_NAME;
  const server = await startServer({
    databaseUrl: args['database-url'],
    dataDir: args['data-dir'],
    tenant: args.tenant,
    nodeArgs: args['server-node-args']?.split(' ').filter(Boolean),
  });
  delete process.env.PGAPPNAME;
  // lib/api-server.ts decides how the API runs (compiled bundle or tsx source): say which it was.
  const command = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(1);
  log(`server: node ${command.map((arg) => arg.replace(REPO_ROOT, '')).join(' ')}`);
  log(
    `server pid ${server.pid} ready in ${fixed(server.startSeconds)} s, RSS ${fixed(server.memory.rss(), 0)} MiB`,
  );
  const monitor = postgres ? new pg.Client({ connectionString: args['database-url'] }) : null;
  await monitor?.connect();
  const meters: Meters = { server, monitor };
  const rows: Array<Array<string | number>> = [];
  let pdf: PdfFigures | undefined;
  try {
    const started = performance.now();
    const catalogue = await createBenchCatalogue(new ApiSession(server.baseUrl, 'admin', args.password));
    log(`catalogue made through the API in ${fixed((performance.now() - started) / 1000)} s`);
    const session = new ApiSession(server.baseUrl, 'comercial', args.password);
    const saved = await saves(meters, session, catalogue, tenant);
    rows.push(...saved.rows, ...(await edits(meters, session, saved.offers)));
    let k = 0;
    const html = () =>
      session.load(`/api/utils/generate-oferta-html/${saved.offers[k++ % saved.offers.length]}`);
    log(`HTML view: ${(await html()).body.length} bytes`);
    if (wanted.has('html'))
      for (const mode of modes) rows.push(await measure(meters, 'HTML view', mode, html, counts));
    if (wanted.has('pdf')) pdf = await measurePdf(meters, session, saved.offers, pdfOptions);
  } finally {
    await monitor?.end();
    await server.stop();
  }
  console.log(`\n${engine}, ${args.customers} customers, load average at end ${loadAverage()}`);
  printTable(CELL_HEADERS, pdf ? [...rows, pdf.warm] : rows);
  if (pdf) printPdf(pdf, pdfOptions);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
