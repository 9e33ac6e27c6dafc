import { jobsCalls } from '@ventas/domain/jobs/jobs.calls';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { sendCall } from './send-call';

/** SPEC §7: GET /api/utils/task-status/{task_id}/. */
export function fetchTaskStatus(taskId: string, signal?: AbortSignal): Promise<TaskStatus> {
  return sendCall(jobsCalls.taskStatus, { params: { task_id: taskId } }, signal ? { signal } : {});
}
