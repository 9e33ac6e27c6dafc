/**
 * Issue 18: "A provider that is down never slows the rest of the app: prove it with the list
 * benchmark while the simulator hangs." The customer list (`GET /api/clientes/entradas/`, manager)
 * measured on the 1M-customer PostgreSQL bench data in each provider state, with 16 agents calling
 * provider B through our API all along (provider-agents.ts):
 *   normal               the simulator answers at once;
 *   cuelga               every provider route hangs ('*' cuelga): calls end by the time-out or the
 *                        circuit breaker, with the API's default PROVIDER_* settings;
 *   cuelga-sin-circuito  (optional) the same with PROVIDER_BREAKER_FAILURES=100, so the calls keep
 *                        hanging until their time-outs instead of failing fast.
 * Each state gets a fresh simulator (in this process) and a fresh compiled API (its circuit closed).
 * Prints p50/p95 at one client and with agents who pause ~1 s, the throughput of back-to-back
 * clients with the API's and PostgreSQL's CPU per request, and how the provider calls ended.
 *
 *   npx tsx bench/provider-down.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench
 *
 * The tenant gets group B and a provider-B credential for the run; both are undone at the end.
 */
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { SLUGS_POR_DEFECTO } from '@ventas/domain/proveedores/proveedores';
import { startProviderSimulator, type ProviderSimulator } from '@ventas/provider-simulator/simulator-server';
import { openDatabase } from '../apps/api/src/db/open-database';
import { codeVersion, startServer } from './lib/api-server';
import { BENCH_SUPERADMIN, ensureSuperadmin, tenantIdOf } from './lib/bench-setup';
import { ApiSession, loadAverage } from './lib/load';
import { startSide } from './lib/paired-sides';
import { providerPath, startProviderAgents } from './lib/provider-agents';
import { measureList } from './lib/provider-measure';
import { printProviderTable, type StateResult } from './lib/provider-report';
import {
  createProviderCredential,
  customersWithDocument,
  deleteProviderCredential,
  giveGroupB,
  restoreGroupB,
} from './lib/provider-tenant';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    tenant: { type: 'string', default: 'bench01' },
    password: { type: 'string', default: 'bench1234' },
    states: { type: 'string', default: 'normal,cuelga,cuelga-sin-circuito' },
    requests: { type: 'string', default: '300' },
    clients: { type: 'string', default: '16' },
    'think-ms': { type: 'string', default: '1000' },
    'think-seconds': { type: 'string', default: '20' },
    'throughput-seconds': { type: 'string', default: '20' },
    'provider-agents': { type: 'string', default: '16' },
    'provider-pace-ms': { type: 'string', default: '1000' },
    'settle-seconds': { type: 'string', default: '2' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url is required (the 1M-customer PostgreSQL bench data)');
const LIST_PATH = '/api/clientes/entradas/?page=1&itemsPerPage=25';
const SLUG = SLUGS_POR_DEFECTO.b;
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

const CUELGA = { '*': { modo: 'cuelga' } };
const STATES: Record<string, { modes: object | null; env: Record<string, string> }> = {
  normal: { modes: null, env: {} },
  cuelga: { modes: CUELGA, env: {} },
  'cuelga-sin-circuito': { modes: CUELGA, env: { PROVIDER_BREAKER_FAILURES: '100' } },
};

async function control(simulator: ProviderSimulator, method: string, path: string, body?: object) {
  const response = await fetch(`${simulator.url}/__simulador/${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : null,
  });
  if (!response.ok) throw new Error(`${method} /__simulador/${path}: ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** The API's environment for one state: the simulator's URLs and the state's PROVIDER_* settings. */
function providerEnv(simulator: ProviderSimulator, extra: Record<string, string>): () => void {
  const env: Record<string, string> = {
    PROVIDER_B_URL: `${simulator.url}/b`,
    PROVIDER_C_URL: `${simulator.url}/c`,
    PROVIDER_D_URL: `${simulator.url}/d`,
    ...extra,
  };
  const before = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  return () => {
    for (const [key, value] of Object.entries(before))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  };
}

interface Run {
  customerIds: number[];
  /** Set once the first API has made it. */
  credentialId: number | null;
}

async function runState(name: string, run: Run): Promise<StateResult> {
  const state = STATES[name];
  if (!state) throw new Error(`unknown state ${name}: one of ${Object.keys(STATES).join(', ')}`);
  log(`state ${name}`);
  const simulator = await startProviderSimulator({ port: 0 });
  const restoreEnv = providerEnv(simulator, state.env);
  let side;
  try {
    side = await startSide(
      name,
      () => startServer({ databaseUrl, tenant: args.tenant }),
      ['manager'],
      args.password,
    );
  } catch (error) {
    await simulator.close(); // or its server would keep this process alive
    throw error;
  } finally {
    restoreEnv();
  }
  try {
    if (run.credentialId === null) {
      const superadmin = new ApiSession(side.server.baseUrl, BENCH_SUPERADMIN, args.password);
      run.credentialId = await createProviderCredential(superadmin, SLUG, `${simulator.url}/b`);
    }
    const manager = side.sessions.get('manager')!;
    for (let i = 0; i < 30; i++) await manager.load(LIST_PATH);
    await control(simulator, 'DELETE', 'llamadas');
    if (state.modes) await control(simulator, 'PUT', 'modos', state.modes);
    // The agents' own session: its token is fetched once, apart from the list's.
    const agentSession = new ApiSession(side.server.baseUrl, 'manager', args.password);
    await agentSession.token();
    const agents = startProviderAgents({
      session: agentSession,
      agents: Number(args['provider-agents']),
      paceMs: Number(args['provider-pace-ms']),
      path: (n) => providerPath(SLUG, n, run.customerIds),
    });
    await sleep(Number(args['settle-seconds']) * 1000);
    const figures = await measureList({
      side,
      session: manager,
      path: LIST_PATH,
      databaseUrl: databaseUrl!,
      inFlight: agents.inFlight,
      oneClientRequests: Number(args.requests),
      clients: Number(args.clients),
      thinkMs: Number(args['think-ms']),
      thinkSeconds: Number(args['think-seconds']),
      backToBackSeconds: Number(args['throughput-seconds']),
      log,
    });
    const calls = await agents.stop(2000);
    const counts = (await control(simulator, 'GET', 'llamadas')) as Record<string, number>;
    const simulatorCalls = Object.values(counts).reduce((sum, n) => sum + n, 0);
    log(
      `  provider calls: ${JSON.stringify(Object.fromEntries(calls.byStatus))}; simulator received ${simulatorCalls}`,
    );
    return { name, figures, calls, simulatorCalls };
  } catch (error) {
    // Seen once: the API gone mid-state (ECONNREFUSED, then no /proc entry). Say so plainly.
    if (!existsSync(`/proc/${side.server.pid}`))
      throw new Error(`the API (pid ${side.server.pid}) exited during state ${name}`, { cause: error });
    throw error;
  } finally {
    // Closing the simulator first ends its hanging sockets, so the API has no call left to wait on.
    await simulator.close();
    // Stopped at once after the sockets closed, the API waited out stopServer's 15 s (seen twice);
    // a moment later it stops in ~60 ms.
    await sleep(2000);
    await side.server.stop();
  }
}

async function main() {
  console.log(
    `provider-down: PostgreSQL, tenant ${args.tenant}, states ${args.states}; ${new Date().toISOString()}  node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`,
  );
  const database = await openDatabase({ databaseUrl });
  const tenantId = await tenantIdOf(database, args.tenant);
  await ensureSuperadmin(database, tenantId, args.password);
  const hadGroupB = await giveGroupB(database, tenantId);
  const run: Run = { customerIds: await customersWithDocument(database, tenantId, 50), credentialId: null };
  const results: StateResult[] = [];
  try {
    for (const name of args.states.split(',')) results.push(await runState(name, run));
  } finally {
    if (run.credentialId !== null) await deleteProviderCredential(database, tenantId, run.credentialId);
    await restoreGroupB(database, tenantId, hadGroupB);
    log(
      `cleaned up: credential ${run.credentialId ?? '-'} removed, group B ${hadGroupB ? 'kept (had it)' : 'removed'}`,
    );
    await database.close();
  }
  console.log(
    `\nGET ${LIST_PATH} as manager, ${args['provider-agents']} agents calling provider B (coverage/invoices) one call each, paced ~${args['provider-pace-ms']} ms; load average ${loadAverage()}`,
  );
  printProviderTable(results, Number(args.clients), Number(args['think-ms']));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
