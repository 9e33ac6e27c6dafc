/**
 * Telework export end to end: starts the real API, asks for the xlsx export of ~N customers
 * (default 100,000: an updated_on_after filter is calibrated with the list's count), polls the task
 * like the web app (at once, then `taskPollDelayMs`: 100, 200, then every 300 ms), downloads the
 * file and prints seconds, rows, size and the server's peak RSS. While the job runs, a probe times
 * one list request every 500 ms, to show whether the export starves the API. `--repeat` runs the
 * same export again on the same server: the first run after start and the later ones differ
 * (the xlsx thread is started when the app is ready and kept between exports).
 *
 *   npx tsx bench/export-customers.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench
 *   npx tsx bench/export-customers.ts --data-dir /tmp/bench-pglite --rows 50000
 *   npx tsx bench/export-customers.ts --data-dir /tmp/bench-pglite --rows 3 --repeat 5
 *
 * Contract (SPEC §7): GET /api/clientes/teletrabajo/download-xlsx-teletrabajo/?<filters> -> {task_id};
 * GET /api/utils/task-status/{task_id}/ -> {state, result: {filename, done, total}};
 * GET /api/utils/get-xlsx-files/?filename=<filename> -> the file.
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { cpus } from 'node:os';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { taskPollDelayMs } from '@ventas/domain/jobs/task-polling';
import { codeVersion, startServer, type RunningServer } from './lib/api-server';
import { ApiSession, fixed, loadAverage, percentile } from './lib/load';
import { taskEnded } from './lib/task-status';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string', default: '/tmp/bench-pglite' },
    tenant: { type: 'string', default: 'bench01' },
    password: { type: 'string', default: 'bench1234' },
    role: { type: 'string', default: 'manager' },
    rows: { type: 'string', default: '100000' },
    /** Explicit filters instead of the calibrated updated_on_after (a query string). */
    query: { type: 'string' },
    out: { type: 'string', default: '/tmp/bench-export.xlsx' },
    'timeout-seconds': { type: 'string', default: '900' },
    /** Count the rows of the downloaded file with ExcelJS's streaming reader. */
    verify: { type: 'boolean', default: false },
    /** Runs the same export this many times on one server (small exports: first vs. warm). */
    repeat: { type: 'string', default: '1' },
    /** Extra node flags for the server, space-separated (e.g. "--max-semi-space-size=2"). */
    'server-node-args': { type: 'string' },
  },
});

const EXPORT_PATH = '/api/clientes/teletrabajo/download-xlsx-teletrabajo/';

/** The updated_on_after date whose count is closest to `target` (binary search on days back). */
async function calibrate(session: ApiSession, target: number): Promise<{ query: string; count: number }> {
  const countFor = async (query: string) =>
    (await session.getJson<{ count: number }>(`/api/clientes/entradas/?${query}&itemsPerPage=1`)).count;
  const all = await countFor('');
  if (all <= target) return { query: '', count: all };
  const dayQuery = (daysBack: number) =>
    `updated_on_after=${new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10)}`;
  let low = 0;
  let high = 800;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if ((await countFor(dayQuery(mid))) < target) low = mid;
    else high = mid;
  }
  return { query: dayQuery(high), count: await countFor(dayQuery(high)) };
}

async function countXlsxRows(path: string): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { worksheets: 'emit', sharedStrings: 'cache' });
  let rows = 0;
  for await (const worksheet of reader) for await (const _row of worksheet) rows += 1;
  return rows - 1; // header
}

/**
 * One export as the web app sees it: request, poll until SUCCESS, download. Prints its figures and
 * answers the seconds from the request to the last byte of the file (null if it did not succeed).
 */
