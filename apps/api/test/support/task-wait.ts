import type { FastifyInstance } from 'fastify';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';

/** How often the status is asked, as the web app's follower asks it. */
const POLL_MS = 50;

/**
 * Reads a job's status until it succeeds or fails; its last status. It waits for the state
 * however long a loaded machine takes: the test's own time-out is what ends a job that never
 * ends (a fixed count of polls failed big imports on a busy machine, issue 28).
 */
export async function untilTaskEnds(readStatus: () => Promise<TaskStatus>): Promise<TaskStatus> {
  for (;;) {
    const status = await readStatus();
    if (status.state === 'SUCCESS' || status.state === 'FAILURE') return status;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Polls /api/utils/task-status/{id}/ through the app until the job ends. */
export function finishedTask(
  app: FastifyInstance,
  headers: Record<string, string>,
  taskId: string,
): Promise<TaskStatus> {
  return untilTaskEnds(
    async () =>
      (await app.inject({ url: `/api/utils/task-status/${taskId}/`, headers })).json() as TaskStatus,
  );
}
