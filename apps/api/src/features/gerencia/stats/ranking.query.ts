import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { RankingComerciales } from '@ventas/domain/gerencia/stats-contract';
import { parsedRows, type TenantTx } from '../../../db/database';
import { ventasEntreSql } from '../../calculadora/calculadora.public';
import type { ComercialElegible } from '../../comerciales/comerciales.public';
import type { ClienteScope } from '../../clientes/clientes.public';
import { ofertasVendidasWhere, type Figuras } from '../figuras.query';

type Fila = RankingComerciales['ranking'][number];

/**
 * The units each commercial sold on the window's Madrid days, as the calculator counts a month's
 * (decision 82: packages that count, credited to whoever recorded the attention).
 */
async function unidadesPorComercial(
  tx: TenantTx,
  ids: readonly number[],
  ventana: Ventana,
): Promise<Map<number, number>> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT v.comercial_id AS comercial, count(*)::int AS unidades
      FROM (${ventasEntreSql(ventana.desde, ventana.hasta, ids)}) v WHERE v.cuenta
      GROUP BY v.comercial_id`),
    z.object({ comercial: z.number().int(), unidades: z.number().int() }),
  );
  return new Map(rows.map((row) => [Number(row.comercial), Number(row.unidades)]));
}

/** The total of the offers behind each commercial's `vendido` figure, exact numeric text. */
async function valorPorComercial(
  tx: TenantTx,
  ids: readonly number[],
  ventana: Ventana,
  alcance: ClienteScope,
): Promise<Map<number, string>> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT va.comercial_id AS comercial, round(coalesce(sum(o.precio_total), 0), 2)::text AS valor
      FROM ofertas o JOIN atenciones va ON va.tenant_id = o.tenant_id AND va.id = o.atencion_id
      WHERE ${ofertasVendidasWhere(ids, ventana, alcance)}
      GROUP BY va.comercial_id`),
    z.object({ comercial: z.number().int(), valor: z.string() }),
  );
  return new Map(rows.map((row) => [Number(row.comercial), row.valor]));
}

/** Most customers sold first, then units, then value; ties by name. */
const porPuesto = (a: Fila, b: Fila) =>
  b.vendidas - a.vendidas ||
  b.ventas - a.ventas ||
  new Decimal(b.valor).comparedTo(a.valor) ||
  a.nombre.localeCompare(b.nombre, 'es');

/** Every commercial of `cuentas` with the SPEC §9 series, ranked. */
export async function rankingDeComerciales(
  tx: TenantTx,
  cuentas: readonly ComercialElegible[],
  figuras: Figuras,
  ventana: Ventana,
  alcance: ClienteScope,
): Promise<Fila[]> {
  const ids = cuentas.map((cuenta) => cuenta.id);
  if (ids.length === 0) return [];
  const unidades = await unidadesPorComercial(tx, ids, ventana);
  const valores = await valorPorComercial(tx, ids, ventana, alcance);
  const filas = cuentas.map((cuenta): Fila => {
    const suyas = figuras.porComercial.get(cuenta.id);
    return {
      comercial: cuenta.id,
      nombre: cuenta.nombre,
      atenciones: suyas?.atencion ?? 0,
      ofertas: suyas?.oferta ?? 0,
      vendidas: suyas?.vendido ?? 0,
      ventas: unidades.get(cuenta.id) ?? 0,
      valor: valores.get(cuenta.id) ?? '0.00',
    };
  });
  return filas.sort(porPuesto);
}
