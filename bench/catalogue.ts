/**
 * The catalogue as the offer configurator reads it (issue 12): seeds its own tenant (5,000
 * tariffs, 2,000 terminals, 20,000 installments, lib/catalogue-seed.ts) unless it is there,
 * starts the real API and measures, as a Comercial:
 *
 * - `tarifas`: GET /api/servicios/tarifas/ of one operator and segment, active, whole (unpaged):
 *   every tariff with its price in force and the ids of its promotions, additional lines and SVAs.
 * - `configurator`: that call and the three that give those ids their names and prices
 *   (promociones/ of the operator, adicionales/ and sva/ of the operator and segment), sent
 *   together as a client would; its latency is the slowest answer's.
 * - `price-on-date`: POST /api/servicios/price-on-date/ with `--items` items of every kind, now
 *   and on a past date.
 *
 * Reads run at 1 client, at `--agents` clients pausing ~`--think-ms`, and at `--agents` back to
 * back (throughput and CPU per request of the API, of PostgreSQL and of this client). Prints
 * figures; never passes or fails.
 *
 *   createdb -h 127.0.0.1 -U postgres ventas_bench_cat
 *   npx tsx bench/catalogue.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench_cat
 *   npx tsx bench/catalogue.ts --data-dir /tmp/bench-catalogue-pglite
 */
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/open-database';
import { codeVersion, postgresCpuSeconds, startServer, type RunningServer } from './lib/api-server';
import { seedCatalogueTenant } from './lib/catalogue-seed';
import {
  ApiSession,
  fixed,
  loadAverage,
  percentile,
  printTable,
  runLoad,
  type RawResponse,
} from './lib/load';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string', default: '/tmp/bench-catalogue-pglite' },
    tenant: { type: 'string', default: 'benchcat' },
    password: { type: 'string', default: 'bench1234' },
    role: { type: 'string', default: 'comercial' },
    operator: { type: 'string', default: 'A' },
    segment: { type: 'string', default: 'PARTICULAR' },
    items: { type: 'string', default: '1000' },
    /** Which calls to measure (a prefix of each cell's name). */
    calls: { type: 'string', default: 'tarifas,configurator,price-on-date' },
    agents: { type: 'string', default: '16' },
    'think-ms': { type: 'string', default: '1000' },
    requests: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '20' },
    'server-node-args': { type: 'string' },
  },
});
const agents = Number(args.agents);
const postgres = Boolean(args['database-url']);
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Keep-alive POSTs for the load loop (lib/load.ts's `load` sends GETs only). */
const postAgent = new Agent({ keepAlive: true, maxSockets: 64 });
async function post(session: ApiSession, path: string, body: string): Promise<RawResponse> {
  const token = await session.token();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, session.baseUrl),
      {
        method: 'POST',
        agent: postAgent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks) }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Several calls sent at once: one answer with the worst status and every body. */
async function together(calls: ReadonlyArray<() => Promise<RawResponse>>): Promise<RawResponse> {
  const answers = await Promise.all(calls.map((send) => send()));
  return {
    status: Math.max(...answers.map((answer) => answer.status)),
    body: Buffer.concat(answers.map((answer) => answer.body)),
  };
}

interface Cell {
  name: string;
  send: () => Promise<RawResponse>;
  /** Only at one client (the heavy quote). */
  oneClientOnly?: boolean;
}

type Mode = { label: string; concurrency: number; thinkMs: number };

async function measure(server: RunningServer, cell: Cell, mode: Mode) {
  await runLoad({
    concurrency: mode.concurrency,
    maxRequests: Number(args.warmup),
    maxSeconds: 30,
    send: cell.send,
  });
  const cpuBefore = server.cpuSeconds();
  const dbCpuBefore = postgresCpuSeconds();
  const clientCpuBefore = process.cpuUsage();
  const result = await runLoad({
    concurrency: mode.concurrency,
    maxRequests: Number(args.requests),
    maxSeconds: Number(args.seconds),
    thinkMs: mode.thinkMs,
    send: cell.send,
  });
  const n = result.latenciesMs.length;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const perRequest = (seconds: number) => fixed((seconds * 1000) / n);
  const row = [
    cell.name,
    mode.label,
    n,
    fixed(percentile(result.latenciesMs, 50)),
    fixed(percentile(result.latenciesMs, 95)),
    fixed(percentile(result.latenciesMs, 99)),
    fixed(n / result.seconds),
    result.errors,
    perRequest(server.cpuSeconds() - cpuBefore),
    postgres ? perRequest(postgresCpuSeconds() - dbCpuBefore) : '-',
    perRequest((clientCpu.user + clientCpu.system) / 1e6),
  ];
  console.log(`  ${row.join('  ')}${result.firstError ? `  first error: ${result.firstError}` : ''}`);
  return row;
}

