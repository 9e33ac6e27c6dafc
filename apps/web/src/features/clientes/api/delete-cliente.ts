import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: 204 (Admin and above, docs/decisions/). */
export async function deleteCliente(id: number): Promise<void> {
  await sendCall(clientesCalls.remove, { params: { id } });
}
