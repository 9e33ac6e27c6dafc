import { vistasCalls } from '@ventas/domain/vistas/vistas.calls';
import { sendCall } from '../../../api/send-call';

/** Removes one of the caller's own views. */
export async function borrarVista(id: number): Promise<void> {
  await sendCall(vistasCalls.remove, { params: { id } });
}
