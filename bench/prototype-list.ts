/**
 * Before/after for the customer list's data access, without HTTP: the app's own
 * `clientesService.list` ("current") against a prototype of the proposed one ("proposed"), both
 * in this process on the same pool, 16 concurrent callers per cell. PostgreSQL only; needs
 * bench/sql/proposed-changes.sql applied to the bench database (it creates the search function
 * the prototype calls). The prototype lives here only to be measured; docs/performance.md says
 * what to change in the app.
 *
 * Proposed: one statement sets role and tenant; ids first (a page past the end is an empty id
 * list, so no count is needed to answer "Página inválida."); count exact up to --cap, estimated
 * by the planner above it; free-text search through the SECURITY DEFINER trigram function.
 *
 *   npx tsx bench/prototype-list.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { APP_ROLE, rowsOf, scopedDatabase, type Db, type Tx } from '../apps/api/src/db/database';
import {
  clientesFiltersSchema,
  type ClientesFilters,
} from '../apps/api/src/features/clientes/clientes-filters';
import { loadClientes } from '../apps/api/src/features/clientes/clientes-query';
import type { ClienteScope } from '../apps/api/src/features/clientes/clientes-scope';
import { clientesWhere, containsPattern } from '../apps/api/src/features/clientes/clientes-where';
import { createClientesService } from '../apps/api/src/features/clientes/clientes.service';
import { codeVersion } from './lib/api-server';
import { fixed, loadAverage, percentile, printTable } from './lib/load';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    tenant: { type: 'string', default: 'bench01' },
    variants: { type: 'string', default: 'current,proposed' },
    roles: { type: 'string', default: 'manager,comercial' },
    mixes: { type: 'string', default: 'none,search,filters' },
    pages: { type: 'string', default: '1,2000' },
    search: { type: 'string', default: 'garrido' },
    cap: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '16' },
    requests: { type: 'string', default: '400' },
    seconds: { type: 'string', default: '15' },
  },
});
if (!args['database-url']) throw new Error('--database-url is required');
const CAP = Number(args.cap);
const PAGE_SIZE = 25;

interface ListPage {
  count: number;
  exact: boolean;
  results: unknown[];
}
type List = (tenantId: number, filters: ClientesFilters, scope: ClienteScope) => Promise<ListPage>;

/** The proposed list: what clientes.service/clientes-query would do after the changes. */
function proposedList(owner: Db): List {
  return (tenantId, filters, scope) =>
    owner.transaction(async (raw) => {
      const tx = raw as unknown as Tx;
      // One round trip instead of two: SET LOCAL ROLE is set_config('role', ..., true).
      await tx.execute(
        sql`SELECT set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${String(tenantId)}, true)`,
      );
      const conditions: SQL[] = [clientesWhere(tenantId, { ...filters, search: undefined }, scope)];
      if (filters.search)
        conditions.push(sql`c.id IN (SELECT bench_clientes_search_ids(${containsPattern(filters.search)}))`);
      const where = sql.join(conditions, sql` AND `);
      const offset = (filters.page - 1) * filters.itemsPerPage;
      const order = sql`ORDER BY c.updated_on DESC NULLS LAST, c.id DESC NULLS LAST`;
      const page = sql`LIMIT ${filters.itemsPerPage} OFFSET ${offset}`;
      let ids: number[];
      let count: number;
      let exact = true;
      if (filters.search) {
        // A search visits every match anyway (to sort them): count them in the same pass.
        const rows = rowsOf<{ id: number; total: number }>(
          await tx.execute(
            sql`SELECT c.id, (count(*) OVER ())::int AS total FROM clientes c WHERE ${where} ${order} ${page}`,
          ),
        );
        ids = rows.map((row) => row.id);
        count = rows[0]?.total ?? 0;
      } else {
        ids = rowsOf<{ id: number }>(
          await tx.execute(sql`SELECT c.id FROM clientes c WHERE ${where} ${order} ${page}`),
        ).map((row) => row.id);
        const [capped] = rowsOf<{ n: number }>(
          await tx.execute(
            sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM clientes c WHERE ${where} LIMIT ${CAP + 1}) s`,
          ),
        );
        count = capped?.n ?? 0;
        if (count > CAP) {
          const [plan] = rowsOf<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
            await tx.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM clientes c WHERE ${where}`),
          );
          count = Math.max(
            CAP + 1,
            offset + ids.length,
            Math.round(plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0),
          );
          exact = false;
        }
      }
      if (ids.length === 0 && filters.page > 1) throw new Error('Página inválida.');
      return { results: await loadClientes(tx, tenantId, ids), count, exact };
    });
}

