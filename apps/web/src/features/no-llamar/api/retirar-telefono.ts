import { noLlamarCalls } from '@ventas/domain/no-llamar/no-llamar.calls';
import { sendCall } from '../../../api/send-call';

/** Withdraws a phone from the list (SuperAdmin). */
export async function retirarTelefono(id: number): Promise<void> {
  await sendCall(noLlamarCalls.retirar, { params: { id } });
}
