import { and, desc, eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { comunicadoReceivers, comunicados } from '../../db/schema/comunicados';

/** The communications addressed to one account, newest first. */
export function listComunicadosFor(tx: TenantTx, accountId: number, limit: number) {
  return tx
    .select({
      id: comunicados.id,
      message_title: comunicados.messageTitle,
      message_body: comunicados.messageBody,
      priority: comunicados.priority,
      created_on: comunicados.createdOn,
      is_read: comunicadoReceivers.isRead,
    })
    .from(comunicadoReceivers)
    .innerJoin(
      comunicados,
      and(
        eq(comunicados.tenantId, comunicadoReceivers.tenantId),
        eq(comunicados.id, comunicadoReceivers.comunicadoId),
      ),
    )
    .where(and(eq(comunicadoReceivers.tenantId, tx.tenantId), eq(comunicadoReceivers.accountId, accountId)))
    .orderBy(desc(comunicados.createdOn), desc(comunicados.id))
    .limit(limit);
}
