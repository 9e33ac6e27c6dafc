import { Decimal } from 'decimal.js';
import type { DecimalAmount } from '../money/decimal-amount';
import { REGLAS_TIPO_COMERCIAL } from './bolsa';
import { calcularComision, type EntradaCalculadora, type ResultadoCalculadora } from './comision';
import { MAXIMO_OBJETIVO_PORC, type Objetivo } from './objetivos';

/**
 * Issue 14, beyond the spec: "if I sell N more of family X". The same calculation on the same
 * inputs, with N sales more of X, each worth the family's unit value in the unit of its target:
 * 1 when the target counts sales, the sale's average value when it counts euros.
 */
export const VALOR_UNIDAD_POR_DEFECTO = '1';

/** Unit value per family; a family missing here counts sales (VALOR_UNIDAD_POR_DEFECTO). */
export type ValoresUnidad = Readonly<Record<string, DecimalAmount>>;

function conVentas<T extends Objetivo>(entrada: EntradaCalculadora<T>, familia: string, extra: Decimal) {
  return {
    ...entrada,
    objetivos: entrada.objetivos.map((objetivo) =>
      objetivo.familia === familia
        ? { ...objetivo, consecucion: extra.plus(objetivo.consecucion).toString() }
        : objetivo,
    ),
  };
}

/** The calculator with `unidades` more sales of `familia`, each worth `valorUnidad`. */
export function simularVentas<T extends Objetivo>(
  entrada: EntradaCalculadora<T>,
  familia: string,
  unidades: number,
  valorUnidad: DecimalAmount = VALOR_UNIDAD_POR_DEFECTO,
): ResultadoCalculadora<T> {
  return calcularComision(conVentas(entrada, familia, new Decimal(valorUnidad).times(unidades)));
}

export interface VentasParaMejorar {
  familia: string;
  /** The fewest extra sales of this family alone that reach a better band; null if none do. */
  siguiente_tramo: number | null;
  /** The fewest that meet the conditions, null when they hold or this family cannot alone. */
  desbloqueo: number | null;
}

/** Sales that bring `objetivo` to `porcentaje` % of its target (0 when already there). */
function ventasHasta(objetivo: Objetivo, porcentaje: Decimal.Value, valor: Decimal): number {
  const falta = new Decimal(objetivo.objetivo).times(porcentaje).dividedBy(100).minus(objetivo.consecucion);
  return Math.max(0, falta.dividedBy(valor).ceil().toNumber());
}

/**
 * The band only grows with sales and stops growing at the cap, so the fewest that reach a better
 * band are found by bisection between 1 and the sales that cap every objective of the family.
 */
function siguienteTramo(entrada: EntradaCalculadora, familia: string, valor: Decimal): number | null {
  const actual = calcularComision(entrada).tramo;
  if (actual === null) return null;
  const mejora = (n: number) =>
    (simularVentas(entrada, familia, n, valor.toString()).tramo?.indice ?? -1) > actual.indice;
  const tope = entrada.objetivos
    .filter((objetivo) => objetivo.familia === familia && !new Decimal(objetivo.objetivo).isZero())
    .map((objetivo) => ventasHasta(objetivo, entrada.maximoPorc ?? MAXIMO_OBJETIVO_PORC, valor));
  let alto = Math.max(0, ...tope);
  if (alto === 0 || !mejora(alto)) return null;
  let bajo = 0; // mejora(bajo) is false, mejora(alto) true
  while (alto - bajo > 1) {
    const medio = Math.floor((bajo + alto) / 2);
    if (mejora(medio)) alto = medio;
    else bajo = medio;
  }
  return alto;
}

/** The family's own failing conditions met with the fewest sales, if that meets them all. */
function desbloqueo(entrada: EntradaCalculadora, familia: string, valor: Decimal): number | null {
  const necesarias = entrada.objetivos
    .filter((objetivo) => objetivo.familia === familia && new Decimal(objetivo.objetivo).greaterThan(0))
    .map((objetivo) => {
      const llave = objetivo.llave ? ventasHasta(objetivo, 100, valor) : 0;
      return Math.max(llave, new Decimal(objetivo.consecucion).greaterThan(0) ? 0 : 1);
    });
  const n = Math.max(0, ...necesarias);
  if (n === 0) return null;
  return simularVentas(entrada, familia, n, valor.toString()).condiciones_cumplidas ? n : null;
}

/** Per family, the fewest extra sales to a better band and to meeting the conditions. */
export function ventasParaMejorar(
  entrada: EntradaCalculadora,
  valores: ValoresUnidad = {},
): VentasParaMejorar[] {
  const familias = [...new Set(entrada.objetivos.map((objetivo) => objetivo.familia))];
  const conObjetivos = REGLAS_TIPO_COMERCIAL[entrada.tipoComercial].conObjetivos;
  const abierta = calcularComision(entrada).condiciones_cumplidas;
  return familias.map((familia) => {
    const valor = new Decimal(valores[familia] ?? VALOR_UNIDAD_POR_DEFECTO);
    if (!conObjetivos || !valor.greaterThan(0)) return { familia, siguiente_tramo: null, desbloqueo: null };
    return {
      familia,
      siguiente_tramo: siguienteTramo(entrada, familia, valor),
      desbloqueo: abierta ? null : desbloqueo(entrada, familia, valor),
    };
  });
}
