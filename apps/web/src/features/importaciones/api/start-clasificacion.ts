import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';

/** POST /api/importaciones/{id}/clasificacion/: queues the whole classification as xlsx; its task id. */
export async function startClasificacion(id: number): Promise<string> {
  const started = await api.post<TaskStarted>(`/api/importaciones/${id}/clasificacion/`);
  return started.task_id;
}
