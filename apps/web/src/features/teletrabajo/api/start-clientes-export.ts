import { api } from '../../../api/api';
import type { ClientesQuery } from './clientes-list-query';

/** SPEC §4/§7: queues the export of the filtered list; answers the task id to poll. */
export async function startClientesExport(filters: ClientesQuery): Promise<string> {
  const { task_id } = await api.get<{ task_id: string }>(
    '/api/clientes/teletrabajo/download-xlsx-teletrabajo/',
    { query: filters },
  );
  return task_id;
}
