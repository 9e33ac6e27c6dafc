/**
 * Why a fuzz saw connection resets (issue 29 §6: 604 of 45,074 requests over every operation of
 * the OpenAPI document, against `npm start`, ended with the connection reset or timed out). Starts
 * the API as `npm start` does (PGlite in a new data directory, the demo seeded at its first start)
 * and replays each class of request that can end so, counting how each ended
 * (lib/reset-probes.ts, lib/reset-load.ts):
 *
 * 1. keep-alive sockets left idle across the server's keep-alive time, then reused (bare sockets
 *    at offsets around it; Node's Agent and fetch past it);
 * 2. bodies the server answers before reading them: over the body limit (413), refused by the
 *    JSON parser (400);
 * 3. requests Node's HTTP parser refuses (http/client-error.ts: 400 and close);
 * 4. load: `--clients` clients sending ordinary requests back to back with a `--timeout-s`
 *    timeout, alone and beside `--walkers` clients walking every GET operation of the document.
 *
 * "Reads while it writes" is a bare socket that takes any answer as it arrives; "writes first" is
 * how a client that sends the whole request before reading (Python's http.client, most fuzzers)
 * sees the same exchange. Prints counts; never fails.
 *
 *   npx tsx bench/connection-resets.ts                  # ~3 min (the idle probe waits 72 s)
 *   npx tsx bench/connection-resets.ts --classes 2,3    # the refused requests only
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { codeVersion, startServer } from './lib/api-server';
import { ApiSession, loadAverage } from './lib/load';
import { getOperations, latencyText, loadProbe } from './lib/reset-load';
import {
  announcedKeepAliveMs,
  idleKeepAlive,
  malformedRequests,
  refusedBodies,
  tallyText,
  type Tally,
  type Target,
} from './lib/reset-probes';

const { values: args } = parseArgs({
  options: {
    classes: { type: 'string', default: '1,2,3,4' },
    repeat: { type: 'string', default: '20' },
    /** Offsets (ms) from the keep-alive time at which the idle bare sockets are used again. */
    offsets: { type: 'string', default: '-1000,-10,0,10,1000,2000,5000' },
    clients: { type: 'string', default: '32' },
    walkers: { type: 'string', default: '4' },
    'load-seconds': { type: 'string', default: '30' },
    'timeout-s': { type: 'string', default: '10' },
  },
});
const CLASSES = new Set(args.classes.split(',').map(Number));
const REPEAT = Number(args.repeat);
const DEMO_PASSWORD = 'demo1234';

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

function printRows(title: string, rows: ReadonlyArray<{ probe: string; tally: Tally; writerFirst?: Tally }>) {
  console.log(`\n${title}`);
  for (const { probe, tally, writerFirst } of rows) {
    console.log(`  ${probe}: ${tallyText(tally)}`);
    if (writerFirst) console.log(`    writes first: ${tallyText(writerFirst)}`);
  }
}

async function target(baseUrl: string): Promise<Target> {
  const admin = new ApiSession(baseUrl, 'admin', DEMO_PASSWORD);
  const tiendas = await admin.getJson<Array<{ id: number }>>('/api/tiendas/');
  if (!tiendas[0]) throw new Error('the demo has no store to update');
  return { port: Number(new URL(baseUrl).port), token: await admin.token(), tiendaId: tiendas[0].id };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ventas-resets-'));
  log(`${codeVersion()}; load average ${loadAverage()}`);
  const server = await startServer({ dataDir, tenant: 'demo', asNpmStart: true });
  try {
    const api = await target(server.baseUrl);
    log(`API pid ${server.pid} on ${server.baseUrl}, demo seeded; store ${api.tiendaId}`);
    const keepAlive = await announcedKeepAliveMs(api);
    log(`the server announces "Keep-Alive: ${keepAlive.header}"`);
    // The idle sockets only wait: the light probes run meanwhile, the load after them.
    const idle = CLASSES.has(1)
      ? idleKeepAlive(api, keepAlive.ms, args.offsets.split(',').map(Number))
      : Promise.resolve(null);
    if (CLASSES.has(2))
      printRows('2. Bodies answered before they are read:', await refusedBodies(api, REPEAT));
    if (CLASSES.has(3)) printRows("3. Requests Node's parser refuses:", await malformedRequests(api, REPEAT));
    const idleRows = await idle;
    if (idleRows)
      printRows(`1. Keep-alive sockets idle around the keep-alive time (${keepAlive.ms} ms):`, idleRows);
    if (CLASSES.has(4)) {
      const operations = await getOperations(api, 1);
      const timeoutMs = Number(args['timeout-s']) * 1000;
      const base = {
        clients: Number(args.clients),
        seconds: Number(args['load-seconds']),
        timeoutMs,
        operations,
      };
      console.log(`\n4. Load: ${args.clients} clients back to back, client timeout ${args['timeout-s']} s`);
      const alone = await loadProbe(api, { ...base, walkers: 0 });
      console.log(
        `  ordinary calls alone: ${tallyText(alone.ordinary.tally)}; ${latencyText(alone.ordinary)}`,
      );
      console.log(`    GET /api/health/live every 100 ms meanwhile: ${latencyText(alone.live)}`);
      const walked = await loadProbe(api, { ...base, walkers: Number(args.walkers) });
      console.log(
        `  ordinary calls beside ${args.walkers} clients walking ${operations.length} GET operations: ` +
          `${tallyText(walked.ordinary.tally)}; ${latencyText(walked.ordinary)}`,
      );
      console.log(`    GET /api/health/live every 100 ms meanwhile: ${latencyText(walked.live)}`);
      console.log(`  the walk: ${tallyText(walked.walk.tally)}; ${latencyText(walked.walk)}`);
      console.log(
        `  its slowest: ${walked.slowest.map(([path, ms]) => `${path} ${Math.round(ms)} ms`).join(', ')}`,
      );
    }
    log(`load average ${loadAverage()}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
