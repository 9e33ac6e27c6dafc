import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TramoFactor } from '@ventas/domain/calculadora/factor-corrector';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { objetivoSchema, primerDia, type ObjetivoRow } from '@ventas/domain/calculadora/objetivos-contract';
import { parsedRows, type TenantTx } from '../../../db/database';
import { intArray } from '../../../lists/filter-sql';

/**
 * The team view's reads of many commercials at once (one query each, whatever their number):
 * the same rows objetivos.repository.ts and factores.repository.ts read for one commercial.
 */

/** The month's objectives of `ids`, by commercial, each list ordered as `objetivosDelMes` orders it. */
export async function objetivosDeComerciales(
  tx: TenantTx,
  ids: readonly number[],
  mes: Mes,
): Promise<Map<number, ObjetivoRow[]>> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT o.id, o.comercial_id AS comercial, o.familia_id AS familia, f.nombre AS familia_nombre,
        to_char(o.mes, 'YYYY-MM') AS fecha, o.peso::text AS peso, o.objetivo::text AS objetivo, o.llave
      FROM objetivos o JOIN tipos_objetivo f ON f.tenant_id = o.tenant_id AND f.id = o.familia_id
      WHERE o.tenant_id = app_current_tenant() AND o.mes = ${primerDia(mes)}::date
        AND o.comercial_id = ANY(${intArray(ids)})
      ORDER BY f.nombre, o.id`),
    objetivoSchema,
  );
  return agrupar(rows, (row) => row.comercial);
}

/** The bands of each commercial's factor list (none listed: no list), lowest maximum first. */
export async function tramosDeComerciales(
  tx: TenantTx,
  ids: readonly number[],
): Promise<Map<number, TramoFactor[]>> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT c.comercial_id AS comercial, t.porcentaje_maximo::text AS porcentaje_maximo,
        t.factor_corrector::text AS factor_corrector
      FROM factor_corrector_comerciales c
      JOIN factor_corrector_tramos t ON t.tenant_id = c.tenant_id AND t.factor_id = c.factor_id
      WHERE c.tenant_id = app_current_tenant() AND c.comercial_id = ANY(${intArray(ids)})
      ORDER BY c.comercial_id, t.porcentaje_maximo, t.id`),
    // The numerics are selected as text (exact decimals).
    z.object({ comercial: z.number().int(), porcentaje_maximo: z.string(), factor_corrector: z.string() }),
  );
  const porComercial = agrupar(rows, (row) => row.comercial);
  return new Map(
    [...porComercial].map(([id, tramos]) => [
      id,
      tramos.map(({ porcentaje_maximo, factor_corrector }) => ({ porcentaje_maximo, factor_corrector })),
    ]),
  );
}

function agrupar<Row>(rows: readonly Row[], key: (row: Row) => number): Map<number, Row[]> {
  const grupos = new Map<number, Row[]>();
  for (const row of rows) {
    const lista = grupos.get(Number(key(row))) ?? [];
    lista.push(row);
    grupos.set(Number(key(row)), lista);
  }
  return grupos;
}
