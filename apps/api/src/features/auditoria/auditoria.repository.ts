import { sql } from 'drizzle-orm';
import { ACTIVIDAD_CLIENTE_MAX, type EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import { rowsOf, type TenantTx } from '../../db/database';
import { ENTRADA_COLUMNS, ENTRADA_FROM, entradaOf } from './auditoria.list';

/** A customer's newest entries (its "Actividad" tab), at most ACTIVIDAD_CLIENTE_MAX. */
export async function actividadDeCliente(tx: TenantTx, clienteId: number): Promise<EntradaAuditoria[]> {
  const result = await tx.execute(
    sql`SELECT ${ENTRADA_COLUMNS} FROM ${ENTRADA_FROM}
        WHERE au.tenant_id = ${tx.tenantId} AND au.cliente_id = ${clienteId}
        ORDER BY au.id DESC LIMIT ${ACTIVIDAD_CLIENTE_MAX}`,
  );
  return rowsOf<Record<string, unknown>>(result).map(entradaOf);
}
