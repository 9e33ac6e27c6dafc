import type { FastifyInstance } from 'fastify';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';

/** Test-only: how long a test waits for a job (a minute at most: a job that never ends fails the test). */
const POLL_MS = 50;
const MAX_POLLS = 1200;

/** Polls /api/utils/task-status/{id}/ until the job succeeds or fails; its last status. */
export async function finishedTask(
  app: FastifyInstance,
  headers: Record<string, string>,
  taskId: string,
): Promise<TaskStatus> {
  for (let attempt = 0; attempt < MAX_POLLS; attempt += 1) {
    const status: TaskStatus = (
      await app.inject({ url: `/api/utils/task-status/${taskId}/`, headers })
    ).json();
    if (status.state === 'SUCCESS' || status.state === 'FAILURE') return status;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`task ${taskId} did not finish`);
}
