/**
 * EXPLAIN (ANALYZE, BUFFERS) of exactly the SQL the customer list sends, run the way the app runs
 * it: as ventas_app with app.tenant_id set (row-level security on). The app's own service builds
 * the queries (through a drizzle logger), so the plans are those of the code under test.
 * PostgreSQL only.
 *
 *   npx tsx bench/explain-customers.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench \
 *     --query 'search=garrido&page=1' [--role comercial] [--as-owner] [--repeat 3]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { scopedDatabase, transactionSettings, type Db } from '../apps/api/src/db/database';
import { clientesFiltersSchema } from '../apps/api/src/features/clientes/clientes-filters';
import { createClientesService } from '../apps/api/src/features/clientes/clientes.service';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    tenant: { type: 'string', default: 'bench01' },
    role: { type: 'string', default: 'manager' },
    query: { type: 'string', default: '' },
    repeat: { type: 'string', default: '2' },
    /** Also plan each query as the owner (superuser: no RLS), to see what the policy changes. */
    'as-owner': { type: 'boolean', default: false },
    /** Print only the SQL and the plans' top lines. */
    brief: { type: 'boolean', default: false },
  },
});
if (!args['database-url']) throw new Error('--database-url is required');

async function main() {
  const pool = new pg.Pool({ connectionString: args['database-url'], max: 2 });
  const captured: Array<{ text: string; params: unknown[] }> = [];
  const db = drizzle(pool, { logger: { logQuery: (text, params) => captured.push({ text, params }) } });
  const database = scopedDatabase('postgres', db as unknown as Db, () => pool.end());
  try {
    const tenant = await pool.query<{ id: number; account: number }>(
      `SELECT t.id, a.id AS account FROM tenants t JOIN accounts a ON a.tenant_id = t.id
       WHERE t.subdomain = $1 AND a.username = $2`,
      [args.tenant, args.role],
    );
    const row = tenant.rows[0];
    if (!row) throw new Error(`no account ${args.role} in tenant ${args.tenant}`);
    const raw: Record<string, string[]> = {};
    for (const [key, value] of new URLSearchParams(args.query)) (raw[key] ??= []).push(value);
    const filters = clientesFiltersSchema.parse(raw);
    const scope = { accountId: row.account, seesAll: args.role !== 'comercial' };
    const outcome = await createClientesService(database)
      .list(row.id, filters, scope)
      .then(
        (page) => `count ${page.count}, ${page.results.length} rows`,
        (error: unknown) => `error: ${String(error)}`,
      );
    console.log(`${args.tenant} as ${args.role}, ?${args.query}: ${outcome}\n`);
    const statements = captured.filter(
      ({ text }) => /^\s*(select|with)\b/i.test(text) && !text.includes('set_config'),
    );
    for (const statement of statements) await explain(pool, row.id, statement);
  } finally {
    await database.close();
  }
}

async function explain(pool: pg.Pool, tenantId: number, statement: { text: string; params: unknown[] }) {
  console.log('-'.repeat(100));
  console.log(statement.text);
  console.log(`params: ${JSON.stringify(statement.params)}`);
  const modes = args['as-owner'] ? (['app role', 'owner'] as const) : (['app role'] as const);
  for (const mode of modes) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      if (mode === 'app role') {
        await client.query(transactionSettings(tenantId));
      }
      let plan: string[] = [];
      for (let i = 0; i < Number(args.repeat); i++) {
        const result = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          statement.params,
        );
        plan = result.rows.map((r) => r['QUERY PLAN']);
      }
      console.log(`\n[${mode}]`);
      const shown = args.brief
        ? plan.filter((line, i) => i < 6 || /Execution Time|Planning Time/.test(line))
        : plan;
      console.log(shown.join('\n'));
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
