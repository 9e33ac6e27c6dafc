/**
 * The PDF engine through the API (issue 13): starts the real API, signs in as a Comercial and
 * posts an offer-like HTML (4 packages, a price table, es-ES amounts, an inline SVG logo) to
 * POST /api/utils/generate-oferta-pdf/. Prints, never passes or fails:
 *
 * - the first PDF (the browser is launched on first use);
 * - p50/p95 at 1 client over `--requests` requests after `--warmup`;
 * - the wall time for `--concurrent` requests sent at once until all are answered (`--rounds`);
 * - memory of the API process and its Chromium (the process tree): the sum of VmRSS and of PSS
 *   (shared pages counted once), sampled every 50 ms, and the API's own VmHWM.
 *
 *   npx tsx bench/pdf.ts                       (PGlite in /tmp/bench-pdf-pglite)
 *   npx tsx bench/pdf.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench_pdf
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/open-database';
import { tenants } from '../apps/api/src/db/schema/tenancy';
import { ensurePlatformData } from '../apps/api/src/db/seed/platform-data';
import { createAccount, createTenant } from '../apps/api/src/db/seed/tenant-factory';
import { codeVersion, startServer, statusField } from './lib/api-server';
import { ApiSession, fixed, loadAverage, percentile, printTable } from './lib/load';
import { TreeMemoryWatch, treeMemory } from './lib/process-tree';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string', default: '/tmp/bench-pdf-pglite' },
    tenant: { type: 'string', default: 'benchpdf' },
    password: { type: 'string', default: 'bench1234' },
    requests: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    concurrent: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '5' },
  },
});
const PATH = '/api/utils/generate-oferta-pdf/';

/** es-ES money with the thousands point the offers print ('1.234,56 €'). */
const euros = (value: number) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(value);

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" rx="6" fill="#1565c0"/>' +
    '<text x="16" y="27" font-family="DejaVu Sans" font-size="18" fill="#fff">Ventas</text></svg>',
).toString('base64');

const PACKAGES = [
  {
    nombre: 'Fibra 1Gb + Móvil 50GB',
    lineas: ['Fibra 1Gb', 'Móvil 50GB', 'Llamadas ilimitadas'],
    cuota: 45.9,
  },
  { nombre: 'Línea adicional 25GB', lineas: ['Móvil 25GB', 'Roaming UE'], cuota: 12.5 },
  { nombre: 'TV Total', lineas: ['Deportes', 'Cine y series', 'Decodificador 4K'], cuota: 29.99 },
  {
    nombre: 'Samsung Galaxy S25 (24 cuotas)',
    lineas: ['Pago inicial 99,00 €', 'Cuota final 0,00 €'],
    cuota: 37.45,
  },
];

