import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type TenantTx } from '../../db/database';

const OPERADOR_ROW = z.object({ codigo: z.string(), nombre: z.string() });

/**
 * The liquidation's lists name an operator as every other screen does (the catalogue's forms and
 * filters): by its `nombre` in the tenant's operators (data, decision 64), never by its code. One
 * definition for the JSON and the xlsx, so the screen and the file say the same; a code the
 * tenant no longer has stays as it is rather than disappear.
 */
export async function conNombreDeOperador<Row extends { operador: string | null }>(
  tx: TenantTx,
  rows: Row[],
): Promise<Row[]> {
  if (rows.every((row) => row.operador === null)) return rows;
  const nombres = new Map(
    parsedRows(
      await tx.execute(sql`SELECT codigo, nombre FROM operadores WHERE tenant_id = app_current_tenant()`),
      OPERADOR_ROW,
    ).map((row) => [row.codigo, row.nombre]),
  );
  return rows.map((row) =>
    row.operador === null ? row : { ...row, operador: nombres.get(row.operador) ?? row.operador },
  );
}
