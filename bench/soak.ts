/**
 * Soak (issue 28 §5): `--users` simulated people for `--minutes` on PostgreSQL, each pausing
 * 0.5–2 s between actions, in the issue's mix (lib/soak-mix.ts; the calls, lib/soak-actions.ts):
 * 60 % the customer list and its records, 20 % callbacks and notes, 10 % Gerencia and the
 * dashboard, 10 % pricing an offer or its PDF. Prints per action the count, errors and p50/p95, the API's RSS every `--sample-s`, then
 * checks that every write the API answered with success is in the database and that every job of
 * the run ended (lib/soak-checks.ts).
 *
 * `--kill-at N`: at minute N the API's whole process tree gets SIGKILL and the API starts again at
 * once on the same port and database (lib/soak-restart.ts); what fails meanwhile is counted apart,
 * and users retry a failed action after their pause, as a person would.
 *
 * Its own database, dropped and made again on every run, with a tenant made as bench/offers.ts
 * makes its own (lib/offer-tenant.ts: `--customers` customers with their history; admin, manager
 * and three Comerciales), with the offers' catalogue made through the API (lib/offer-catalogue.ts).
 * The users share the three Comercial accounts; Gerencia is the manager's. Errors are reported, not
 * fatal; the exit code is 1 when a write was lost or a job never ended.
 *
 *   npx tsx bench/soak.ts --users 200 --minutes 10
 *   npx tsx bench/soak.ts --users 200 --minutes 10 --kill-at 5
 */
import { Agent } from 'node:http';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/open-database';
import { codeVersion } from './lib/api-server';
import { ensureDatabase } from './lib/gerencia-tenant';
import { ApiSession, fixed, loadAverage } from './lib/load';
import { createBenchCatalogue } from './lib/offer-catalogue';
import { resetOfferTenant } from './lib/offer-tenant';
import { checkWrites, waitForJobs, WriteLog } from './lib/soak-checks';
import { MemoryTable, SoakRecorder } from './lib/soak-figures';
import { ACTION_SHARES } from './lib/soak-mix';
import { comercialRows, person, signIn, soakContext, soakUsers } from './lib/soak-people';
import { printJobs, printRestart, printWrites } from './lib/soak-report';
import { RestartableApi, type Restart } from './lib/soak-restart';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/ventas_bench_soak' },
    tenant: { type: 'string', default: 'benchsoak' },
    password: { type: 'string', default: 'bench1234' },
    customers: { type: 'string', default: '20000' },
    users: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '10' },
    /** Minute of the run at which the API is killed and restarted (fractions allowed). */
    'kill-at': { type: 'string' },
    'sample-s': { type: 'string', default: '10' },
    /** RSS before this (s after a process's first sample) is its warm-up, left out of the trend. */
    'warmup-s': { type: 'string', default: '60' },
    /** An action not answered in this long fails (a person gives up and tries again). */
    'timeout-s': { type: 'string', default: '30' },
    /** How long to wait after the run for the jobs to end (a killed run's job waits 2–3 min to be requeued). */
    'jobs-wait-s': { type: 'string', default: '240' },
  },
});
const USERS = Number(args.users);
const RUN_MS = Number(args.minutes) * 60_000;
const KILL_AT_MS = args['kill-at'] === undefined ? null : Number(args['kill-at']) * 60_000;
/**
 * Keep-alive sockets without a cap, for reads and writes alike: each person's browser has sockets
 * of its own, so the client must not queue them behind a shared few (lib/load.ts's default is 64).
 */
const SOCKETS = new Agent({ keepAlive: true });

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

async function makeTenant(databaseUrl: string) {
  // Dropped and made again: a tenant with attentions cannot be deleted (the Gerencia figures'
  // trigger writes rows for the tenant being deleted), so a run cannot just remake its tenant.
  await ensureDatabase(databaseUrl, { fresh: true });
  const database = await openDatabase({ databaseUrl });
  try {
    const started = performance.now();
    const tenant = await resetOfferTenant(database, {
      subdomain: args.tenant,
      password: args.password,
      customers: Number(args.customers),
      pool: 1,
    });
    log(`tenant made in ${fixed((performance.now() - started) / 1000)} s: ${JSON.stringify(tenant.counts)}`);
    return tenant;
  } finally {
    await database.close();
  }
}

