import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CAMPOS,
  CLASES,
  type Mapeo,
  type TotalesImportacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { parsedRows, type TenantTx } from '../../db/database';

/** The import record as its dry run reads and ends it (the record's own reads are importacion.repository.ts). */
export interface ImportacionASimular {
  id: number;
  estado: string;
  subida: string | null;
  mapeo: Mapeo;
}

/** The stored mapping (jsonb): column number → field, or null for a column left out. */
const IMPORTACION_A_SIMULAR_ROW = z.object({
  id: z.number().int(),
  estado: z.string(),
  subida: z.string().nullable(),
  mapeo: z.record(z.string(), z.enum(CAMPOS).nullable()),
}) satisfies z.ZodType<ImportacionASimular>;

export async function importacionASimular(tx: TenantTx, id: number): Promise<ImportacionASimular | null> {
  const result = await tx.execute(
    sql`SELECT id, estado, subida, mapeo FROM importaciones
        WHERE tenant_id = ${tx.tenantId} AND id = ${id} FOR UPDATE`,
  );
  return parsedRows(result, IMPORTACION_A_SIMULAR_ROW)[0] ?? null;
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
  if (parsedRows(result, z.object({ id: z.number().int() })).length > 0) await borrarFilas(tx, id);
}
