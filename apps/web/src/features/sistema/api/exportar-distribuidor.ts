import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';

/** GET /api/distribuidores/distribuidor/{id}/export/ -> {task_id}: every row of the distributor, as a file job. */
export async function exportarDistribuidor(id: number): Promise<string> {
  const started = taskStartedSchema.parse(
    await api.get<unknown>(`/api/distribuidores/distribuidor/${id}/export/`),
  );
  return started.task_id;
}
