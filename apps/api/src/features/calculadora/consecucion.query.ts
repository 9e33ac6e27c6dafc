import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { diasDelMes, type Mes } from '@ventas/domain/calculadora/mes';
import { KIND_OF_LINEA } from '@ventas/domain/ofertas/oferta-cotizacion';
import { ESTADOS_OFERTA_VENDIDA } from '@ventas/domain/ofertas/oferta-estados';
import { startOfMadridDay } from '@ventas/domain/time/madrid';
import { parsedRows, type TenantTx } from '../../db/database';
import { intArray } from '../../lists/filter-sql';

/**
 * The one definition of consecucion (issue 14; decision 82), used by the calculator, the team
 * view, the month's xlsx, the statement, the month close and the liquidation.
 *
 * The month's packages: every package of an offer in Activada (4) or Activada Parcial (6) whose
 * `fecha_venta` falls in the Madrid month, credited to the account that recorded the offer's
 * attention (not the customer's current commercial). Its family and upfront are those of the
 * upfront entry in force at the sale for its line's item (content_type by tipo_linea, as
 * KIND_OF_LINEA; the latest active entry dated at or before the sale, as the price in force).
 * A package **counts** (`cuenta`) when it is not CANCELADO and its item maps to a family;
 * families count units (packages). SVAs added to a package do not count.
 */

/** The catalogue kind a package's line names, from the domain's one table (KIND_OF_LINEA). */
const kindOfLinea = sql`CASE p.tipo_linea ${sql.join(
  Object.entries(KIND_OF_LINEA).map(([linea, kind]) => sql`WHEN ${linea} THEN ${kind}`),
  sql` `,
)} END`;

/** One sold package of the month, as every screen and export of issue 14 lists it. */
export interface VentaDelMes {
  paquete_id: number;
  oferta_id: number;
  atencion_id: number;
  cliente_id: number;
  cliente_nombre: string;
  comercial_id: number;
  fecha_venta: string;
  tipo_linea: string;
  tarifa_nombre: string | null;
  operador: string | null;
  estado: string;
  familia_id: number | null;
  familia_nombre: string | null;
  /** The upfront in force at the sale, numeric text; null when the item has no upfront entry. */
  upfront: string | null;
  cuenta: boolean;
}

/**
 * A row of `ventasDelMesSql`. `fecha_venta` is timestamptz: the drivers' text (drizzle keeps it
 * unparsed), or a Date; `upfront` is numeric selected as text.
 */
const VENTA_DEL_MES_ROW = z.object({
  paquete_id: z.number().int(),
  oferta_id: z.number().int(),
  atencion_id: z.number().int(),
  cliente_id: z.number().int(),
  cliente_nombre: z.string(),
  comercial_id: z.number().int(),
  fecha_venta: z.union([z.date(), z.string()]),
  tipo_linea: z.string(),
  tarifa_nombre: z.string().nullable(),
  operador: z.string().nullable(),
  estado: z.string(),
  familia_id: z.number().int().nullable(),
  familia_nombre: z.string().nullable(),
  upfront: z.string().nullable(),
  cuenta: z.boolean(),
});

/** Which commercials: one, a list, or every one of the tenant (null). */
export type Comerciales = number | readonly number[] | null;

function comercialesWhere(comerciales: Comerciales): SQL {
  if (comerciales === null) return sql`true`;
  if (typeof comerciales === 'number') return sql`a.comercial_id = ${comerciales}`;
  return sql`a.comercial_id = ANY(${intArray([...comerciales])})`;
}

/** The month's packages as a statement other queries select from (columns of VentaDelMes). */
export function ventasDelMesSql(mes: Mes, comerciales: Comerciales): SQL {
  const dias = diasDelMes(mes);
  return ventasEntreSql(dias[0]!, dias[dias.length - 1]!, comerciales);
}

/**
 * The packages sold on the Madrid days `desde` to `hasta` (both included, 'YYYY-MM-DD'), as
 * `ventasDelMesSql` lists a month's: the statistics count a 2nd-to-1st period with it (issue 15).
 */
