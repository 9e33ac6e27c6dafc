/**
 * The month's xlsx (SPEC §7 `GET /api/calculadora/download-xlsx-calculadora/?month=M&year=Y`), timed
 * from the request to the file's last byte. Answered directly today; should it answer with a job
 * (`{task_id}`), the job is polled as the web app does (bench/export-customers.ts: at once, then
 * the domain's schedule) and the file downloaded from get-xlsx-files, all inside the time.
 */
import { performance } from 'node:perf_hooks';
import { taskPollDelayMs } from '@ventas/domain/jobs/task-polling';
import type { RunningServer } from './api-server';
import { fixed, type ApiSession } from './load';
import { taskEnded } from './task-status';

export interface XlsxRun {
  seconds: number;
  bytes: number;
  /** API CPU seconds over the run. */
  cpu: number;
  via: 'direct' | 'job';
  error?: string;
}

const XLSX_PATH = '/api/calculadora/download-xlsx-calculadora/';
/** How long the job may take, counted from the request. */
const JOB_TIMEOUT_MS = 120_000;

/** The whole file once; an error run (not registered, failed job) instead of a throw. */
export async function timeXlsx(
  server: RunningServer,
  session: ApiSession,
  month: { year: number; month: number },
): Promise<XlsxRun> {
  const cpuBefore = server.cpuSeconds();
  const started = performance.now();
  const done = (bytes: number, via: XlsxRun['via'], error?: string): XlsxRun => ({
    seconds: (performance.now() - started) / 1000,
    bytes,
    cpu: server.cpuSeconds() - cpuBefore,
    via,
    ...(error ? { error } : {}),
  });
  const answer = await session.load(`${XLSX_PATH}?month=${month.month}&year=${month.year}`);
  const text = () => answer.body.toString('utf8').slice(0, 160).replace(/\s+/g, ' ');
  if (answer.status !== 200) return done(0, 'direct', `${answer.status} ${text()}`);
  // An xlsx is a zip: it starts with "PK". Anything else should be a job's id.
  if (answer.body.subarray(0, 2).toString('latin1') === 'PK') return done(answer.body.length, 'direct');
  const taskId = (JSON.parse(answer.body.toString('utf8')) as { task_id?: string }).task_id;
  if (!taskId) return done(0, 'direct', `neither a file nor a task: ${text()}`);
  const { status } = await taskEnded(session, taskId, {
    delayMs: taskPollDelayMs,
    timeoutMs: JOB_TIMEOUT_MS - (performance.now() - started),
  });
  if (status.state !== 'SUCCESS' && status.state !== 'FAILURE')
    return done(0, 'job', `no SUCCESS in ${JOB_TIMEOUT_MS / 1000} s`);
  const filename = status.result?.filename;
  if (status.state !== 'SUCCESS' || !filename) return done(0, 'job', JSON.stringify(status).slice(0, 160));
  const file = await session.load(`/api/utils/get-xlsx-files/?filename=${encodeURIComponent(filename)}`);
  if (file.status !== 200) return done(0, 'job', `download ${file.status}`);
  return done(file.body.length, 'job');
}

export const xlsxRow = (label: string, runs: readonly XlsxRun[]): Array<string | number> => {
  const failed = runs.find((run) => run.error);
  if (failed) return [label, '-', `error: ${failed.error}`, '-', '-'];
  return [
    label,
    runs[0]!.via,
    runs.map((run) => fixed(run.seconds, 2)).join(' / '),
    fixed(runs[0]!.bytes / 1024, 0),
    runs.map((run) => fixed(run.cpu, 2)).join(' / '),
  ];
};

export const XLSX_HEADERS = [
  'xlsx',
  'answered',
  'seconds to the whole file (runs)',
  'KiB',
  'API CPU s (runs)',
];
