/**
 * Issue 30, "one round trip per request": what each round trip to PostgreSQL costs, measured at
 * the driver, before choosing how to remove some. A synthetic tenant table under forced
 * row-level security stands for the customer list (a page of 25 by an index, as page 1 reads),
 * and a SECURITY DEFINER function for the request's session check (tenant + account). Each
 * variant runs the same work per request; only how it reaches the server differs:
 *
 *   pg-4      today (postgres-runner.ts): session statement; `BEGIN; settings`; the statement
 *             (named, prepared once per connection); `COMMIT` — four round trips
 *   pg-3      the session folded into the transaction's first message (`BEGIN; SELECT settings
 *             FROM session(...)`): three
 *   pjs-3     postgres.js on a reserved connection: session; `BEGIN; settings` written without
 *             waiting, the statement behind it (pipelined); `COMMIT`
 *   pjs-2     as pjs-3 with the session folded: [BEGIN + session + settings], statement,
 *             COMMIT pipelined behind the statement (possible only when the work is known to
 *             be one statement): two
 *   pg-2      a floor: the session, then one simple-protocol message with BEGIN, settings, the
 *             statement with its values inlined, COMMIT — two round trips
 *
 * Variants are interleaved round by round (the box's noise falls on all alike); each round runs
 * `--requests` requests from `--clients` back-to-back clients. Prints req/s, the client's CPU per
 * request (this process: the driver's share of the API's) and the backends' CPU per request.
 *
 *   npx tsx bench/round-trips.ts [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import postgres from 'postgres';
import { backendCpuSeconds } from './lib/api-server';
import { fixed, loadAverage, percentile, printTable } from './lib/load';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    clients: { type: 'string', default: '16' },
    requests: { type: 'string', default: '4000' },
    rounds: { type: 'string', default: '3' },
    variants: { type: 'string', default: 'pg-4,pg-3,pjs-3,pjs-2,pg-2' },
  },
});

const DB_NAME = 'ventas_round_trips';
const APP = 'rt_app';
const ROWS = 200_000;
const SUBDOMAIN = 'demo';
const ACCOUNT_ID = 7;
// Tenant 1 holds ids ≡ 0 (mod 4); commercial 8 holds ids ≡ 8 (mod 50): 1,000 of them.
const COMERCIAL = 8;

const serverUrl = args['database-url'];
const benchUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

async function prepareDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  const ready = await db.query(`SELECT to_regclass('clientes') AS t`);
  if (!(ready.rows[0] as { t: string | null }).t) {
    await db.query(`
      DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP}') THEN
        CREATE ROLE ${APP} NOLOGIN; END IF; END $$;
      CREATE TABLE tenants (id int PRIMARY KEY, subdomain text UNIQUE NOT NULL, maintenance bool NOT NULL DEFAULT false);
      CREATE TABLE cuentas (tenant_id int NOT NULL, id int NOT NULL, username text NOT NULL, rol int NOT NULL,
        estado text NOT NULL, PRIMARY KEY (tenant_id, id));
      CREATE TABLE clientes (tenant_id int NOT NULL, id int NOT NULL, nombre text NOT NULL, telefono text NOT NULL,
        comercial_id int, estado text NOT NULL, fecha_contacto timestamptz, PRIMARY KEY (tenant_id, id));
      INSERT INTO tenants SELECT g, 't' || g FROM generate_series(1, 20) g;
      UPDATE tenants SET subdomain = '${SUBDOMAIN}' WHERE id = 1;
      INSERT INTO cuentas SELECT 1, g, 'u' || g, 3, 'ALTA' FROM generate_series(1, 50) g;
      INSERT INTO clientes SELECT 1 + g % 4, g, 'Cliente ' || g, '6' || lpad(g::text, 8, '0'), g % 50,
        'NUEVO', now() - (g % 365) * interval '1 day' FROM generate_series(1, ${ROWS}) g;
      ALTER TABLE clientes ENABLE ROW LEVEL SECURITY; ALTER TABLE clientes FORCE ROW LEVEL SECURITY;
      CREATE POLICY tenant ON clientes USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
      GRANT SELECT ON clientes TO ${APP};
      CREATE FUNCTION request_session(p_sub text, p_account int)
        RETURNS TABLE (tenant_id int, maintenance bool, account_id int, rol int, estado text)
        LANGUAGE sql STABLE SECURITY DEFINER AS $f$
          SELECT t.id, t.maintenance, c.id, c.rol, c.estado FROM tenants t
          LEFT JOIN cuentas c ON c.tenant_id = t.id AND c.id = p_account WHERE t.subdomain = p_sub $f$;
      ANALYZE;`);
  }
  await db.end();
}

/** The settings every request transaction sets (database.ts transactionSettings), for a tenant. */
const settings = (tenant: string) =>
  `set_config('role', '${APP}', true), set_config('app.tenant_id', ${tenant}, true), ` +
  `set_config('max_parallel_workers_per_gather', '0', true), set_config('plan_cache_mode', 'force_custom_plan', true), ` +
  `set_config('app.account_id', '${ACCOUNT_ID}', true), set_config('app.request_id', 'r1', true)`;
const SESSION = 'SELECT * FROM request_session($1, $2)';
const FOLDED = `BEGIN; SELECT s.*, ${settings('s.tenant_id::text')} FROM request_session('${SUBDOMAIN}', ${ACCOUNT_ID}) s`;
const PAGE =
  'SELECT id, nombre, telefono, estado, fecha_contacto FROM clientes WHERE tenant_id = $1 AND comercial_id = $2 ORDER BY id DESC LIMIT 25';

