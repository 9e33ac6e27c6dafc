import { objetivosCalls } from '@ventas/domain/calculadora/objetivos.calls';
import { sendCall } from '../../../api/send-call';

/** Decision 84; Admin and above. */
export async function eliminarObjetivo(id: number): Promise<void> {
  await sendCall(objetivosCalls.remove, { params: { id } });
}
