import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { api } from './api';

/** SPEC §7: GET /api/utils/task-status/{task_id}/. */
export function fetchTaskStatus(taskId: string, signal?: AbortSignal): Promise<TaskStatus> {
  return api.get<TaskStatus>(`/api/utils/task-status/${encodeURIComponent(taskId)}/`, { signal });
}
