/** Follows a job through GET /api/utils/task-status/{id}/ (SPEC §7) until it ends. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import type { ApiSession } from './load';

export interface TaskPolling {
  /** The wait (ms) after `pollsDone` answers; the first poll goes at once. */
  delayMs?: (pollsDone: number) => number;
  /** How long to poll before giving up (ms). */
  timeoutMs?: number;
}

/**
 * Polls until the job ends (SUCCESS or FAILURE) or `timeoutMs` has passed; the last status seen
 * either way (a timed-out one is still PENDING or STARTED), and how many polls it took.
 */
export async function taskEnded(
  session: ApiSession,
  taskId: string,
  options: TaskPolling = {},
): Promise<{ status: TaskStatus; polls: number }> {
  const delayMs = options.delayMs ?? (() => 250);
  const deadline = Date.now() + (options.timeoutMs ?? 30 * 60_000);
  for (let polls = 1; ; polls += 1) {
    const status = await session.getJson<TaskStatus>(`/api/utils/task-status/${taskId}/`);
    if (status.state === 'SUCCESS' || status.state === 'FAILURE' || Date.now() > deadline)
      return { status, polls };
    await sleep(delayMs(polls));
  }
}

/** The job's last status; throws on FAILURE (with the job's message) or after `timeoutMs`. */
export async function taskFinished(
  session: ApiSession,
  taskId: string,
  options: { pollMs?: number; timeoutMs?: number } = {},
): Promise<TaskStatus> {
  const { status } = await taskEnded(session, taskId, {
    delayMs: () => options.pollMs ?? 250,
    timeoutMs: options.timeoutMs,
  });
  if (status.state === 'FAILURE') throw new Error(`task ${taskId} failed: ${status.error ?? '(no message)'}`);
  if (status.state !== 'SUCCESS') throw new Error(`task ${taskId} still ${status.state} after the timeout`);
  return status;
}

/** A JSON call with a body as the given session; throws with the answer on a non-2xx. */
export async function sendJson<T>(
  session: ApiSession,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${session.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await session.token()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
