/**
 * The audit trail's cost on the customer list (issue 17: "the list benchmark must not move by more
 * than 5 %"): a paired comparison of this checkout's API on the bench database as it is (audit
 * triggers on, migration 0027) and on a throwaway copy of it with every audit trigger dropped.
 * Both APIs run at once; one client sends each request to both in turn (alternating which goes
 * first), so the box's noise falls on both alike. Prints p50/p95 and the CPU per request of each
 * API and of each one's PostgreSQL backends, and the audit rows written meanwhile (a read writes
 * none). What stays in both: `database.tenant()` setting who and which request in the statement
 * that opens every transaction (decision 151), which no trigger drop removes.
 *
 *   npx tsx bench/audit-list.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench
 *
 * The copy (`CREATE DATABASE … TEMPLATE`, ~2 GB) needs no other session on the bench database
 * while it is made; it is dropped at the end unless --keep-copy.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { backendCpuSeconds, codeVersion, startServer } from './lib/api-server';
import { ApiSession, fixed, loadAverage, percentile, printTable } from './lib/load';
import { pairedLatencies, startSide, warmUp, type Side } from './lib/paired-sides';
import { listMixQuery } from './lib/list-mixes';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    copy: { type: 'string' },
    'keep-copy': { type: 'boolean', default: false },
    tenant: { type: 'string', default: 'bench01' },
    password: { type: 'string', default: 'bench1234' },
    roles: { type: 'string', default: 'manager,comercial' },
    mixes: { type: 'string', default: 'none,search,filters' },
    pages: { type: 'string', default: '1,2000' },
    search: { type: 'string', default: 'garrido' },
    requests: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '50' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url is required');
const PAGE_SIZE = 25;
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const AUDIT_FUNCTIONS = ['app_auditar', 'app_auditar_distribuidor'];

const mixQuery = (mix: string, comercialId: number) =>
  listMixQuery(mix, { comercialId, search: args.search });

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The throwaway copy with the audit triggers dropped; how many were dropped. */
async function makeCopy(source: string, copy: string): Promise<number> {
  const admin = withDatabase(databaseUrl!, 'postgres');
  const started = performance.now();
  await withClient(admin, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(copy)}`);
    await client.query(`CREATE DATABASE ${quoteIdent(copy)} TEMPLATE ${quoteIdent(source)}`);
  });
  log(`copy ${copy} made in ${fixed((performance.now() - started) / 1000)} s`);
  return withClient(withDatabase(databaseUrl!, copy), async (client) => {
    const { rows } = await client.query<{ tgname: string; tabla: string }>(
      `SELECT t.tgname, t.tgrelid::regclass::text AS tabla FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE NOT t.tgisinternal AND p.proname = ANY($1)`,
      [AUDIT_FUNCTIONS],
    );
    for (const { tgname, tabla } of rows)
      await client.query(`DROP TRIGGER ${quoteIdent(tgname)} ON ${tabla}`);
    return rows.length;
  });
}

async function auditRows(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM auditoria');
    return rows[0]?.n ?? 0;
  });
}

async function main() {
  const source = new URL(databaseUrl!).pathname.slice(1);
  const copy = args.copy ?? `${source}_sin_auditoria`;
  console.log(
    `audit-list: ${source} (audit triggers on) against ${copy} (dropped), ${codeVersion()}, load ${loadAverage()}`,
  );
  const dropped = await makeCopy(source, copy);
  log(`${dropped} audit triggers dropped in ${copy}`);
  const copyUrl = withDatabase(databaseUrl!, copy);
  const auditBefore = await auditRows(databaseUrl!);
  const roles = args.roles.split(',');
  const startOn = async (name: string, url: string) => ({
    ...(await startSide(
      name,
      () => startServer({ databaseUrl: url, tenant: args.tenant }),
      roles,
      args.password,
    )),
    url,
  });
  const sides = [await startOn('con', databaseUrl!), await startOn('sin', copyUrl)];
  const rows: Array<Array<string | number>> = [];
  try {
    const probe = new ApiSession(sides[0]!.server.baseUrl, 'comercial', args.password);
    const { id: comercialId } = await probe.getJson<{ id: number }>('/api/cuentas/detalle/');
    for (const role of args.roles.split(',')) {
      for (const mix of args.mixes.split(',')) {
        const query = mixQuery(mix, comercialId);
        const path = (page: number) =>
          `/api/clientes/entradas/?${query}${query ? '&' : ''}page=${page}&itemsPerPage=${PAGE_SIZE}`;
        const session = (side: Side) => side.sessions.get(role)!;
        const first = await session(sides[0]!).getJson<{ count: number }>(path(1));
        const last = Math.max(1, Math.ceil(first.count / PAGE_SIZE));
        const pages = [...new Set(args.pages.split(',').map((p) => Math.min(Number(p), last)))];
        for (const page of pages) {
          await warmUp(sides.map(session), path(page), Number(args.warmup));
          const monitors = sides.map((side) => new pg.Client({ connectionString: side.url }));
          await Promise.all(monitors.map((monitor) => monitor.connect()));
          try {
            const cpuBefore = sides.map((side) => side.server.cpuSeconds());
            const dbBefore = await Promise.all(
              sides.map((side, k) => backendCpuSeconds(monitors[k]!, side.applicationName)),
            );
            const latencies = await pairedLatencies(sides.map(session), path(page), Number(args.requests));
            const perRequest = (seconds: number) => (seconds * 1000) / Number(args.requests);
            const cpu = sides.map((side, k) => perRequest(side.server.cpuSeconds() - cpuBefore[k]!));
            const dbAfter = await Promise.all(
              sides.map((side, k) => backendCpuSeconds(monitors[k]!, side.applicationName)),
            );
            const db = sides.map((_, k) => perRequest(dbAfter[k]!.since(dbBefore[k]!)));
            const p95 = latencies.map((sample) => percentile(sample, 95));
            const row = [
              role,
              mix,
              page,
              first.count,
              ...sides.flatMap((_, k) => [fixed(percentile(latencies[k]!, 50)), fixed(p95[k]!)]),
              `${fixed((100 * (p95[0]! - p95[1]!)) / p95[1]!, 1)} %`,
              ...sides.flatMap((_, k) => [fixed(cpu[k]!, 2), fixed(db[k]!, 2)]),
            ];
            rows.push(row);
            console.log(`  ${row.join('  ')}`);
          } finally {
            await Promise.all(monitors.map((monitor) => monitor.end()));
          }
        }
      }
    }
  } finally {
    for (const side of sides) await side.server.stop();
  }
  const auditAfter = await auditRows(databaseUrl!);
  console.log(
    `\nGET /api/clientes/entradas/ (${PAGE_SIZE}/page), ${args.requests} paired requests per row, one client; load ${loadAverage()}`,
  );
  printTable(
    [
      'role',
      'mix',
      'page',
      'count',
      'audited p50',
      'audited p95',
      'no triggers p50',
      'no triggers p95',
      'p95 audited vs not',
      'audited API CPU ms/req',
      'audited PG CPU ms/req',
      'no triggers API CPU ms/req',
      'no triggers PG CPU ms/req',
    ],
    rows,
  );
  console.log(
    `audit rows written in ${source} during the run: ${auditAfter - auditBefore} (before ${auditBefore})`,
  );
  if (!args['keep-copy']) {
    await withClient(withDatabase(databaseUrl!, 'postgres'), (client) =>
      client.query(`DROP DATABASE IF EXISTS ${quoteIdent(copy)}`),
    );
    log(`dropped ${copy}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