async function main() {
  const databaseUrl = args['database-url'];
  log(
    `soak: ${USERS} users, ${args.minutes} min${KILL_AT_MS === null ? '' : `, API killed at minute ${args['kill-at']}`}, ` +
      `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}, tenant ${args.tenant}, ${args.customers} customers`,
  );
  log(`node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`);
  log(`mix: ${ACTION_SHARES.map(([name, share]) => `${name} ${fixed(share * 100)} %`).join(', ')}`);
  const tenant = await makeTenant(databaseUrl);
  const api = await RestartableApi.start({ databaseUrl, tenant: args.tenant });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let failed = false;
  try {
    log(`API pid ${api.current!.pid} ready on ${api.baseUrl}`);
    const catalogue = await createBenchCatalogue(new ApiSession(api.baseUrl, 'admin', args.password));
    const manager = new ApiSession(api.baseUrl, 'manager', args.password, SOCKETS);
    await manager.token();
    const accounts = await comercialRows(async (text) => (await client.query(text)).rows, tenant.tenantId);
    const comerciales = await signIn(accounts, api.baseUrl, args.password, SOCKETS);
    const writes = new WriteLog();
    const context = soakContext({ comerciales, manager, catalogue, writes });
    const recorder = new SoakRecorder(ACTION_SHARES.map(([name]) => name));
    const memory = new MemoryTable();
    const { rows } = await client.query<{ now: Date }>('SELECT now()');
    const runStartDb = rows[0]!.now;
    const runStart = performance.now();
    const deadline = runStart + RUN_MS;
    const sampleMs = Number(args['sample-s']) * 1000;
    log(`run: ${MemoryTable.HEADERS.join(' | ')}`);
    const sampler = setInterval(() => {
      const row = memory.sample(
        (performance.now() - runStart) / 1000,
        api.current?.pid ?? null,
        recorder.takeInterval(),
      );
      log(`run: ${MemoryTable.cells(row).join(' | ')}`);
    }, sampleMs);
    const restart: { done?: Promise<Restart> } = {};
    const killTimer =
      KILL_AT_MS === null
        ? null
        : setTimeout(() => {
            restart.done = api.killAndRestart((killedAt) => {
              recorder.restart = { killedAt, readyAt: null };
              log('API killed (SIGKILL to its process tree); restarting');
            });
            restart.done.then(
              (done) => {
                recorder.restart = { killedAt: done.killedAt, readyAt: done.readyAt };
                log(`API pid ${done.newPid} answering again`);
              },
              () => undefined,
            );
          }, KILL_AT_MS);
    const timeoutMs = Number(args['timeout-s']) * 1000;
    const users = soakUsers(USERS, comerciales);
    await Promise.all(users.map((user) => person(user, context, recorder, { deadline, timeoutMs })));
    const seconds = (performance.now() - runStart) / 1000;
    if (killTimer) clearTimeout(killTimer);
    clearInterval(sampler);
    const restartDone = restart.done
      ? await restart.done.catch((error: unknown) => {
          log(`the API did not come back: ${String(error)}`);
          failed = true;
          return null;
        })
      : null;

    log(`run over after ${fixed(seconds)} s; waiting for the run's jobs to end`);
    const jobs = await waitForJobs(client, tenant.tenantId, runStartDb, Number(args['jobs-wait-s']) * 1000);
    const checks = await checkWrites(client, tenant.tenantId, writes);

    console.log(`\n${USERS} users, ${fixed(seconds)} s, load average at end ${loadAverage()}\n`);
    recorder.print(seconds);
    const totals = recorder.totals();
    console.log(
      `\nErrors: ${totals.errors} of ${totals.count} actions (target 0)` +
        (restartDone ? `; ${totals.duringRestart} more failed during the restart` : ''),
    );
    console.log(`\nAPI memory every ${args['sample-s']} s (the interval's traffic beside it):\n`);
    memory.print();
    for (const line of memory.trend(Number(args['warmup-s']))) console.log(line);
    if (restartDone) printRestart(restartDone, recorder, runStart);

    const lost = printWrites(checks);
    printJobs(jobs);
    console.log(
      `\nLost writes: ${lost} (target 0). Jobs not ended: ${jobs.unfinished.length} (target 0). ` +
        `Errors: ${totals.errors} (target 0).`,
    );
    failed ||= lost > 0 || jobs.unfinished.length > 0;
  } finally {
    await client.end();
    await api.stop();
    SOCKETS.destroy();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
