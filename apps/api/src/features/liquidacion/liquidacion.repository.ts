import { sql } from 'drizzle-orm';
import type { Mes } from '@ventas/domain/calculadora/mes';
import type { Liquidacion, PaqueteLiquidacion } from '@ventas/domain/liquidacion/liquidacion-contract';
import { displayName, type NamedAccount } from '@ventas/domain/people/display-name';
import { rowsOf, type TenantTx } from '../../db/database';
import { intArray } from '../../lists/filter-sql';
import { ventasDelMes, ventasDelMesSql, type Comerciales } from '../calculadora/calculadora.public';
import { conNombreDeOperador } from './operador-nombre';

/**
 * The liquidation's reads. Every figure is taken from the calculator's one definition of the
 * month's sold packages (`ventasDelMesSql`, decision 82): the list is its rows, the totals sum its
 * counted rows (`cuenta`) in SQL, as numeric, so 3 × 33.33 is 99.99 exactly.
 */

/** The tenant's accounts among `ids`, by id, named as every screen names a person. */
export async function nombresDe(tx: TenantTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<NamedAccount & { id: number }>(
    await tx.execute(sql`SELECT id, nombre, apellidos, username FROM accounts
      WHERE tenant_id = app_current_tenant() AND id = ANY(${intArray([...new Set(ids)])})`),
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

/** `size` packages from `offset`, in the same order as the JSON (the export's batches). */
export async function paquetesLiquidacionDesde(
  tx: TenantTx,
  mes: Mes,
  comerciales: Comerciales,
  offset: number,
  size: number,
): Promise<PaqueteLiquidacion[]> {
  const rows = rowsOf<
    Omit<PaqueteLiquidacion, 'comercial_nombre' | 'fecha_venta'> & { fecha_venta: Date | string }
  >(
    await tx.execute(sql`SELECT * FROM (${ventasDelMesSql(mes, comerciales)}) v
      ORDER BY v.fecha_venta, v.paquete_id LIMIT ${size} OFFSET ${offset}`),
  );
  return nombrados(
    tx,
    rows.map((row) => ({ ...row, fecha_venta: new Date(row.fecha_venta).toISOString() })),
  );
}

export async function contarPaquetes(tx: TenantTx, mes: Mes, comerciales: Comerciales): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT count(*)::int AS n FROM (${ventasDelMesSql(mes, comerciales)}) v`),
  );
  return Number(row?.n ?? 0);
}

type Totales = Omit<Liquidacion, 'mes' | 'paquetes'>;

/** Units and upfront per family, per commercial and overall, of the packages that count. */
export async function totalesLiquidacion(tx: TenantTx, mes: Mes, comerciales: Comerciales): Promise<Totales> {
  const ventas = ventasDelMesSql(mes, comerciales);
  const porFamilia = rowsOf<{
    familia_id: number;
    familia_nombre: string;
    unidades: number;
    upfront: string;
  }>(
    await tx.execute(sql`
      SELECT v.familia_id, v.familia_nombre, count(*)::int AS unidades, coalesce(sum(v.upfront::numeric), 0)::numeric(14, 2)::text AS upfront
      FROM (${ventas}) v WHERE v.cuenta
      GROUP BY v.familia_id, v.familia_nombre ORDER BY v.familia_nombre, v.familia_id`),
  );
  const porComercial = rowsOf<{ comercial_id: number; unidades: number; upfront: string }>(
    await tx.execute(sql`
      SELECT v.comercial_id, count(*)::int AS unidades, coalesce(sum(v.upfront::numeric), 0)::numeric(14, 2)::text AS upfront
      FROM (${ventas}) v WHERE v.cuenta GROUP BY v.comercial_id`),
  );
  const [total] = rowsOf<{ unidades: number; upfront: string; cancelados: number; sin_familia: number }>(
    await tx.execute(sql`
      SELECT count(*) FILTER (WHERE v.cuenta)::int AS unidades,
        coalesce(sum(v.upfront::numeric) FILTER (WHERE v.cuenta), 0)::numeric(14, 2)::text AS upfront,
        count(*) FILTER (WHERE v.estado = 'CANCELADO')::int AS cancelados,
        count(*) FILTER (WHERE v.estado <> 'CANCELADO' AND NOT v.cuenta)::int AS sin_familia
      FROM (${ventas}) v`),
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
