/**
 * Audit trail (issue 17): what the audit triggers (migration 0027) add to a write. Makes a tenant
 * with `--customers` customers (each with a phone) on a fresh database and times `--updates`
 * customer edits with the audit triggers enabled and disabled, in alternating rounds so drift
 * hits both alike. `--via api` edits through the real app in process (PUT
 * /api/clientes/entradas/{id}/ as the Admin); `--via db` (default) runs the statements that PUT
 * runs (the customer's UPDATE, its phone list rewritten) in one `database.tenant` transaction,
 * which isolates the triggers' cost from the HTTP and validation work. Reads are untouched by the
 * triggers. Prints figures; never passes or fails.
 *
 *   npx tsx bench/auditoria-writes.ts                       # PGlite in memory
 *   npx tsx bench/auditoria-writes.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench_auditoria
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf } from './lib/bench-rows';
import { openDatabase } from '../apps/api/src/db/open-database';
import { ensurePlatformData } from '../apps/api/src/db/seed/platform-data';
import { createAccount, createTenant } from '../apps/api/src/db/seed/tenant-factory';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    customers: { type: 'string', default: '2000' },
    updates: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '4' },
    via: { type: 'string', default: 'db' },
  },
});
const UPDATES = Number(args.updates);
const ROUNDS = Number(args.rounds);
const AUDITED = ['clientes', 'telefonos_cliente'];

const database = await openDatabase(
  args['database-url'] ? { databaseUrl: args['database-url'] } : { dataDir: null },
);
await ensurePlatformData(database);
const subdomain = `aud${randomBytes(4).toString('hex')}`;
const tenant = await createTenant(database, {
  name: subdomain,
  subdomain,
  groups: ['A'],
  maintenance: false,
});
await createAccount(database, tenant.id, { username: 'admin', password: 'bench1234', rol: 2 });
await database.tenant(tenant.id, (tx) =>
  tx.execute(sql`WITH c AS (INSERT INTO clientes (tenant_id, nombre)
      SELECT ${tenant.id}, 'Cliente ' || n FROM generate_series(1, ${Number(args.customers)}) n RETURNING id)
    INSERT INTO telefonos_cliente (tenant_id, cliente_id, telefono)
    SELECT ${tenant.id}, id, '6' || lpad(id::text, 8, '0') FROM c`),
);
const ids = rowsOf<{ id: number; telefono: string }>(
  await database.owner.execute(sql`SELECT c.id, t.telefono FROM clientes c JOIN telefonos_cliente t
    ON t.tenant_id = c.tenant_id AND t.cliente_id = c.id WHERE c.tenant_id = ${tenant.id} ORDER BY c.id`),
);
/** One edit: through the API, or the statements the API's PUT makes, in one transaction. */
async function editor(): Promise<
  (cliente: { id: number; telefono: string }, nombre: string) => Promise<void>
> {
  if (args.via === 'api') {
    // Imported only here: the app is heavier to load than the database alone.
    const { buildApp } = await import('../apps/api/src/app');
    const { loadConfig } = await import('../apps/api/src/config');
    const app = await buildApp({
      config: {
        ...loadConfig({ NODE_ENV: 'test' }),
        logLevel: 'silent',
        jwtSecret: randomBytes(32).toString('hex'),
        webDistDir: null,
        loginMaxPerIpPerMinute: 1000,
      },
      database,
    });
    await app.ready();
    const host = `${subdomain}.localhost`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { host },
      payload: { username: 'admin', password: 'bench1234' },
    });
    const headers = { host, authorization: `Bearer ${login.json().access as string}` };
    return async (cliente, nombre) => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/clientes/entradas/${cliente.id}/`,
        headers,
        payload: { nombre, telefonos_contacto: [cliente.telefono] },
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    };
  }
  return (cliente, nombre) =>
    database.tenant(tenant.id, async (tx) => {
      await tx.execute(sql`UPDATE clientes SET nombre = ${nombre}, updated_on = now()
        WHERE tenant_id = ${tenant.id} AND id = ${cliente.id}`);
      await tx.execute(
        sql`DELETE FROM telefonos_cliente WHERE tenant_id = ${tenant.id} AND cliente_id = ${cliente.id}`,
      );
      await tx.execute(sql`INSERT INTO telefonos_cliente (tenant_id, cliente_id, telefono)
        VALUES (${tenant.id}, ${cliente.id}, ${cliente.telefono})`);
    });
}
const editOne = await editor();

async function setTriggers(enabled: boolean) {
  for (const table of AUDITED)
    for (const event of ['insert', 'update', 'delete'])
      await database.owner.execute(
        sql.raw(`ALTER TABLE ${table} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER ${table}_auditoria_${event}`),
      );
}

let edit = 0;
async function round(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < UPDATES; i += 1) {
    const cliente = ids[(edit += 1) % ids.length]!;
    const started = performance.now();
    await editOne(cliente, `Editado ${edit}`);
    times.push(performance.now() - started);
  }
  return times;
}

const figures = { on: [] as number[], off: [] as number[] };
await round(); // warm-up
for (let r = 0; r < ROUNDS; r += 1) {
  for (const mode of r % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
    await setTriggers(mode === 'on');
    figures[mode].push(...(await round()));
  }
}
await setTriggers(true);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return { mean, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
};
const on = summary(figures.on);
const off = summary(figures.off);
const entries = rowsOf<{ n: number }>(
  await database.owner.execute(sql`SELECT count(*)::int AS n FROM auditoria WHERE tenant_id = ${tenant.id}`),
)[0]?.n;
console.log(
  `engine ${database.engine}, via ${args.via}, ${ids.length} customers, ${figures.on.length} edits per mode`,
);
console.log('mode        mean ms   p50 ms   p95 ms');
for (const [name, s] of [
  ['triggers', on],
  ['no triggers', off],
] as const)
  console.log(
    `${name.padEnd(11)} ${s.mean.toFixed(2).padStart(8)} ${s.p50.toFixed(2).padStart(8)} ${s.p95.toFixed(2).padStart(8)}`,
  );
console.log(
  `cost per edit: ${(on.mean - off.mean).toFixed(2)} ms (${(((on.mean - off.mean) / off.mean) * 100).toFixed(1)} %)`,
);
console.log(`audit entries written: ${entries}`);
await database.close();
