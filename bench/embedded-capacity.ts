/**
 * How many agents the embedded default serves well (issue 29 §6): the API started as `npm start`
 * starts it (built, its heap limit, its environment, PGlite in a new data directory, the demo
 * seeded by its first start), plus a bench tenant as bench/soak.ts makes one (lib/offer-tenant.ts:
 * `--customers` customers with their history, admin, manager and three Comerciales; the offers'
 * catalogue through the API).
 * Then steps of simulated agents (`--steps`, `--step-minutes` each), each agent pausing 0.5–2 s
 * between actions in the soak's mix (lib/soak-mix.ts, lib/soak-people.ts), after a warm-up at the
 * first step's size that is not counted.
 *
 * Per step: actions and HTTP requests, errors, timeouts (no answer in `--timeout-s`), p50/p95 per
 * action and overall, requests per second, CPU per request of the API, its Chromium and this
 * client (they share the machine's cores), the API's peak RSS; then every step side by side and
 * the largest number of agents served well under the rule printed with it (lib/capacity-steps.ts:
 * overall p95 ≤ `--good-p95-ms`, 0 errors, 0 timeouts). Prints figures; never fails.
 *
 *   npx tsx bench/embedded-capacity.ts                                       # ~13 min of steps, ~15 in all
 *   npx tsx bench/embedded-capacity.ts --steps 10,25,50 --step-minutes 0.5   # a quick check
 *
 * PGlite lets one process at a time open its data directory, so the writes are not looked up in
 * the database afterwards (bench/soak.ts does that on PostgreSQL).
 */
import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf } from './lib/bench-rows';
import { openDatabase } from '../apps/api/src/db/open-database';
import { codeVersion, startServer, type RunningServer } from './lib/api-server';
import { describeRule, printSteps, StepMeter, type StepFigures } from './lib/capacity-steps';
import { ApiSession, fixed, loadAverage } from './lib/load';
import { createBenchCatalogue } from './lib/offer-catalogue';
import { resetOfferTenant } from './lib/offer-tenant';
import type { SoakContext } from './lib/soak-actions';
import { WriteLog } from './lib/soak-checks';
import { SoakRecorder } from './lib/soak-figures';
import { ACTION_SHARES } from './lib/soak-mix';
import { comercialRows, person, signIn, soakContext, soakUsers, type AccountRows } from './lib/soak-people';

const { values: args } = parseArgs({
  options: {
    /** Default: a new temporary directory, removed at the end. */
    'data-dir': { type: 'string' },
    tenant: { type: 'string', default: 'benchcap' },
    password: { type: 'string', default: 'bench1234' },
    customers: { type: 'string', default: '20000' },
    steps: { type: 'string', default: '10,25,50,100,150,200' },
    'step-minutes': { type: 'string', default: '2' },
    'warmup-s': { type: 'string', default: '30' },
    /** An action not answered in this long fails as a timeout (the soak gave up at 60 s). */
    'timeout-s': { type: 'string', default: '60' },
    'good-p95-ms': { type: 'string', default: '1000' },
    'server-node-args': { type: 'string' },
  },
});
const STEPS = args.steps
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const STEP_MS = Number(args['step-minutes']) * 60_000;
const TIMEOUT_MS = Number(args['timeout-s']) * 1000;
const RULE = { p95Ms: Number(args['good-p95-ms']) };
/** Keep-alive sockets without a cap: each person's browser has sockets of its own. */
const SOCKETS = new Agent({ keepAlive: true });

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/**
 * The demo as `npm start`'s first start seeds it (the API started once and stopped), then the
 * bench tenant, made in the directory while no API has it open (PGlite has one user at a time).
 */
async function prepare(dataDir: string): Promise<{ accounts: AccountRows[] }> {
  const started = performance.now();
  const first = await startServer({ dataDir, tenant: 'demo', asNpmStart: true });
  await first.stop();
  const database = await openDatabase({ dataDir });
  try {
    const tenant = await resetOfferTenant(database, {
      subdomain: args.tenant,
      password: args.password,
      customers: Number(args.customers),
      pool: 1,
    });
    log(
      `demo data and tenant made in ${fixed((performance.now() - started) / 1000)} s: ${JSON.stringify(tenant.counts)}`,
    );
    const query = async <T>(text: string) => rowsOf<T>(await database.owner.execute(sql.raw(text)));
    return { accounts: await comercialRows(query, tenant.tenantId) };
  } finally {
    await database.close();
  }
}

/** `agents` people for `ms`, recorded apart; the figures once the last one's action ended. */
async function runStep(
  server: RunningServer,
  context: SoakContext,
  agents: number,
  ms: number,
): Promise<{ figures: StepFigures; recorder: SoakRecorder }> {
  const recorder = new SoakRecorder(ACTION_SHARES.map(([name]) => name));
  const meter = new StepMeter(server);
  const deadline = performance.now() + ms;
  const users = soakUsers(agents, context.comerciales);
  await Promise.all(
    users.map((user) => person(user, context, recorder, { deadline, timeoutMs: TIMEOUT_MS })),
  );
  return { figures: meter.finish(agents, recorder), recorder };
}

async function main(): Promise<void> {
  const dataDir = args['data-dir'] ?? mkdtempSync(join(tmpdir(), 'ventas-capacity-'));
  log(
    `embedded capacity: PGlite in ${dataDir}, tenant ${args.tenant} with ${args.customers} customers; ` +
      `steps ${STEPS.join(', ')} agents, ${args['step-minutes']} min each, timeout ${args['timeout-s']} s`,
  );
  log(`node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`);
  const { accounts } = await prepare(dataDir);
  const server = await startServer({
    dataDir,
    tenant: args.tenant,
    asNpmStart: true,
    nodeArgs: args['server-node-args']?.split(' ').filter(Boolean),
  });
  try {
    log(`API pid ${server.pid} ready on ${server.baseUrl} in ${fixed(server.startSeconds)} s`);
    const catalogue = await createBenchCatalogue(new ApiSession(server.baseUrl, 'admin', args.password));
    const manager = new ApiSession(server.baseUrl, 'manager', args.password, SOCKETS);
    await manager.token();
    const comerciales = await signIn(accounts, server.baseUrl, args.password, SOCKETS);
    const context = soakContext({ comerciales, manager, catalogue, writes: new WriteLog() });

    const warmupMs = Number(args['warmup-s']) * 1000;
    if (warmupMs > 0) {
      log(`warm-up: ${STEPS[0]} agents for ${args['warmup-s']} s (not counted)`);
      await runStep(server, context, STEPS[0]!, warmupMs);
    }
    const steps: StepFigures[] = [];
    for (const agents of STEPS) {
      log(`step: ${agents} agents for ${args['step-minutes']} min (load average ${loadAverage()})`);
      const { figures, recorder } = await runStep(server, context, agents, STEP_MS);
      steps.push(figures);
      console.log();
      recorder.print(figures.seconds);
      console.log(
        `\n${agents} agents, ${fixed(figures.seconds)} s: ${figures.requests} requests ` +
          `(${fixed(figures.requests / figures.seconds)} req/s), API CPU ${fixed(figures.apiCpuMs, 2)} ms/request, ` +
          `API RSS peak ${fixed(figures.apiRssPeak, 0)} MiB, load average ${figures.loadAverage}\n`,
      );
    }
    console.log(`\nEvery step (${describeRule(RULE)} to serve well):\n`);
    printSteps(steps, RULE);
  } finally {
    await server.stop();
    SOCKETS.destroy();
    if (!args['data-dir']) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
