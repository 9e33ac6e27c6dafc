import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: the saved record. */
export const updateCliente = (id: number, form: ClienteForm) =>
  sendCall(clientesCalls.update, { params: { id }, body: form });
