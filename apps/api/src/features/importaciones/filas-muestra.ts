import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  filaImportacionSchema,
  MUESTRA_POR_CLASE,
  type FilaImportacion,
  type FilasQuery,
} from '@ventas/domain/importaciones/importacion-contract';
import type { Page } from '@ventas/domain/http/page';
import { parsedRows, type TenantTx } from '../../db/database';
import { answerPage } from '../../lists/list-page';

/** The page's rows as one jsonb array (parsed by the drivers; read from text should one not). */
const MUESTRA_ROW = z.object({
  total: z.number().int(),
  filas: z.union([z.array(filaImportacionSchema), z.string()]),
});

/**
 * The first MUESTRA_POR_CLASE rows of a class, by row number (the index on (importacion, clase,
 * fila) serves it), paged; the count is the sample's, so every page of it can be asked for.
 */
export async function filasDeMuestra(
  tx: TenantTx,
  importacionId: number,
  query: FilasQuery,
): Promise<Page<FilaImportacion>> {
  const deLaClase = sql`importacion_filas
      WHERE tenant_id = ${tx.tenantId} AND importacion_id = ${importacionId} AND clase = ${query.clase}`;
  const offset = (query.page - 1) * query.itemsPerPage;
  const limit = Math.max(0, Math.min(query.itemsPerPage, MUESTRA_POR_CLASE - offset));
  const result = await tx.execute(
    sql`SELECT (SELECT count(*)::int FROM (SELECT 1 FROM ${deLaClase} LIMIT ${MUESTRA_POR_CLASE}) s) AS total,
          coalesce((SELECT jsonb_agg(f ORDER BY f.fila) FROM (
            SELECT fila, clase, motivo, datos->>'nombre' AS nombre, datos->>'documento' AS documento,
                   coalesce(datos->'telefonos', '[]'::jsonb) AS telefonos, cliente_id
            FROM ${deLaClase} ORDER BY fila LIMIT ${limit} OFFSET ${offset}) f), '[]'::jsonb) AS filas`,
  );
  const row = parsedRows(result, MUESTRA_ROW)[0];
  const filas =
    typeof row?.filas === 'string' ? (JSON.parse(row.filas) as FilaImportacion[]) : (row?.filas ?? []);
  return answerPage(filas, { exact: true, count: row?.total ?? 0 }, query.page, query.itemsPerPage);
}
