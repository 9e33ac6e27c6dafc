import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: 201 with the saved record. */
export const createCliente = (form: ClienteForm) => sendCall(clientesCalls.create, { body: form });
