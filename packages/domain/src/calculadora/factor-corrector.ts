import { Decimal } from 'decimal.js';
import type { DecimalAmount } from '../money/decimal-amount';

/** SPEC §3 Correction factor list: a band's upper bound (a percent) and its factor. */
export interface TramoFactor {
  porcentaje_maximo: DecimalAmount;
  factor_corrector: DecimalAmount;
}

/** SPEC §9: a band whose maximum is 999 or more is the open-ended top band. */
export const UMBRAL_TRAMO_SUPERIOR = '999';

export interface TramoElegido extends TramoFactor {
  /** Its place among the bands sorted by maximum: a higher index is a better band. */
  indice: number;
  /** '< 100' for a bounded band; '> 120' (the previous maximum) for the top band. */
  etiqueta: string;
}

/** The bands by maximum, ascending; equal maxima keep their listed order. */
export function ordenarTramos(tramos: readonly TramoFactor[]): TramoFactor[] {
  return [...tramos].sort((a, b) => new Decimal(a.porcentaje_maximo).comparedTo(b.porcentaje_maximo));
}

/** A percent as Spanish readers write it, without trailing zeros: '90,5', '120'. */
const numero = (value: DecimalAmount) => new Decimal(value).toString().replace('.', ',');

/** SPEC §9: the top band reads '> {previous maximum}' ('> 0' with no band before it). */
export function etiquetaTramo(ordenados: readonly TramoFactor[], indice: number): string {
  const tramo = ordenados[indice]!;
  if (new Decimal(tramo.porcentaje_maximo).greaterThanOrEqualTo(UMBRAL_TRAMO_SUPERIOR)) {
    return `> ${numero(ordenados[indice - 1]?.porcentaje_maximo ?? '0')}`;
  }
  return `< ${numero(tramo.porcentaje_maximo)}`;
}

/**
 * SPEC §9: the first band (by maximum) whose porcentaje_maximo is above the total achievement
 * (strictly: a total of exactly 100 falls in the next band up). Null when none is: the
 * calculator then shows MENSAJE_SIN_FACTOR_CORRECTOR instead of a commission.
 */
export function tramoPara(tramos: readonly TramoFactor[], total: Decimal.Value): TramoElegido | null {
  const ordenados = ordenarTramos(tramos);
  const indice = ordenados.findIndex((tramo) => new Decimal(tramo.porcentaje_maximo).greaterThan(total));
  if (indice < 0) return null;
  return { ...ordenados[indice]!, indice, etiqueta: etiquetaTramo(ordenados, indice) };
}
