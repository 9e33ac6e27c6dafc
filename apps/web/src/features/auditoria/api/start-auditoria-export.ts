import { auditoriaCalls } from '@ventas/domain/auditoria/auditoria.calls';
import { sendCall } from '../../../api/send-call';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** Queues the xlsx of the filtered log; answers the task id to poll (SPEC §4). */
export async function startAuditoriaExport(query: ListQuery): Promise<string> {
  const { task_id } = await sendCall(auditoriaCalls.exportar, { query });
  return task_id;
}
