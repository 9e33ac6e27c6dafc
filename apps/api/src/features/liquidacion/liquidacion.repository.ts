import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Mes } from '@ventas/domain/calculadora/mes';
import type { Liquidacion, PaqueteLiquidacion } from '@ventas/domain/liquidacion/liquidacion-contract';
import { displayName } from '@ventas/domain/people/display-name';
import { parsedRows, type TenantTx } from '../../db/database';
import { intArray } from '../../lists/filter-sql';
import { ventasDelMes, ventasDelMesSql, type Comerciales } from '../calculadora/calculadora.public';
import { conNombreDeOperador } from './operador-nombre';

/**
 * The liquidation's reads. Every figure is taken from the calculator's one definition of the
 * month's sold packages (`ventasDelMesSql`, decision 82): the list is its rows, the totals sum its
 * counted rows (`cuenta`) in SQL, as numeric, so 3 × 33.33 is 99.99 exactly.
 */

const NOMBRE_ROW = z.object({
  id: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  username: z.string(),
});

/** The tenant's accounts among `ids`, by id, named as every screen names a person. */
export async function nombresDe(tx: TenantTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = parsedRows(
    await tx.execute(sql`SELECT id, nombre, apellidos, username FROM accounts
      WHERE tenant_id = app_current_tenant() AND id = ANY(${intArray([...new Set(ids)])})`),
    NOMBRE_ROW,
  );
  return new Map(rows.map((row) => [Number(row.id), displayName(row)]));
}

/** Rows of ventasDelMes with the commercial's name. */
export async function conComercial<Row extends { comercial_id: number }>(tx: TenantTx, rows: Row[]) {
  const nombres = await nombresDe(
    tx,
    rows.map((row) => row.comercial_id),
  );
  return rows.map((row) => ({ ...row, comercial_nombre: nombres.get(row.comercial_id) ?? '' }));
}

/** The packages as the screen and the xlsx list them: the commercial's and the operator's names. */
async function nombrados<Row extends { comercial_id: number; operador: string | null }>(
  tx: TenantTx,
  rows: Row[],
) {
  return conNombreDeOperador(tx, await conComercial(tx, rows));
}

/** The month's packages with their commercial's and operator's names, in the order of the sales. */
export async function paquetesLiquidacion(
  tx: TenantTx,
  mes: Mes,
  comerciales: Comerciales,
): Promise<PaqueteLiquidacion[]> {
  return nombrados(tx, await ventasDelMes(tx, mes, comerciales));
}

/**
 * A row of ventasDelMesSql: `fecha_venta` is timestamptz, which drizzle leaves as the drivers'
 * text (a Date accepted too, as the conversion below always did); `upfront` is numeric as text.
 */
const VENTA_ROW = z.object({
  paquete_id: z.number(),
  oferta_id: z.number(),
  atencion_id: z.number(),
  cliente_id: z.number(),
  cliente_nombre: z.string(),
  comercial_id: z.number(),
  fecha_venta: z.union([z.date(), z.string()]),
  tipo_linea: z.string(),
  tarifa_nombre: z.string().nullable(),
  operador: z.string().nullable(),
  estado: z.string(),
  familia_id: z.number().nullable(),
  familia_nombre: z.string().nullable(),
  upfront: z.string().nullable(),
  cuenta: z.boolean(),
});

/** `size` packages from `offset`, in the same order as the JSON (the export's batches). */
export async function paquetesLiquidacionDesde(
  tx: TenantTx,
  mes: Mes,
  comerciales: Comerciales,
  offset: number,
  size: number,
): Promise<PaqueteLiquidacion[]> {
  const rows = parsedRows(
    await tx.execute(sql`SELECT * FROM (${ventasDelMesSql(mes, comerciales)}) v
      ORDER BY v.fecha_venta, v.paquete_id LIMIT ${size} OFFSET ${offset}`),
    VENTA_ROW,
  );
  return nombrados(
    tx,
    rows.map((row) => ({ ...row, fecha_venta: new Date(row.fecha_venta).toISOString() })),
  );
}

export async function contarPaquetes(tx: TenantTx, mes: Mes, comerciales: Comerciales): Promise<number> {
  const [row] = parsedRows(
    await tx.execute(sql`SELECT count(*)::int AS n FROM (${ventasDelMesSql(mes, comerciales)}) v`),
    z.object({ n: z.number() }),
  );
  return Number(row?.n ?? 0);
}

type Totales = Omit<Liquidacion, 'mes' | 'paquetes'>;

/** Units are `count(*)::int`; upfronts numeric sums selected as text. */
const POR_FAMILIA_ROW = z.object({
  familia_id: z.number(),
  familia_nombre: z.string(),
  unidades: z.number(),
  upfront: z.string(),
});
const POR_COMERCIAL_ROW = z.object({ comercial_id: z.number(), unidades: z.number(), upfront: z.string() });
const TOTAL_ROW = z.object({
  unidades: z.number(),
  upfront: z.string(),
  cancelados: z.number(),
  sin_familia: z.number(),
});

/** Units and upfront per family, per commercial and overall, of the packages that count. */
export async function totalesLiquidacion(tx: TenantTx, mes: Mes, comerciales: Comerciales): Promise<Totales> {
  const ventas = ventasDelMesSql(mes, comerciales);
  const porFamilia = parsedRows(
    await tx.execute(sql`
      SELECT v.familia_id, v.familia_nombre, count(*)::int AS unidades, coalesce(sum(v.upfront::numeric), 0)::numeric(14, 2)::text AS upfront
      FROM (${ventas}) v WHERE v.cuenta
      GROUP BY v.familia_id, v.familia_nombre ORDER BY v.familia_nombre, v.familia_id`),
    POR_FAMILIA_ROW,
  );
  const porComercial = parsedRows(
    await tx.execute(sql`
      SELECT v.comercial_id, count(*)::int AS unidades, coalesce(sum(v.upfront::numeric), 0)::numeric(14, 2)::text AS upfront
      FROM (${ventas}) v WHERE v.cuenta GROUP BY v.comercial_id`),
    POR_COMERCIAL_ROW,
  );
  const [total] = parsedRows(
    await tx.execute(sql`
      SELECT count(*) FILTER (WHERE v.cuenta)::int AS unidades,
        coalesce(sum(v.upfront::numeric) FILTER (WHERE v.cuenta), 0)::numeric(14, 2)::text AS upfront,
        count(*) FILTER (WHERE v.estado = 'CANCELADO')::int AS cancelados,
        count(*) FILTER (WHERE v.estado <> 'CANCELADO' AND NOT v.cuenta)::int AS sin_familia
      FROM (${ventas}) v`),
    TOTAL_ROW,
  );
  const comercialesConNombre = (await conComercial(tx, porComercial)).sort(
    (a, b) => a.comercial_nombre.localeCompare(b.comercial_nombre, 'es') || a.comercial_id - b.comercial_id,
  );
  return {
    por_familia: porFamilia.map((row) => ({ ...row, familia_id: Number(row.familia_id) })),
    por_comercial: comercialesConNombre.map((row) => ({ ...row, comercial_id: Number(row.comercial_id) })),
    total: total ?? { unidades: 0, upfront: '0.00', cancelados: 0, sin_familia: 0 },
  };
}
