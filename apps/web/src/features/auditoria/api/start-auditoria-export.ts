import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import { api } from '../../../api/api';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** Queues the xlsx of the filtered log; answers the task id to poll (SPEC §4). */
export async function startAuditoriaExport(query: ListQuery): Promise<string> {
  const { task_id } = await api.get<TaskStarted>('/api/auditoria/download-xlsx/', { query });
  return task_id;
}
