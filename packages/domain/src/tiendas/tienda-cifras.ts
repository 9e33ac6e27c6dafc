import { Decimal } from 'decimal.js';
import { fecha, mesDe, type Mes } from '../calculadora/mes';
import { porcentajeExacto } from '../calculadora/objetivos';
import { ventanaGerencia, type Ventana } from '../gerencia/gerencia-ventana';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';

/**
 * A store's month (issue 17): Gerencia's figures over the SPEC §9 period that starts on the 2nd
 * of the month (2nd to the 1st of the next), and the calculator's attainment over the calendar
 * month, as Gerencia · Comerciales and Proyección read them.
 */

/** The month a store's figures show by default: the one whose SPEC §9 period holds today. */
export function mesDeTienda(hoy: string): Mes {
  return mesDe(ventanaGerencia(hoy).desde);
}

/** The SPEC §9 period of a month: from its 2nd to the 1st of the next. */
export function ventanaDelMes(mes: Mes): Ventana {
  return ventanaGerencia(fecha(mes.year, mes.month, 2));
}

/** One family's objective of one commercial, as the calculator's team view answers it. */
export interface ObjetivoDeComercial {
  familia: number;
  familia_nombre: string;
  objetivo: DecimalAmount;
  consecucion: DecimalAmount;
}

/** The store's attainment in one family: its commercials' achieved over their targets. */
export interface CumplimientoFamilia {
  familia: number;
  familia_nombre: string;
  objetivo: DecimalAmount;
  consecucion: DecimalAmount;
  /** consecucion / objetivo × 100 to 2 decimals, uncapped; null when the targets add up to 0. */
  objetivo_porc: DecimalAmount | null;
}

/**
 * The store's attainment per family: the sum of its commercials' achieved over the sum of their
 * targets (a commercial without a target in the family adds nothing to either), by family name.
 * The team view has no totals of its own; summing keeps a large target weighing more than a small one.
 */
export function cumplimientoDeTienda(
  comerciales: ReadonlyArray<{ objetivos: readonly ObjetivoDeComercial[] }>,
): CumplimientoFamilia[] {
  const familias = new Map<number, { nombre: string; objetivo: Decimal; consecucion: Decimal }>();
  for (const comercial of comerciales)
    for (const o of comercial.objetivos) {
      const suma = familias.get(o.familia) ?? {
        nombre: o.familia_nombre,
        objetivo: new Decimal(0),
        consecucion: new Decimal(0),
      };
      suma.objetivo = suma.objetivo.plus(o.objetivo);
      suma.consecucion = suma.consecucion.plus(o.consecucion);
      familias.set(o.familia, suma);
    }
  return [...familias]
    .map(([familia, suma]) => {
      const porc = porcentajeExacto({
        objetivo: suma.objetivo.toString(),
        consecucion: suma.consecucion.toString(),
      });
      return {
        familia,
        familia_nombre: suma.nombre,
        objetivo: formatAmount(suma.objetivo, 2),
        consecucion: formatAmount(suma.consecucion, 2),
        objetivo_porc: porc === null ? null : formatAmount(porc, 2),
      };
    })
    .sort((a, b) => a.familia_nombre.localeCompare(b.familia_nombre, 'es') || a.familia - b.familia);
}
