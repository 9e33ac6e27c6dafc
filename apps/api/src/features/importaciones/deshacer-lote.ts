import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOTE_APLICACION } from '@ventas/domain/importaciones/importacion-aplicar';
import { parsedRows, type TenantTx } from '../../db/database';
import type { ImportacionBloqueada } from './importacion.repository';

/** Nobody has worked the customer: no attention, no offer, no note (issue 17 "Undo an import"). */
const sinTrabajar = sql`NOT EXISTS (SELECT 1 FROM atenciones a WHERE a.tenant_id = c.tenant_id AND a.cliente_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM ofertas o WHERE o.tenant_id = c.tenant_id AND o.cliente_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM notas_cliente n WHERE n.tenant_id = c.tenant_id AND n.cliente_id = c.id)`;

/**
 * Undoes the next batch of an import's created customers after row `despuesDe`, in the caller's
 * transaction: removes those nobody has worked (a deal-out's assignment alone is not work) and
 * marks each staged row 'eliminado' or 'conservado', so a rerun never looks at it again. A
 * customer someone deleted meanwhile counts as removed. Null when nothing is left.
 */
export async function deshacerLote(
  tx: TenantTx,
  importacion: ImportacionBloqueada,
  despuesDe: number,
): Promise<{ hasta: number; filas: number } | null> {
  const bounds = parsedRows(
    await tx.execute(sql`
      SELECT min(fila) AS desde, max(fila) AS hasta, count(*)::int AS filas FROM (
        SELECT fila FROM importacion_filas
        WHERE tenant_id = ${tx.tenantId} AND importacion_id = ${importacion.id} AND aplicada = 'creado'
          AND fila > ${despuesDe}
        ORDER BY fila LIMIT ${LOTE_APLICACION}) b`),
    // min/max of an integer column: null over no rows.
    z.object({
      desde: z.number().int().nullable(),
      hasta: z.number().int().nullable(),
      filas: z.number().int(),
    }),
  )[0];
  if (!bounds || bounds.desde === null || bounds.hasta === null) return null;
  const lote = sql`f.tenant_id = ${tx.tenantId} AND f.importacion_id = ${importacion.id}
    AND f.fila BETWEEN ${bounds.desde} AND ${bounds.hasta} AND f.aplicada = 'creado'`;
  // The customers are locked first: an attention saved meanwhile waits for this transaction (and
  // then finds its customer gone), or committed before and is seen by the check below.
  await tx.execute(sql`
    SELECT c.id FROM importacion_filas f JOIN clientes c ON c.tenant_id = f.tenant_id AND c.id = f.cliente_id
    WHERE ${lote} ORDER BY c.id FOR UPDATE OF c`);
  await tx.execute(sql`
    DELETE FROM clientes c USING importacion_filas f
    WHERE ${lote} AND c.tenant_id = f.tenant_id AND c.id = f.cliente_id AND ${sinTrabajar}`);
  await tx.execute(sql`
    UPDATE importacion_filas f SET aplicada = CASE
        WHEN EXISTS (SELECT 1 FROM clientes c WHERE c.tenant_id = f.tenant_id AND c.id = f.cliente_id)
        THEN 'conservado' ELSE 'eliminado' END
    WHERE ${lote}`);
  return { hasta: Number(bounds.hasta), filas: Number(bounds.filas) };
}
