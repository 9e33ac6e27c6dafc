import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ACTIVIDAD_CLIENTE_MAX, type EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { ENTRADA_COLUMNS, ENTRADA_FROM, entradaOf } from './auditoria.list';

/**
 * ENTRADA_COLUMNS as the drivers return them: `id` is a bigint (a string from node-postgres, a
 * number from PGlite), `creado_el` the instant's text; entradaOf turns them into the entry.
 */
export const ENTRADA_ROW = z.object({
  id: z.union([z.string(), z.number()]),
  creado_el: z.string(),
  account_id: z.number().nullable(),
  nombre: z.string().nullable(),
  request_id: z.string().nullable(),
  entidad: z.string(),
  tabla: z.string(),
  entidad_id: z.string(),
  accion: z.string(),
  antes: z.record(z.string(), z.unknown()).nullable(),
  despues: z.record(z.string(), z.unknown()).nullable(),
});

/** A customer's newest entries (its "Actividad" tab), at most ACTIVIDAD_CLIENTE_MAX. */
export async function actividadDeCliente(tx: TenantTx, clienteId: number): Promise<EntradaAuditoria[]> {
  const result = await tx.execute(
    sql`SELECT ${ENTRADA_COLUMNS} FROM ${ENTRADA_FROM}
        WHERE au.tenant_id = ${tx.tenantId} AND au.cliente_id = ${clienteId}
        ORDER BY au.id DESC LIMIT ${ACTIVIDAD_CLIENTE_MAX}`,
  );
  return parsedRows(result, ENTRADA_ROW).map(entradaOf);
}