async function measureExport(
  server: RunningServer,
  session: ApiSession,
  probe: ApiSession,
  query: string,
): Promise<number | null> {
  server.memory.reset();
  const cpuBefore = server.cpuSeconds();
  const started = performance.now();
  const response = await session.get(`${EXPORT_PATH}?${query}`);
  if (!response.ok) {
    console.log(`\nGET ${EXPORT_PATH} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    console.log('The export endpoint is not available on this build; nothing measured.');
    return null;
  }
  const { task_id: taskId } = (await response.json()) as { task_id: string };
  const enqueueMs = performance.now() - started;

  const probeLatencies: number[] = [];
  let exporting = true;
  const probing = (async () => {
    while (exporting) {
      const t0 = performance.now();
      const r = await probe.get('/api/clientes/entradas/?page=1');
      await r.arrayBuffer();
      probeLatencies.push(performance.now() - t0);
      await sleep(500);
    }
  })();

  // As the web app: the first poll at once, then the domain's schedule (SPEC §4).
  const { status, polls } = await taskEnded(session, taskId, {
    delayMs: taskPollDelayMs,
    timeoutMs: Number(args['timeout-seconds']) * 1000,
  });
  const jobSeconds = (performance.now() - started) / 1000;
  // The probe may be asleep for up to 500 ms: the download does not wait for it.
  exporting = false;
  if (status.state !== 'SUCCESS' || !status.result?.filename) {
    console.log(`\nexport ended ${status.state} after ${fixed(jobSeconds)} s: ${JSON.stringify(status)}`);
    await probing;
    return null;
  }

  const downloadStarted = performance.now();
  const file = await session.get(
    `/api/utils/get-xlsx-files/?filename=${encodeURIComponent(status.result.filename)}`,
  );
  if (!file.ok || !file.body) throw new Error(`download: ${file.status} ${await file.text()}`);
  await pipeline(Readable.fromWeb(file.body as WebReadableStream<Uint8Array>), createWriteStream(args.out));
  const downloadSeconds = (performance.now() - downloadStarted) / 1000;
  const endToEndSeconds = (performance.now() - started) / 1000;
  await probing;
  const peak = server.memory.peak();
  const cpu = server.cpuSeconds() - cpuBefore;
  const size = (await stat(args.out)).size;
  const rowsInFile = args.verify ? await countXlsxRows(args.out) : null;

  console.log(
    `\nexport of ${status.result.total ?? '?'} rows (${status.result.done ?? '?'} done), task ${taskId}`,
  );
  console.log(`  enqueue            ${fixed(enqueueMs)} ms`);
  console.log(`  until SUCCESS      ${fixed(jobSeconds, 2)} s  (${polls} polls)`);
  console.log(
    `  download           ${fixed(downloadSeconds, 2)} s  ${fixed(size / 1024 / 1024, 1)} MiB -> ${args.out}`,
  );
  console.log(`  end to end         ${fixed(endToEndSeconds, 2)} s  (request -> file on disk)`);
  if (rowsInFile !== null) console.log(`  rows in the file   ${rowsInFile}`);
  console.log(`  server CPU         ${fixed(cpu, 1)} s  (user+system, all threads)`);
  console.log(
    `  server peak RSS    ${fixed(peak, 0)} MiB during the export (RSS after: ${fixed(server.memory.rss(), 0)} MiB)`,
  );
  console.log(
    `  list probe during the export: n=${probeLatencies.length} p50 ${fixed(percentile(probeLatencies, 50))} ms, ` +
      `p95 ${fixed(percentile(probeLatencies, 95))} ms, max ${fixed(Math.max(...probeLatencies))} ms`,
  );
  console.log(`  load average at end ${loadAverage()}`);
  return endToEndSeconds;
}

async function main() {
  const engine = args['database-url'] ? 'PostgreSQL' : `PGlite (${args['data-dir']})`;
  console.log(`export-customers: ${engine}, tenant ${args.tenant} as ${args.role}`);
  console.log(
    `${new Date().toISOString()}  node ${process.version}  ${cpus().length} cores  load average ${loadAverage()}  ${codeVersion()}`,
  );
  const server = await startServer({
    databaseUrl: args['database-url'],
    dataDir: args['data-dir'],
    tenant: args.tenant,
    nodeArgs: args['server-node-args']?.split(' ').filter(Boolean),
  });
  try {
    const session = new ApiSession(server.baseUrl, args.role, args.password);
    const probe = new ApiSession(server.baseUrl, args.role, args.password);
    await probe.token();
    const filter =
      args.query !== undefined
        ? { query: args.query, count: Number.NaN }
        : await calibrate(session, Number(args.rows));
    console.log(`filters: ${filter.query || '(none)'}  -> list count ${filter.count}`);
    console.log(
      `server ready in ${fixed(server.startSeconds)} s, RSS now ${fixed(server.memory.rss(), 0)} MiB`,
    );

    const runs = Math.max(1, Number(args.repeat));
    const endToEnd: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      if (runs > 1) console.log(`\nrun ${run} of ${runs}`);
      const seconds = await measureExport(server, session, probe, filter.query);
      if (seconds === null) return;
      endToEnd.push(seconds);
    }
    if (runs > 1) {
      const later = endToEnd.slice(1);
      console.log(
        `\nend to end: first ${fixed(endToEnd[0] ?? Number.NaN, 2)} s, then p50 ${fixed(percentile(later, 50), 2)} s, ` +
          `max ${fixed(Math.max(...later), 2)} s over ${later.length} runs`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