/** An offer as the screen would post it: header, customer, one block per package, totals. */
function offerHtml(): string {
  const base = PACKAGES.reduce((sum, p) => sum + p.cuota, 0);
  const rows = PACKAGES.map(
    (p) =>
      `<tr><td><strong>${p.nombre}</strong><ul>${p.lineas.map((l) => `<li>${l}</li>`).join('')}</ul></td>` +
      `<td class="n">${euros(p.cuota)}</td><td class="n">${euros(p.cuota * 1.21)}</td><td class="n">${euros(p.cuota * 1.21 * 24)}</td></tr>`,
  ).join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Oferta 2026-000123</title><style>
body { font-size: 10pt; color: #222 } header { display: flex; justify-content: space-between; align-items: center }
h1 { font-size: 16pt; margin: 0 } table { width: 100%; border-collapse: collapse; margin-top: 12px }
th, td { border-bottom: 1px solid #ccc; padding: 6px; vertical-align: top } th { background: #e3f2fd; text-align: left }
.n { text-align: right; white-space: nowrap } tfoot td { font-weight: bold; background: #f5f5f5 } ul { margin: 4px 0 0 16px; padding: 0 }
</style></head><body>
<header><img src="data:image/svg+xml;base64,${LOGO}" alt="Ventas"><div><h1>Oferta 2026-000123</h1>Madrid, 23 de noviembre de 2026</div></header>
<p><strong>Cliente:</strong> María José Peñalver Ibáñez · DNI 12345678Z · Calle Alcalá 123, 28009 Madrid</p>
<p><strong>Comercial:</strong> Íñigo Muñoz Sáez · Tienda Chamberí</p>
<table><thead><tr><th>Paquete</th><th class="n">Cuota sin IVA</th><th class="n">Cuota con IVA</th><th class="n">24 meses</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><td>Total mensual</td><td class="n">${euros(base)}</td><td class="n">${euros(base * 1.21)}</td>
<td class="n">${euros(base * 1.21 * 24)}</td></tr></tfoot></table>
<p>Promoción: 50 % de descuento en la fibra durante 6 meses. Precios con IVA (21 %). Oferta válida 15 días.</p>
</body></html>`;
}

async function ensureTenant(): Promise<void> {
  const database = await openDatabase({ databaseUrl: args['database-url'], dataDir: args['data-dir'] });
  try {
    const [existing] = await database.owner
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.subdomain, args.tenant));
    if (existing) return;
    await ensurePlatformData(database);
    const tenant = await createTenant(database, { name: 'Bench PDF', subdomain: args.tenant, groups: ['A'] });
    await createAccount(database, tenant.id, { username: 'comercial', rol: 4, password: args.password });
  } finally {
    await database.close();
  }
}

async function main() {
  const engine = args['database-url'] ? 'PostgreSQL' : `PGlite (${args['data-dir']})`;
  console.log(`pdf: ${engine}, tenant ${args.tenant}`);
  console.log(
    `${new Date().toISOString()}  node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`,
  );
  await ensureTenant();
  const server = await startServer({
    databaseUrl: args['database-url'],
    dataDir: args['data-dir'],
    tenant: args.tenant,
  });
  const idle = treeMemory(server.pid);
  console.log(
    `server pid ${server.pid} ready in ${fixed(server.startSeconds)} s, RSS ${fixed(idle.apiRss, 0)} MiB (no browser yet)`,
  );
  const session = new ApiSession(server.baseUrl, 'comercial', args.password);
  const body = JSON.stringify({ html: offerHtml() });
  const token = await session.token();
  const post = async (): Promise<{ ms: number; bytes: number }> => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    const pdf = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${PATH}: ${response.status} ${pdf.toString()}`);
    return { ms: performance.now() - started, bytes: pdf.length };
  };

  const memory = new TreeMemoryWatch(server.pid, 50);
  const rows: Array<Array<string | number>> = [];
  try {
    const first = await post();
    rows.push(['first PDF (browser launch)', 1, fixed(first.ms), '-', '-', first.bytes]);
    for (let i = 0; i < Number(args.warmup); i += 1) await post();

    const sequential: number[] = [];
    for (let i = 0; i < Number(args.requests); i += 1) sequential.push((await post()).ms);
    rows.push([
      '1 client, warm',
      sequential.length,
      fixed(percentile(sequential, 50)),
      fixed(percentile(sequential, 95)),
      fixed(Math.max(...sequential)),
      first.bytes,
    ]);

    const concurrent = Number(args.concurrent);
    const walls: number[] = [];
    const slowest: number[] = [];
    for (let round = 0; round < Number(args.rounds); round += 1) {
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: concurrent }, () => post()));
      walls.push(performance.now() - started);
      slowest.push(Math.max(...answers.map((answer) => answer.ms)));
    }
    rows.push([
      `${concurrent} at once, all answered (wall)`,
      `${args.rounds} rounds`,
      fixed(percentile(walls, 50)),
      '-',
      fixed(Math.max(...walls)),
      first.bytes,
    ]);
  } finally {
    memory.stop();
    const apiHwm = statusField(server.pid, 'VmHWM');
    const after = treeMemory(server.pid);
    await server.stop();
    console.log(`\nPOST ${PATH} (offer HTML ${Buffer.byteLength(body)} bytes of JSON)`);
    printTable(['case', 'requests', 'p50 / median ms', 'p95 ms', 'max ms', 'PDF bytes'], rows);
    const { peak } = memory;
    console.log(
      `\nmemory (MiB, peaks sampled every 50 ms): API process VmHWM ${fixed(apiHwm, 0)}, RSS ${fixed(peak.apiRss, 0)}; ` +
        `Chromium (${peak.chromiumProcesses} processes) RSS sum ${fixed(peak.chromiumRss, 0)}, PSS sum ` +
        `${fixed(peak.chromiumPss, 0)}; whole tree PSS ${fixed(peak.treePss, 0)} (after the run ${fixed(after.treePss, 0)})`,
    );
    console.log(`load average at end ${loadAverage()}`);
  }
}

await main();
