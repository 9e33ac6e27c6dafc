import { isApiError } from '../../api/api-error';
import { EXPORT_MAX_RETRIES, EXPORT_RETRY_MS } from '../../config/constants';
import { wait } from '../../lib/wait';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { taskPollDelayMs } from '@ventas/domain/jobs/task-polling';

export interface ExportProgress {
  done: number;
  total: number;
}

export type ExportOutcome =
  | { kind: 'success'; filename: string }
  /** The job itself failed (state FAILURE); `error` is the server's reason, in Spanish. */
  | { kind: 'failure'; error: string | null }
  /** A request failed: starting, polling past the retries, or downloading. */
  | { kind: 'request-failed'; error: unknown }
  | { kind: 'cancelled' };

export interface ExportJobDeps {
  start: () => Promise<string>;
  status: (taskId: string) => Promise<TaskStatus>;
  download: (filename: string) => Promise<void>;
  onProgress: (progress: ExportProgress) => void;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
}

/** A dropped connection or a server hiccup is worth another try; a 4xx answer will not change. */
function isNetworkError(error: unknown): boolean {
  return !isApiError(error) || error.status >= 500;
}

/** done/total as a percentage, or null while the total is unknown (indeterminate bar). */
export function progressPercent(progress: ExportProgress | null): number | null {
  if (!progress || progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}

/**
 * SPEC §4 export job: ask for a task id, poll its status while it runs (at once, 100 and 200 ms
 * later, then every 300 ms: `taskPollDelayMs`; progress = done/total), download the file on
 * SUCCESS. A status call that fails on the network is retried up to 30 times in a row, 500 ms
 * apart (SPEC §9); any answer resets that count.
 */
export async function runExportJob(deps: ExportJobDeps): Promise<ExportOutcome> {
  const sleep = deps.sleep ?? wait;
  const cancelled = () => deps.signal?.aborted === true;
  let taskId: string;
  try {
    taskId = await deps.start();
  } catch (error) {
    return { kind: 'request-failed', error };
  }
  let failures = 0;
  let answers = 0;
  while (!cancelled()) {
    let status: TaskStatus;
    try {
      status = await deps.status(taskId);
      failures = 0;
      answers += 1;
    } catch (error) {
      failures += 1;
      if (!isNetworkError(error) || failures > EXPORT_MAX_RETRIES) return { kind: 'request-failed', error };
      await sleep(EXPORT_RETRY_MS);
      continue;
    }
    if (cancelled()) break;
    if (status.state === 'FAILURE') return { kind: 'failure', error: status.error ?? null };
    if (status.state === 'SUCCESS') return finish(status, deps);
    if (status.result) deps.onProgress({ done: status.result.done, total: status.result.total });
    await sleep(taskPollDelayMs(answers));
  }
  return { kind: 'cancelled' };
}

async function finish(status: TaskStatus, deps: ExportJobDeps): Promise<ExportOutcome> {
  const filename = status.result?.filename;
  if (!filename) return { kind: 'failure', error: null };
  if (status.result) deps.onProgress({ done: status.result.done, total: status.result.total });
  try {
    await deps.download(filename);
  } catch (error) {
    return { kind: 'request-failed', error };
  }
  return { kind: 'success', filename };
}
