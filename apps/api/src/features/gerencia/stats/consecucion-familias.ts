import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { mesDe, type Mes } from '@ventas/domain/calculadora/mes';
import { porcentajeExacto } from '@ventas/domain/calculadora/objetivos';
import type { ConsecucionCount } from '@ventas/domain/gerencia/stats-contract';
import { formatAmount } from '@ventas/domain/money/decimal-amount';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { parsedRows, type TenantTx } from '../../../db/database';
import { intArray } from '../../../lists/filter-sql';
import { consecucionPorComercial, objetivosDeComerciales } from '../../calculadora/calculadora.public';

type Familia = ConsecucionCount['familias'][number];

/**
 * The statistics' attainment per family (SPEC §7 Statistics, issue 15): the calculator's month
 * (the Madrid month the window starts in; decisions-stats 1), its objectives and its one sale
 * definition (decision 82), each summed over the commercials.
 */
export function mesDeVentana(ventana: Ventana): Mes {
  return mesDe(ventana.desde);
}

const FAMILIA_ROW = z.object({ id: z.number().int(), nombre: z.string() });

/** The names of families that have sales but no objective row among the commercials. */
async function nombresDeFamilias(tx: TenantTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = parsedRows(
    await tx.execute(sql`SELECT f.id, f.nombre FROM tipos_objetivo f
      WHERE f.tenant_id = app_current_tenant() AND f.id = ANY(${intArray(ids)})`),
    FAMILIA_ROW,
  );
  return new Map(rows.map((row) => [Number(row.id), row.nombre]));
}

/** Each family with a target or a sale of the commercials in `mes`, by name. */
export async function consecucionPorFamilia(
  tx: TenantTx,
  ids: readonly number[],
  mes: Mes,
): Promise<Familia[]> {
  if (ids.length === 0) return [];
  const objetivos = await objetivosDeComerciales(tx, ids, mes);
  const unidades = await consecucionPorComercial(tx, mes, ids);
  const suma = new Map<number, { nombre: string; objetivo: Decimal; consecucion: number }>();
  const de = (familia: number) => {
    const actual = suma.get(familia) ?? { nombre: '', objetivo: new Decimal(0), consecucion: 0 };
    suma.set(familia, actual);
    return actual;
  };
  for (const filas of objetivos.values())
    for (const fila of filas) {
      const familia = de(Number(fila.familia));
      familia.nombre = fila.familia_nombre;
      familia.objetivo = familia.objetivo.plus(fila.objetivo);
    }
  for (const porFamilia of unidades.values()) for (const [id, n] of porFamilia) de(id).consecucion += n;
  const sinNombre = [...suma].filter(([, familia]) => !familia.nombre).map(([id]) => id);
  const nombres = await nombresDeFamilias(tx, sinNombre);
  return [...suma]
    .map(([id, familia]): Familia => {
      const objetivo = formatAmount(familia.objetivo, 2);
      const consecucion = String(familia.consecucion);
      const porcentaje = porcentajeExacto({ objetivo, consecucion });
      return {
        familia: id,
        nombre: familia.nombre || (nombres.get(id) ?? ''),
        objetivo,
        consecucion,
        // The calculator's objetivo_porc: rounded once to 2 places; blank for a target of 0.
        porcentaje: porcentaje === null ? null : formatAmount(porcentaje, 2),
      };
    })
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.familia - b.familia);
}
