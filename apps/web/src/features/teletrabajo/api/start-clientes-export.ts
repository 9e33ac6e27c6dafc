import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import { sendCall } from '../../../api/send-call';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** SPEC §4/§7: queues the export of the filtered list; answers the task id to poll. */
export async function startClientesExport(filters: ListQuery): Promise<string> {
  const { task_id } = await sendCall(clientesCalls.exportar, { query: filters });
  return task_id;
}
