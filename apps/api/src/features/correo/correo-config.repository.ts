import { eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { correoDistribuidor } from '../../db/schema/correo';

export type CorreoDistribuidorRow = typeof correoDistribuidor.$inferSelect;
export type CorreoDistribuidorValues = Omit<
  typeof correoDistribuidor.$inferInsert,
  'tenantId' | 'id' | 'updatedOn'
>;

/** The distributor's outgoing mail (one row per distributor), or null until an Admin saves it. */
export async function readCorreoDistribuidor(tx: TenantTx): Promise<CorreoDistribuidorRow | null> {
  const [row] = await tx
    .select()
    .from(correoDistribuidor)
    .where(eq(correoDistribuidor.tenantId, tx.tenantId));
  return row ?? null;
}

export async function saveCorreoDistribuidor(
  tx: TenantTx,
  values: CorreoDistribuidorValues,
): Promise<CorreoDistribuidorRow> {
  const [row] = await tx
    .insert(correoDistribuidor)
    .values({ tenantId: tx.tenantId, ...values })
    .onConflictDoUpdate({ target: correoDistribuidor.tenantId, set: { ...values, updatedOn: sql`now()` } })
    .returning();
  if (!row) throw new Error('No se pudo guardar el correo del distribuidor');
  return row;
}
