import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** SPEC §4/§7: queues the export of the filtered list; answers the task id to poll. */
export async function startClientesExport(filters: ListQuery): Promise<string> {
  const { task_id } = await api.get<TaskStarted>('/api/clientes/teletrabajo/download-xlsx-teletrabajo/', {
    query: filters,
  });
  return task_id;
}
