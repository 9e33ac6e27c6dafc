import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import { sendCall } from '../../../api/send-call';

/** Every row of the distributor, as a file job: its task id. */
export async function exportarDistribuidor(id: number): Promise<string> {
  const started = await sendCall(distribuidoresCalls.export, { params: { id } });
  return started.task_id;
}
