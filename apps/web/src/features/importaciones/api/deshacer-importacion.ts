import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';

/** POST /api/importaciones/{id}/deshacer/ -> `{task_id}` of the undo job. */
export function deshacerImportacion(id: number): Promise<TaskStarted> {
  return api.post<TaskStarted>(`/api/importaciones/${id}/deshacer/`);
}
