/** Follows a job through GET /api/utils/task-status/{id}/ (SPEC §7) until it ends. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import type { ApiSession } from './load';

/** The job's last status; throws on FAILURE (with the job's message) or after `timeoutMs`. */
export async function taskFinished(
  session: ApiSession,
  taskId: string,
  options: { pollMs?: number; timeoutMs?: number } = {},
): Promise<TaskStatus> {
  const deadline = Date.now() + (options.timeoutMs ?? 30 * 60_000);
  for (;;) {
    const status = await session.getJson<TaskStatus>(`/api/utils/task-status/${taskId}/`);
    if (status.state === 'SUCCESS') return status;
    if (status.state === 'FAILURE')
      throw new Error(`task ${taskId} failed: ${status.error ?? '(no message)'}`);
    if (Date.now() > deadline) throw new Error(`task ${taskId} still ${status.state} after the timeout`);
    await sleep(options.pollMs ?? 250);
  }
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