/** `--items` items for one quote: tariffs, terminals, additional lines, SVAs and insurances. */
async function quoteItems(manager: ApiSession): Promise<Array<{ content_type: string; object_id: number }>> {
  const total = Number(args.items);
  const shares: Array<[kind: string, path: string, share: number]> = [
    ['tarifa', 'tarifas', 0.6],
    ['terminal', 'terminales', 0.2],
    ['adicional', 'adicionales', 0.1],
    ['sva', 'sva', 0.08],
    ['seguro', 'seguros', 0.02],
  ];
  const items: Array<{ content_type: string; object_id: number }> = [];
  for (const [kind, path, share] of shares) {
    const rows = await manager.getJson<Array<{ id: number }>>(`/api/servicios/${path}/`);
    const wanted = kind === 'tarifa' ? total - Math.round(total * 0.4) : Math.round(total * share);
    // Spread over the whole table (every operator), in a fixed order.
    for (let i = 0; i < wanted && rows.length > 0; i++)
      items.push({ content_type: kind, object_id: rows[(i * 7919) % rows.length]!.id });
  }
  return items.slice(0, total);
}

async function main() {
  const engine = postgres ? 'PostgreSQL' : `PGlite (${args['data-dir']})`;
  log(
    `catalogue: ${engine}, tenant ${args.tenant}, ${args.role}, operator ${args.operator}, ${args.segment}`,
  );
  log(`node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`);
  const database = await openDatabase(
    postgres ? { databaseUrl: args['database-url'] } : { dataDir: args['data-dir'] },
  );
  try {
    const started = performance.now();
    const tenant = await seedCatalogueTenant(database, args.tenant, args.password, log);
    log(
      tenant.seeded
        ? `seeded in ${fixed((performance.now() - started) / 1000)} s`
        : 'catalogue already seeded',
    );
  } finally {
    await database.close();
  }

  const server = await startServer({
    databaseUrl: args['database-url'],
    dataDir: args['data-dir'],
    tenant: args.tenant,
    nodeArgs: args['server-node-args']?.split(' ').filter(Boolean),
  });
  log(`server pid ${server.pid} ready in ${fixed(server.startSeconds)} s`);
  const rows: Array<Array<string | number>> = [];
  try {
    const session = new ApiSession(server.baseUrl, args.role, args.password);
    const manager = new ApiSession(server.baseUrl, 'manager', args.password);
    const scope = `operator=${encodeURIComponent(args.operator)}&is_active=true`;
    const segmented = `${scope}&segment=${encodeURIComponent(args.segment)}`;
    const reads = [
      `tarifas/?${segmented}`,
      `promociones/?${scope}`,
      `adicionales/?${segmented}`,
      `sva/?${segmented}`,
    ];
    for (const path of reads) {
      const answer = await session.load(`/api/servicios/${path}`);
      const count = (JSON.parse(answer.body.toString('utf8')) as unknown[]).length;
      log(`GET ${path}: ${answer.status}, ${count} rows, ${fixed(answer.body.length / 1024)} KiB`);
    }
    const items = await quoteItems(manager);
    const quote = (at?: string) => JSON.stringify({ items, ...(at ? { at } : {}) });
    const pastDay = new Date(Date.now() - 200 * 86_400_000).toISOString();
    log(
      `price-on-date: ${items.length} items (${[...new Set(items.map((item) => item.content_type))].join(', ')})`,
    );

    const cells: Cell[] = [
      { name: 'tarifas', send: () => session.load(`/api/servicios/${reads[0]}`) },
      {
        name: 'configurator (4 calls)',
        send: () => together(reads.map((path) => () => session.load(`/api/servicios/${path}`))),
      },
      {
        name: `price-on-date ${items.length} now`,
        send: () => post(session, '/api/servicios/price-on-date/', quote()),
        oneClientOnly: true,
      },
      {
        name: `price-on-date ${items.length} past`,
        send: () => post(session, '/api/servicios/price-on-date/', quote(pastDay)),
        oneClientOnly: true,
      },
    ];
    const modes: Mode[] = [
      { label: '1 client', concurrency: 1, thinkMs: 0 },
      {
        label: `${agents} agents ~${args['think-ms']} ms`,
        concurrency: agents,
        thinkMs: Number(args['think-ms']),
      },
      { label: `${agents} back to back`, concurrency: agents, thinkMs: 0 },
    ];
    const wanted = args.calls.split(',');
    for (const cell of cells.filter((c) => wanted.some((prefix) => c.name.startsWith(prefix))))
      for (const mode of cell.oneClientOnly ? modes.slice(0, 1) : modes)
        rows.push(await measure(server, cell, mode));
  } finally {
    await server.stop();
  }
  console.log(`\n${engine}, operator ${args.operator} ${args.segment}, load average at end ${loadAverage()}`);
  printTable(
    [
      'call',
      'clients',
      'reqs',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s',
      'errors',
      'API CPU ms/req',
      'db CPU ms/req',
      'client CPU ms/req',
    ],
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
