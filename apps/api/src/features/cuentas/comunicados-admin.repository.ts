import { and, eq, isNull } from 'drizzle-orm';
import type { ComunicadoForm } from '@ventas/domain/cuentas/comunicado-admin-contract';
import type { CuentaDestinataria } from '@ventas/domain/cuentas/comunicado-admin-contract';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { comunicadoReceivers, comunicados } from '../../db/schema/comunicados';

/** The distributor's accounts that still exist (a deleted one keeps only its name on records). */
export function cuentasDestinatarias(tx: TenantTx): Promise<CuentaDestinataria[]> {
  return tx
    .select({ id: accounts.id, rol: accounts.rol, estado: accounts.estado })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), isNull(accounts.eliminadaEl)));
}

/** Writes the communication and one unread receipt per receiver; its id. */
export async function insertComunicado(
  tx: TenantTx,
  form: ComunicadoForm,
  autorId: number,
  receptores: readonly number[],
): Promise<number> {
  const [row] = await tx
    .insert(comunicados)
    .values({
      tenantId: tx.tenantId,
      messageTitle: form.message_title,
      messageBody: form.message_body,
      priority: form.priority,
      createdBy: autorId,
      destino: form.destino,
      destinoRol: form.destino_rol,
    })
    .returning({ id: comunicados.id });
  const id = row!.id;
  await tx
    .insert(comunicadoReceivers)
    .values(receptores.map((accountId) => ({ tenantId: tx.tenantId, comunicadoId: id, accountId })));
  return id;
}

/** Deletes one communication (its receipts go with it, ON DELETE CASCADE); false if none. */
export async function deleteComunicado(tx: TenantTx, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(comunicados)
    .where(and(eq(comunicados.tenantId, tx.tenantId), eq(comunicados.id, id)))
    .returning({ id: comunicados.id });
  return deleted.length > 0;
}
