import { sql } from 'drizzle-orm';
import { primerDia, siguienteMes } from '@ventas/domain/calculadora/objetivos-contract';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { KIND_OF_LINEA } from '@ventas/domain/ofertas/oferta-cotizacion';
import { ESTADOS_OFERTA_VENDIDA } from '@ventas/domain/telework/oferta-estados';
import { startOfMadridDay } from '@ventas/domain/time/madrid';
import { rowsOf, type TenantTx } from '../../db/database';

/**
 * The one definition of consecucion (issue 14; decision 82): the packages a commercial sold in
 * each objective family in a Madrid month. A sale is a package, not CANCELADO, of an offer in
 * Activada (4) or Activada Parcial (6) whose `fecha_venta` falls in the month, recorded by the
 * commercial (the offer's attention). Its family is the one the upfront entry in force at the
 * sale maps its line's item to (content_type by tipo_linea, as KIND_OF_LINEA; the latest active
 * entry dated at or before the sale, as the price in force). Families count units.
 */
/** The catalogue kind a package's line names, from the domain's one table (KIND_OF_LINEA). */
const kindOfLinea = sql`CASE p.tipo_linea ${sql.join(
  Object.entries(KIND_OF_LINEA).map(([linea, kind]) => sql`WHEN ${linea} THEN ${kind}`),
  sql` `,
)} END`;

export async function consecucionPorFamilia(
  tx: TenantTx,
  comercialId: number,
  mes: Mes,
): Promise<Map<number, number>> {
  const desde = startOfMadridDay(primerDia(mes)).toISOString();
  const hasta = startOfMadridDay(primerDia(siguienteMes(mes))).toISOString();
  const rows = rowsOf<{ familia: number; unidades: number }>(
    await tx.execute(sql`
      SELECT u.familia_objetivo_id AS familia, count(*)::int AS unidades
      FROM ofertas o
      JOIN atenciones a ON a.tenant_id = o.tenant_id AND a.id = o.atencion_id
      JOIN paquetes p ON p.tenant_id = o.tenant_id AND p.oferta_id = o.id
      CROSS JOIN LATERAL (
        SELECT h.familia_objetivo_id FROM upfront_history h
        WHERE h.tenant_id = p.tenant_id AND h.object_id = p.tarifa_id AND h.is_active
          AND h.content_type = ${kindOfLinea}
          AND h.fecha <= o.fecha_venta
        ORDER BY h.fecha DESC, h.id DESC LIMIT 1) u
      WHERE o.tenant_id = ${tx.tenantId} AND a.comercial_id = ${comercialId}
        AND o.estado IN (${sql.raw(ESTADOS_OFERTA_VENDIDA.join(', '))})
        AND o.fecha_venta >= ${desde}::timestamptz AND o.fecha_venta < ${hasta}::timestamptz
        AND p.estado <> 'CANCELADO' AND u.familia_objetivo_id IS NOT NULL
      GROUP BY u.familia_objetivo_id`),
  );
  return new Map(rows.map((row) => [Number(row.familia), Number(row.unidades)]));
}
