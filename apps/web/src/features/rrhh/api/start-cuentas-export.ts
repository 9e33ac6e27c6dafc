import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { sendCall } from '../../../api/send-call';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** Queues the xlsx of the filtered directory; answers the task id to poll (SPEC §4). */
export async function startCuentasExport(query: ListQuery): Promise<string> {
  const { task_id } = await sendCall(cuentasCalls.exportar, { query });
  return task_id;
}
