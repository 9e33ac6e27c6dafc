import { and, desc, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { comunicadoReceivers, comunicados } from '../../db/schema/comunicados';

const comunicadoColumns = {
  id: comunicados.id,
  message_title: comunicados.messageTitle,
  message_body: comunicados.messageBody,
  priority: comunicados.priority,
  created_on: comunicados.createdOn,
  is_read: comunicadoReceivers.isRead,
};

const receivedJoin = and(
  eq(comunicados.tenantId, comunicadoReceivers.tenantId),
  eq(comunicados.id, comunicadoReceivers.comunicadoId),
);

/** The communications addressed to one account, newest first. */
export function listComunicadosFor(tx: TenantTx, accountId: number, limit: number) {
  return tx
    .select(comunicadoColumns)
    .from(comunicadoReceivers)
    .innerJoin(comunicados, receivedJoin)
    .where(and(eq(comunicadoReceivers.tenantId, tx.tenantId), eq(comunicadoReceivers.accountId, accountId)))
    .orderBy(desc(comunicados.createdOn), desc(comunicados.id))
    .limit(limit);
}

/**
 * Marks the account's receipt of one communication read: `read_on` keeps the first reading, so
 * a second call changes nothing. Undefined when it is not addressed to the account.
 */
export async function markComunicadoRead(tx: TenantTx, accountId: number, comunicadoId: number) {
  const mine = and(
    eq(comunicadoReceivers.tenantId, tx.tenantId),
    eq(comunicadoReceivers.comunicadoId, comunicadoId),
    eq(comunicadoReceivers.accountId, accountId),
  );
  await tx
    .update(comunicadoReceivers)
    .set({ isRead: true, readOn: sql`coalesce(${comunicadoReceivers.readOn}, now())` })
    .where(mine);
  const [row] = await tx
    .select(comunicadoColumns)
    .from(comunicadoReceivers)
    .innerJoin(comunicados, receivedJoin)
    .where(mine);
  return row;
}
