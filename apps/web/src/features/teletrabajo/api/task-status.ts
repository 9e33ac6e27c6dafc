import { api } from '../../../api/api';

export type TaskState = 'PENDING' | 'STARTED' | 'SUCCESS' | 'FAILURE';

/** SPEC §7: GET /api/utils/task-status/{task_id}/. */
export interface TaskStatus {
  state: TaskState;
  result: { filename: string | null; done: number; total: number } | null;
  error?: string;
}

export function fetchTaskStatus(taskId: string, signal?: AbortSignal): Promise<TaskStatus> {
  return api.get<TaskStatus>(`/api/utils/task-status/${encodeURIComponent(taskId)}/`, { signal });
}
