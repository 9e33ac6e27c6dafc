import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import { sendCall } from '../../../api/send-call';

/** Queues the whole classification as xlsx; its task id. */
export async function startClasificacion(id: number): Promise<string> {
  const started = await sendCall(importacionesCalls.clasificacion, { params: { id } });
  return started.task_id;
}
