import { sql } from 'drizzle-orm';
import {
  CLASES,
  type Mapeo,
  type TotalesImportacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { rowsOf, type TenantTx } from '../../db/database';

/** The import record as its dry run reads and ends it (the record's own reads are importacion.repository.ts). */
export interface ImportacionASimular {
  id: number;
  estado: string;
  subida: string | null;
  mapeo: Mapeo;
}

export async function importacionASimular(tx: TenantTx, id: number): Promise<ImportacionASimular | null> {
  const result = await tx.execute(
    sql`SELECT id, estado, subida, mapeo FROM importaciones
        WHERE tenant_id = ${tx.tenantId} AND id = ${id} FOR UPDATE`,
  );
  return rowsOf<ImportacionASimular>(result)[0] ?? null;
}

/** A rerun starts over: the rows a killed run wrote go first. */
export async function borrarFilas(tx: TenantTx, id: number): Promise<void> {
  await tx.execute(
    sql`DELETE FROM importacion_filas WHERE tenant_id = ${tx.tenantId} AND importacion_id = ${id}`,
  );
}

export const totalesVacios = (): TotalesImportacion =>
  Object.fromEntries(CLASES.map((clase) => [clase, 0])) as TotalesImportacion;

/** The dry run's end: its totals, SIMULADA; only while it is still SIMULANDO. */
export async function terminarSimulacion(
  tx: TenantTx,
  id: number,
  totales: TotalesImportacion,
): Promise<void> {
  await tx.execute(
    sql`UPDATE importaciones SET estado = 'SIMULADA', totales = ${JSON.stringify(totales)}::jsonb, error = NULL
        WHERE tenant_id = ${tx.tenantId} AND id = ${id} AND estado = 'SIMULANDO'`,
  );
}

/** A failure the user must see: FALLIDA with its Spanish message, and no half classification left. */
export async function fallarSimulacion(tx: TenantTx, id: number, error: string): Promise<void> {
  const result = await tx.execute(
    sql`UPDATE importaciones SET estado = 'FALLIDA', error = ${error}
        WHERE tenant_id = ${tx.tenantId} AND id = ${id} AND estado = 'SIMULANDO'
        RETURNING id`,
  );
  if (rowsOf(result).length > 0) await borrarFilas(tx, id);
}
