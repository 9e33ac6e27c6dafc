import { proveedorBCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { sendCall } from '../../../api/send-call';

/** The customer's invoices of the months asked for (`2026-09,2026-10`). */
export const consultarFacturas = (slug: string, clienteId: number, meses: readonly string[]) =>
  sendCall(proveedorBCalls(slug).facturas, {
    query: { cliente_id: String(clienteId), selectedMeses: meses.join(',') },
  });