function mixQuery(mix: string, comercialId: number): string {
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  if (mix === 'none') return '';
  if (mix === 'search') return `search=${encodeURIComponent(args.search)}`;
  if (mix === 'filters')
    return `estadoCliente=AGENDADO,NO_INTERESADO&comercial=${comercialId}&fecha_contacto_after=${day(180)}&fecha_contacto_before=${day(0)}`;
  throw new Error(`unknown mix ${mix}`);
}

const parseFilters = (query: string) => {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) (raw[key] ??= []).push(value);
  return clientesFiltersSchema.parse(raw);
};

async function measure(call: () => Promise<unknown>) {
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + Number(args.seconds) * 1000;
  const worker = async () => {
    while (issued < Number(args.requests) && performance.now() < deadline) {
      issued += 1;
      const t0 = performance.now();
      await call().catch(() => (errors += 1));
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Number(args.concurrency) }, worker));
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const pool = new pg.Pool({ connectionString: args['database-url'], max: 10 });
  const owner = drizzle(pool) as unknown as Db;
  const database = scopedDatabase('postgres', owner, () => pool.end());
  const variants: Record<string, List> = {
    current: async (tenantId, filters, scope) => ({
      ...(await createClientesService(database).list(tenantId, filters, scope)),
      exact: true,
    }),
    proposed: proposedList(owner),
  };
  const rows: Array<Array<string | number>> = [];
  console.log(`${new Date().toISOString()}  load average ${loadAverage()}  ${codeVersion()}`);
  try {
    const accounts = await pool.query<{ tenant: number; id: number; username: string }>(
      `SELECT t.id AS tenant, a.id, a.username FROM tenants t JOIN accounts a ON a.tenant_id = t.id WHERE t.subdomain = $1`,
      [args.tenant],
    );
    const idOf = (username: string) => accounts.rows.find((a) => a.username === username)?.id ?? 0;
    const tenantId = accounts.rows[0]?.tenant ?? 0;
    for (const role of args.roles.split(',')) {
      const scope = { accountId: idOf(role), seesAll: role !== 'comercial' };
      for (const mix of args.mixes.split(',')) {
        const query = mixQuery(mix, idOf('comercial'));
        const exactCount = (await variants.current!(tenantId, parseFilters(query), scope)).count;
        const lastPage = Math.max(1, Math.ceil(exactCount / PAGE_SIZE));
        const pages = [
          ...new Set(
            args.pages.split(',').map((p) => (p === 'last' ? lastPage : Math.min(Number(p), lastPage))),
          ),
        ];
        for (const page of pages) {
          const filters = parseFilters(`${query}&page=${page}`);
          for (const variant of args.variants.split(',')) {
            const list = variants[variant]!;
            const sample = await list(tenantId, filters, scope);
            const result = await measure(() => list(tenantId, filters, scope));
            const n = result.latencies.length;
            rows.push([
              variant,
              role,
              mix,
              page,
              `${sample.count}${sample.exact ? '' : ' (est.)'}`,
              n,
              fixed(percentile(result.latencies, 50)),
              fixed(percentile(result.latencies, 95)),
              fixed(percentile(result.latencies, 99)),
              fixed(n / result.seconds),
              result.errors,
            ]);
            console.log(`  ${rows.at(-1)!.join('  ')}`);
          }
        }
      }
    }
  } finally {
    await database.close();
  }
  console.log(
    `\nlist service in-process (no HTTP), ${args.concurrency} concurrent callers, pool of 10, cap ${CAP}`,
  );
  printTable(
    ['variant', 'role', 'mix', 'page', 'count', 'reqs', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors'],
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
