/**
 * Paired comparison of the customer list between this checkout and another one (e.g. a
 * `git worktree` of the previous commit): both APIs run at once on the same database, and one
 * client sends each request to both, alternately, so the box's noise (other processes, CPU
 * frequency, a neighbour's load) falls on both alike. Prints, per (role, mix, page), the p50/p95
 * of each, and the CPU per request of each API process and of each one's PostgreSQL backends
 * (told apart by their application_name, set through PGAPPNAME).
 *
 *   git worktree add /tmp/base HEAD~1 && cp -a node_modules /tmp/base/   (relative links)
 *   npx tsx bench/compare-list.ts --other /tmp/base --database-url postgres://postgres@127.0.0.1:5432/ventas_bench
 *
 * Or this checkout against itself through a transaction pooler (issue 30: what PgBouncer costs):
 * the other side connects to `--other-database-url` with DATABASE_POOLER=transaction, and the
 * pooler's own CPU (every `pgbouncer` process) is reported per request.
 *   PGB=$(node scripts/ensure-pgbouncer.mjs --server=postgres://postgres@127.0.0.1:5432/postgres)
 *   npx tsx bench/compare-list.ts --database-url postgres://…/ventas_bench --other-database-url ${PGB%/*}/ventas_bench \
 *     --pooler-pid $(cat <its state dir>/pgbouncer.pid)
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  backendCpuSeconds,
  codeVersion,
  commandCpuSeconds,
  processCpuSeconds,
  startServer,
} from './lib/api-server';
import { ApiSession, fixed, loadAverage, percentile, printTable } from './lib/load';
import { pairedLatencies, startSide, warmUp, type Side } from './lib/paired-sides';
import { listMixQuery } from './lib/list-mixes';

const { values: args } = parseArgs({
  options: {
    other: { type: 'string' },
    'database-url': { type: 'string' },
    'other-database-url': { type: 'string' },
    /** The pooler's pid (its pidfile): others on the box (CI's, a cluster's) are not counted. */
    'pooler-pid': { type: 'string' },
    tenant: { type: 'string', default: 'bench01' },
    password: { type: 'string', default: 'bench1234' },
    roles: { type: 'string', default: 'manager,comercial' },
    mixes: { type: 'string', default: 'floor,none,search,filters' },
    pages: { type: 'string', default: '1,2000' },
    search: { type: 'string', default: 'garrido' },
    requests: { type: 'string', default: '600' },
    warmup: { type: 'string', default: '100' },
  },
});
if (!(args.other || args['other-database-url']) || !args['database-url'])
  throw new Error('--database-url and one of --other or --other-database-url are required');
const pooledOther = !args.other;

const PAGE_SIZE = 25;

const mixQuery = (mix: string, comercialId: number) =>
  listMixQuery(mix, { comercialId, search: args.search });

async function main() {
  const serverOptions = { databaseUrl: args['database-url'], tenant: args.tenant };
  const roles = args.roles.split(',');
  const startOther = pooledOther
    ? () => startServer({ ...serverOptions, databaseUrl: args['other-database-url'], pooler: 'transaction' })
    : await otherCheckout(serverOptions);
  console.log(
    `compare-list: this checkout (${codeVersion()}) against ${pooledOther ? 'itself through the pooler' : args.other}, load ${loadAverage()}`,
  );
  const sides = [
    await startSide('this', () => startServer(serverOptions), roles, args.password),
    await startSide('other', startOther, roles, args.password),
  ];
  const rows: Array<Array<string | number>> = [];
  const monitor = new pg.Client({ connectionString: args['database-url'] });
  await monitor.connect();
  try {
    const probe = new ApiSession(sides[0]!.server.baseUrl, 'comercial', args.password);
    const { id: comercialId } = await probe.getJson<{ id: number }>('/api/cuentas/detalle/');
    for (const role of args.roles.split(',')) {
      for (const mix of args.mixes.split(',')) {
        const floor = mix === 'floor';
        const query = floor ? '' : mixQuery(mix, comercialId);
        const path = (page: number) =>
          floor
            ? '/api/cuentas/detalle/'
            : `/api/clientes/entradas/?${query}${query ? '&' : ''}page=${page}&itemsPerPage=${PAGE_SIZE}`;
        const session = (side: Side) => side.sessions.get(role)!;
        const first = floor ? { count: 0 } : await session(sides[0]!).getJson<{ count: number }>(path(1));
        const last = Math.max(1, Math.ceil(first.count / PAGE_SIZE));
        const pages = floor ? [1] : [...new Set(args.pages.split(',').map((p) => Math.min(Number(p), last)))];
        for (const page of pages) {
          await warmUp(sides.map(session), path(page), Number(args.warmup));
          const cpuBefore = sides.map((side) => side.server.cpuSeconds());
          const poolerBefore = poolerCpuSeconds();
          const dbBefore = await Promise.all(
            sides.map((side) => backendCpuSeconds(monitor, side.applicationName)),
          );
          const latencies = await pairedLatencies(sides.map(session), path(page), Number(args.requests));
          const cpu = sides.map(
            (side, k) => ((side.server.cpuSeconds() - cpuBefore[k]!) * 1000) / Number(args.requests),
          );
          const dbAfter = await Promise.all(
            sides.map((side) => backendCpuSeconds(monitor, side.applicationName)),
          );
          const db = sides.map((_, k) => (dbAfter[k]!.since(dbBefore[k]!) * 1000) / Number(args.requests));
          const pooler = ((poolerCpuSeconds() - poolerBefore) * 1000) / Number(args.requests);
          const row = [
            role,
            mix,
            page,
            ...sides.flatMap((_, k) => [
              fixed(percentile(latencies[k]!, 50)),
              fixed(percentile(latencies[k]!, 95)),
            ]),
            fixed(cpu[0]!, 2),
            fixed(cpu[1]!, 2),
            fixed(db[0]!, 2),
            fixed(db[1]!, 2),
            fixed(pooler, 2),
            `${fixed((100 * (cpu[0]! + db[0]! - cpu[1]! - db[1]! - pooler)) / (cpu[1]! + db[1]! + pooler), 0)} %`,
          ];
          rows.push(row);
          console.log(`  ${row.join('  ')}`);
        }
      }
    }
  } finally {
    await monitor.end();
    for (const side of sides) await side.server.stop();
  }
  printTable(
    [
      'role',
      'mix',
      'page',
      'this p50',
      'this p95',
      'other p50',
      'other p95',
      'this API CPU ms/req',
      'other API CPU ms/req',
      'this PostgreSQL CPU ms/req',
      'other PostgreSQL CPU ms/req',
      'PgBouncer CPU ms/req',
      'API + PostgreSQL (+ PgBouncer) this vs other',
    ],
    rows,
  );
}

/** CPU so far of the pooler the other side goes through: its pid if given, else every PgBouncer. */
const poolerCpuSeconds = () =>
  args['pooler-pid'] ? processCpuSeconds(Number(args['pooler-pid'])) : commandCpuSeconds('pgbouncer');

/** The other checkout's own server starter (it may differ from this one's). */
async function otherCheckout(serverOptions: { databaseUrl: string | undefined; tenant: string }) {
  const otherLib = join(resolve(args.other ?? ''), 'bench/lib/api-server.ts');
  const other = (await import(otherLib)) as { startServer: typeof startServer };
  return () => other.startServer(serverOptions);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
