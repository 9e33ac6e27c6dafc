/**
 * Customer-list latency under load: starts the real API on a seeded database, logs in as the
 * tenant's manager and comercial, and drives GET /api/clientes/entradas/ with 16 concurrent
 * clients per (role, filter mix, page). Prints figures; never passes or fails.
 *
 *   npx tsx bench/list-customers.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench
 *   npx tsx bench/list-customers.ts --data-dir /tmp/bench-pglite
 *
 * Mixes: none (no filter, default order), search (search=<term>), filters (estadoCliente +
 * comercial + fecha_contacto range), month (one commercial's last 30 days of contact), nombre (nombre=<term>); "floor" calls GET /api/cuentas/detalle/
 * instead (tenant + auth + one small query: the stack's cost without the list). Deep pages are
 * clamped to the last. A free-text filter mix is `<filter>:<fragment>`, with `+segmento` for
 * segmento=PARTICULAR too (`nombre:gar+segmento`); `--mixes text` runs every free-text filter
 * with a common and a rare fragment, alone and with segmento (TEXT_MIXES).
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { codeVersion, postgresCpuSeconds, startServer } from './lib/api-server';
import { ApiSession, fixed, loadAverage, percentile, printTable, runLoad } from './lib/load';
import { listMixQuery } from './lib/list-mixes';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string', default: '/tmp/bench-pglite' },
    tenant: { type: 'string', default: 'bench01' },
    password: { type: 'string', default: 'bench1234' },
    roles: { type: 'string', default: 'manager,comercial' },
    mixes: { type: 'string', default: 'none,search,filters' },
    pages: { type: 'string', default: '1,2000' },
    'page-size': { type: 'string', default: '25' },
    search: { type: 'string', default: 'garrido' },
    concurrency: { type: 'string', default: '16' },
    requests: { type: 'string', default: '400' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '16' },
    'think-ms': { type: 'string', default: '0' },
    'server-node-args': { type: 'string' },
  },
});
const pageSize = Number(args['page-size']);
const concurrency = Number(args.concurrency);

interface Page {
  count: number;
  results: unknown[];
}

/** Each free-text filter with a common 3-letter fragment and a rare one (bench seed, 1M). */
const TEXT_FRAGMENTS: Record<string, [common: string, rare: string]> = {
  nombre: ['gar', 'zub'],
  documento: ['123', '9999'],
  email: ['gar', 'zub'],
  direccion: ['cal', 'zurb'],
  localidad: ['mad', 'zamo'],
  notes: ['llam', 'zub'],
  telefono: ['612', '99999'],
};
const TEXT_MIXES = Object.entries(TEXT_FRAGMENTS).flatMap(([filter, fragments]) =>
  fragments.flatMap((fragment) => [`${filter}:${fragment}`, `${filter}:${fragment}+segmento`]),
);

const mixQuery = (mix: string, comercialId: number) =>
  listMixQuery(mix, { comercialId, search: args.search });

async function main() {
  const engine = args['database-url'] ? 'PostgreSQL' : `PGlite (${args['data-dir']})`;
  console.log(
    `list-customers: ${engine}, tenant ${args.tenant}, ${concurrency} clients${Number(args['think-ms']) > 0 ? ` thinking ${args['think-ms']} ms between requests` : ''}, ≤${args.requests} requests or ≤${args.seconds} s per cell`,
  );
  console.log(
    `${new Date().toISOString()}  node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`,
  );
  const server = await startServer({
    databaseUrl: args['database-url'],
    dataDir: args['data-dir'],
    tenant: args.tenant,
    nodeArgs: args['server-node-args']?.split(' ').filter(Boolean),
  });
  const startupPeak = server.memory.peak();
  console.log(
    `server pid ${server.pid} ready in ${fixed(server.startSeconds)} s, peak RSS so far ${fixed(startupPeak, 0)} MiB`,
  );
  server.memory.reset();
  const rows: Array<Array<string | number>> = [];
  try {
    const sessions = new Map(
      args.roles.split(',').map((role) => [role, new ApiSession(server.baseUrl, role, args.password)]),
    );
    const comercial = new ApiSession(server.baseUrl, 'comercial', args.password);
    const { id: comercialId } = await comercial.getJson<{ id: number }>('/api/cuentas/detalle/');
    for (const [role, session] of sessions) {
      const mixes = args.mixes.split(',').flatMap((mix) => (mix === 'text' ? TEXT_MIXES : [mix]));
      for (const mix of mixes) {
        // "floor": GET /api/cuentas/detalle/ — the same tenant + auth path with one tiny query.
        const floor = mix === 'floor';
        const query = floor ? '' : mixQuery(mix, comercialId);
        const path = (page: number) =>
          floor
            ? '/api/cuentas/detalle/'
            : `/api/clientes/entradas/?${query}${query ? '&' : ''}page=${page}&itemsPerPage=${pageSize}`;
        const first = floor ? { count: 0, results: [] } : await session.getJson<Page>(path(1));
        const lastPage = Math.max(1, Math.ceil(first.count / pageSize));
        const pages = floor
          ? [1]
          : [
              ...new Set(
                args.pages.split(',').map((p) => (p === 'last' ? lastPage : Math.min(Number(p), lastPage))),
              ),
            ];
        for (const page of pages) {
          await session.token();
          await runLoad({
            concurrency,
            maxRequests: Number(args.warmup),
            maxSeconds: 30,
            send: () => session.load(path(page)),
          });
          server.memory.reset();
          const cpuBefore = server.cpuSeconds();
          const dbCpuBefore = postgresCpuSeconds();
          const clientCpuBefore = process.cpuUsage();
          const result = await runLoad({
            concurrency,
            maxRequests: Number(args.requests),
            maxSeconds: Number(args.seconds),
            thinkMs: Number(args['think-ms']),
            send: () => session.load(path(page)),
          });
          const n = result.latenciesMs.length;
          const clientCpu = process.cpuUsage(clientCpuBefore);
          const perRequest = (seconds: number) => fixed((seconds * 1000) / n);
          const row = [
            role,
            mix,
            page,
            first.count,
            n,
            fixed(percentile(result.latenciesMs, 50)),
            fixed(percentile(result.latenciesMs, 95)),
            fixed(percentile(result.latenciesMs, 99)),
            fixed(n / result.seconds),
            result.errors,
            perRequest(server.cpuSeconds() - cpuBefore),
            engine === 'PostgreSQL' ? perRequest(postgresCpuSeconds() - dbCpuBefore) : '-',
            perRequest((clientCpu.user + clientCpu.system) / 1e6),
            fixed(server.memory.peak(), 0),
          ];
          rows.push(row);
          console.log(`  ${row.join('  ')}${result.firstError ? `  first error: ${result.firstError}` : ''}`);
        }
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`\nGET /api/clientes/entradas/ (${pageSize}/page), load average at end ${loadAverage()}`);
  printTable(
    [
      'role',
      'mix',
      'page',
      'count',
      'reqs',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s',
      'errors',
      'server CPU ms/req',
      'db CPU ms/req',
      'client CPU ms/req',
      'peak RSS MiB',
    ],
    rows,
  );
  console.log(
    `server peak RSS: ${fixed(startupPeak, 0)} MiB at start-up; ${fixed(Math.max(...rows.map((r) => Number(r[13]))), 0)} MiB under load`,
  );
  console.log(
    `mix filters = ${mixQuery('filters', 0).replace('comercial=0', "comercial=<the comercial's id>")}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
