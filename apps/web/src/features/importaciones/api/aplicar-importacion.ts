import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import type { Duplicados } from '@ventas/domain/importaciones/importacion-contract';
import { api } from '../../../api/api';

/** POST /api/importaciones/{id}/aplicar/ -> `{task_id}` of the apply job (also resumes one). */
export function aplicarImportacion(id: number, duplicados: Duplicados): Promise<TaskStarted> {
  return api.post<TaskStarted>(`/api/importaciones/${id}/aplicar/`, { duplicados });
}
