import { and, desc, eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { notasCliente } from '../../db/schema/clientes';

const notaColumns = {
  id: notasCliente.id,
  nota: notasCliente.nota,
  clienteId: notasCliente.clienteId,
  createdOn: notasCliente.createdOn,
  comercialId: accounts.id,
  comercialNombre: accounts.nombre,
  comercialApellidos: accounts.apellidos,
  comercialUsername: accounts.username,
};

function selectNotas(tx: TenantTx) {
  return tx
    .select(notaColumns)
    .from(notasCliente)
    .leftJoin(
      accounts,
      and(eq(accounts.tenantId, notasCliente.tenantId), eq(accounts.id, notasCliente.comercialId)),
    );
}

/** A customer's notes, newest first (index notas_cliente_tenant_cliente_idx). */
export function listNotasOfCliente(tx: TenantTx, clienteId: number) {
  return selectNotas(tx)
    .where(and(eq(notasCliente.tenantId, tx.tenantId), eq(notasCliente.clienteId, clienteId)))
    .orderBy(desc(notasCliente.createdOn), desc(notasCliente.id));
}

export async function insertNota(
  tx: TenantTx,
  values: { clienteId: number; comercialId: number; nota: string },
) {
  const [inserted] = await tx
    .insert(notasCliente)
    .values({ tenantId: tx.tenantId, ...values })
    .returning({ id: notasCliente.id });
  if (!inserted) throw new Error('No se pudo guardar la nota');
  const [row] = await selectNotas(tx).where(
    and(eq(notasCliente.tenantId, tx.tenantId), eq(notasCliente.id, inserted.id)),
  );
  if (!row) throw new Error('La nota recién creada no se encuentra');
  return row;
}