export function ventasEntreSql(desde: string, hasta: string, comerciales: Comerciales): SQL {
  const inicio = startOfMadridDay(desde).toISOString();
  const fin = startOfMadridDay(hasta, 1).toISOString();
  return sql`
    SELECT p.id AS paquete_id, o.id AS oferta_id, o.atencion_id, o.cliente_id,
      -- A sub-select, not a join: the counts select from this statement without the name, and
      -- PostgreSQL drops an output nobody reads (a join would still walk the customers).
      (SELECT c.nombre FROM clientes c WHERE c.tenant_id = o.tenant_id AND c.id = o.cliente_id) AS cliente_nombre,
      a.comercial_id, o.fecha_venta, p.tipo_linea, p.tarifa_nombre, o.operador, p.estado,
      u.familia_objetivo_id AS familia_id, f.nombre AS familia_nombre, u.upfront::text AS upfront,
      (p.estado <> 'CANCELADO' AND u.familia_objetivo_id IS NOT NULL) AS cuenta
    FROM ofertas o
    JOIN atenciones a ON a.tenant_id = o.tenant_id AND a.id = o.atencion_id
    JOIN paquetes p ON p.tenant_id = o.tenant_id AND p.oferta_id = o.id
    LEFT JOIN LATERAL (
      SELECT h.familia_objetivo_id, h.upfront FROM upfront_history h
      WHERE h.tenant_id = p.tenant_id AND h.object_id = p.tarifa_id AND h.is_active
        AND h.content_type = ${kindOfLinea}
        AND h.fecha <= o.fecha_venta
      ORDER BY h.fecha DESC, h.id DESC LIMIT 1) u ON true
    LEFT JOIN tipos_objetivo f ON f.tenant_id = o.tenant_id AND f.id = u.familia_objetivo_id
    WHERE o.tenant_id = app_current_tenant() AND ${comercialesWhere(comerciales)}
      AND o.estado IN (${sql.raw(ESTADOS_OFERTA_VENDIDA.join(', '))})
      AND o.fecha_venta >= ${inicio}::timestamptz AND o.fecha_venta < ${fin}::timestamptz`;
}

/** The month's packages, in the order of the sales. */
export async function ventasDelMes(tx: TenantTx, mes: Mes, comerciales: Comerciales): Promise<VentaDelMes[]> {
  const rows = parsedRows(
    await tx.execute(
      sql`SELECT * FROM (${ventasDelMesSql(mes, comerciales)}) v ORDER BY v.fecha_venta, v.paquete_id`,
    ),
    VENTA_DEL_MES_ROW,
  );
  return rows.map((row) => ({ ...row, fecha_venta: new Date(row.fecha_venta).toISOString() }));
}

/** Units counted per commercial and family: commercial → family → units. */
export async function consecucionPorComercial(
  tx: TenantTx,
  mes: Mes,
  comerciales: Comerciales,
): Promise<Map<number, Map<number, number>>> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT v.comercial_id AS comercial, v.familia_id AS familia, count(*)::int AS unidades
      FROM (${ventasDelMesSql(mes, comerciales)}) v WHERE v.cuenta
      GROUP BY v.comercial_id, v.familia_id`),
    // The attention's commercial is a nullable column (every commercial: `comerciales` null).
    z.object({
      comercial: z.number().int().nullable(),
      familia: z.number().int(),
      unidades: z.number().int(),
    }),
  );
  const porComercial = new Map<number, Map<number, number>>();
  for (const row of rows) {
    const familias = porComercial.get(Number(row.comercial)) ?? new Map<number, number>();
    familias.set(Number(row.familia), Number(row.unidades));
    porComercial.set(Number(row.comercial), familias);
  }
  return porComercial;
}

/** Units counted per family for one commercial. */
export async function consecucionPorFamilia(
  tx: TenantTx,
  comercialId: number,
  mes: Mes,
): Promise<Map<number, number>> {
  return (await consecucionPorComercial(tx, mes, comercialId)).get(comercialId) ?? new Map();
}