type Request = () => Promise<number>;

function pgVariant(pool: pg.Pool, kind: 'pg-4' | 'pg-3' | 'pg-2'): Request {
  return async () => {
    let tenant = 1;
    if (kind !== 'pg-3') {
      const session = await pool.query({ name: 'session', text: SESSION, values: [SUBDOMAIN, ACCOUNT_ID] });
      tenant = (session.rows[0] as { tenant_id: number }).tenant_id;
    }
    const client = await pool.connect();
    try {
      if (kind === 'pg-2') {
        const results = (await client.query(
          `BEGIN; SELECT ${settings(`'${tenant}'`)}; ${PAGE.replace('$1', String(tenant)).replace('$2', String(COMERCIAL))}; COMMIT`,
        )) as unknown as pg.QueryResult[];
        return results[2]!.rowCount ?? 0;
      }
      if (kind === 'pg-4') await client.query(`BEGIN; SELECT ${settings(`'${tenant}'`)}`);
      else {
        const opened = (await client.query(FOLDED)) as unknown as pg.QueryResult[];
        tenant = (opened[1]!.rows[0] as { tenant_id: number }).tenant_id;
      }
      const page = await client.query({ name: 'page', text: PAGE, values: [tenant, COMERCIAL] });
      await client.query('COMMIT');
      return page.rowCount ?? 0;
    } finally {
      client.release();
    }
  };
}

function pjsVariant(sql: postgres.Sql, kind: 'pjs-3' | 'pjs-2'): Request {
  return async () => {
    let tenant = 1;
    if (kind === 'pjs-3') {
      const session = await sql.unsafe(SESSION, [SUBDOMAIN, ACCOUNT_ID], { prepare: true });
      tenant = (session[0] as unknown as { tenant_id: number }).tenant_id;
    }
    const reserved = await sql.reserve();
    try {
      // postgres.js sends a query when it is awaited or executed: executing each at once writes
      // it behind the previous one without waiting for its answer (a pipeline).
      const open = (
        kind === 'pjs-3'
          ? reserved.unsafe(`BEGIN; SELECT ${settings(`'${tenant}'`)}`)
          : reserved.unsafe(FOLDED)
      )
        .simple()
        .execute();
      const page = reserved.unsafe(PAGE, [tenant, COMERCIAL], { prepare: true }).execute();
      // pjs-2: the work is one statement, so COMMIT can go behind it without waiting.
      const commit = kind === 'pjs-2' ? reserved.unsafe('COMMIT').simple().execute() : null;
      await open;
      const rows = await page;
      await (commit ?? reserved.unsafe('COMMIT').simple());
      return rows.length;
    } finally {
      reserved.release();
    }
  };
}

async function runRound(request: Request, clients: number, total: number) {
  let next = 0;
  const latencies: number[] = [];
  const worker = async () => {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const rows = await request();
      if (rows !== 25) throw new Error(`expected a page of 25, got ${rows}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  return { seconds: (performance.now() - started) / 1000, latencies };
}

async function main() {
  await prepareDatabase();
  const clients = Number(args.clients);
  const total = Number(args.requests);
  const names = args.variants.split(',');
  const monitor = new pg.Client({ connectionString: benchUrl });
  await monitor.connect();
  const connections = Math.min(clients, 10);
  const drivers = names.map((name) => {
    const appName = `rt_${name.replace('-', '_')}`;
    if (name.startsWith('pjs')) {
      const sql = postgres(benchUrl, {
        max: connections,
        connection: { application_name: appName },
        onnotice: () => {},
      });
      return { name, appName, request: pjsVariant(sql, name as 'pjs-3'), close: () => sql.end() };
    }
    const pool = new pg.Pool({ connectionString: benchUrl, max: connections, application_name: appName });
    return { name, appName, request: pgVariant(pool, name as 'pg-4'), close: () => pool.end() };
  });
  console.log(`round-trips: ${clients} clients, ${total} requests a round, load ${loadAverage()}`);
  const totals = new Map(
    names.map((n) => [n, { seconds: 0, client: 0, backend: 0, requests: 0, latencies: [] as number[] }]),
  );
  for (const driver of drivers) await runRound(driver.request, clients, 400); // warm: plans, JIT, pools
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const driver of drivers) {
      const backendBefore = await backendCpuSeconds(monitor, driver.appName);
      const clientBefore = process.cpuUsage();
      const { seconds, latencies } = await runRound(driver.request, clients, total);
      const client = process.cpuUsage(clientBefore);
      const backendAfter = await backendCpuSeconds(monitor, driver.appName);
      const sum = totals.get(driver.name)!;
      sum.seconds += seconds;
      sum.client += (client.user + client.system) / 1e6;
      sum.backend += backendAfter.since(backendBefore);
      sum.requests += total;
      sum.latencies.push(...latencies);
    }
  }
  const ms = (seconds: number, requests: number) => fixed((seconds * 1000) / requests, 3);
  printTable(
    ['variant', 'req/s', 'client CPU ms/req', 'backend CPU ms/req', 'total ms/req', 'p50 ms', 'p95 ms'],
    names.map((name) => {
      const s = totals.get(name)!;
      return [
        name,
        fixed(s.requests / s.seconds, 0),
        ms(s.client, s.requests),
        ms(s.backend, s.requests),
        ms(s.client + s.backend, s.requests),
        fixed(percentile(s.latencies, 50), 2),
        fixed(percentile(s.latencies, 95), 2),
      ];
    }),
  );
  await monitor.end();
  for (const driver of drivers) await driver.close();
}

await main();
