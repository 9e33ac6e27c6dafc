import { and, asc, eq } from 'drizzle-orm';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import type { TenantTx } from '../../db/database';
import { telefonosCliente } from '../../db/schema/clientes';
import { requireVisibleCliente } from './cliente-access';

export interface ClienteIdentidad {
  id: number;
  documento: string | null;
  telefonos: string[];
}

/**
 * Issue 18: what an operator's provider is asked about one customer: its document and phones,
 * read only if the caller may work the customer (404 otherwise, as every customer call).
 */
export async function clienteIdentidad(
  tx: TenantTx,
  viewer: ClienteViewer,
  clienteId: number,
): Promise<ClienteIdentidad> {
  const { documento } = await requireVisibleCliente(tx, viewer, clienteId);
  const telefonos = await tx
    .select({ telefono: telefonosCliente.telefono })
    .from(telefonosCliente)
    .where(and(eq(telefonosCliente.tenantId, tx.tenantId), eq(telefonosCliente.clienteId, clienteId)))
    .orderBy(asc(telefonosCliente.orden), asc(telefonosCliente.id));
  return { id: clienteId, documento, telefonos: telefonos.map((t) => t.telefono) };
}
