import { proveedorBCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { sendCall } from '../../../api/send-call';

/** The records of the customer's lines asked for. */
export const consultarRegistros = (slug: string, clienteId: number, msisdns: readonly string[]) =>
  sendCall(proveedorBCalls(slug).registros, {
    query: { cliente_id: String(clienteId), msisdns: msisdns.join(',') },
  });
