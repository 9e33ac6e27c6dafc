import { and, eq, sql } from 'drizzle-orm';
import type { EstadoPaquete } from '@ventas/domain/telework/paquete-estados';
import type { TenantTx } from '../../db/database';
import { paquetes } from '../../db/schema/atenciones';

/** The customer a package belongs to, locked for the update that follows; null if there is none. */
export async function lockPaquete(tx: TenantTx, id: number): Promise<{ clienteId: number } | null> {
  const [row] = await tx
    .select({ clienteId: paquetes.clienteId })
    .from(paquetes)
    .where(and(eq(paquetes.tenantId, tx.tenantId), eq(paquetes.id, id)))
    .for('update');
  return row ?? null;
}

/** Sets the status (and the provider's order, when given) of one package. */
export async function setPaqueteEstado(
  tx: TenantTx,
  id: number,
  estado: EstadoPaquete,
  orderId: string | null | undefined,
): Promise<void> {
  await tx
    .update(paquetes)
    .set({ estado, ...(orderId === undefined ? {} : { orderId }), updatedOn: sql`now()` })
    .where(and(eq(paquetes.tenantId, tx.tenantId), eq(paquetes.id, id)));
}
