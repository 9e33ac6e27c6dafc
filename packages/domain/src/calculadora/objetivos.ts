import { Decimal } from 'decimal.js';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';
import type { Ritmo } from './working-days';

/**
 * SPEC §3 Objetivo and §9 objectives: one family's target for a commercial in a month. The
 * server computes `consecucion` from the packages sold in that family in the Madrid month; here
 * it is an input. `objetivo` and `consecucion` share a unit, sales or euros (see what-if.ts).
 */
export interface Objetivo {
  familia: string;
  /** Its weight in percent; a commercial's weights add up to 100. */
  peso: DecimalAmount;
  objetivo: DecimalAmount;
  /** A key objective: the commission is shown only once it reaches 100 %. */
  llave: boolean;
  consecucion: DecimalAmount;
}

export type ResultadoObjetivo<T extends Objetivo = Objetivo> = T & {
  /** consecucion / objetivo × 100, uncapped; null (blank) when the target is 0 (SPEC §3). */
  objetivo_porc: DecimalAmount | null;
  /** min(objetivo_porc, maximum) × peso / 100; 0 for a target of 0 (nothing to weigh). */
  comision_porc: DecimalAmount;
  /** What the pace of the month's working days expects by today; −1 when the target is 0. */
  five_percent: DecimalAmount;
};

/** SPEC §9: "the objective percentage maximum is 150". */
export const MAXIMO_OBJETIVO_PORC = '150';
/** SPEC §3: five_percent is −1 when the target is 0. */
export const FIVE_PERCENT_SIN_OBJETIVO = formatAmount(-1, 2);

const HUNDRED = new Decimal(100);
const dosDecimales = (value: Decimal.Value) => formatAmount(value, 2);

/** The exact (unrounded) achievement percent, or null for a target of 0. */
export function porcentajeExacto(objetivo: Pick<Objetivo, 'objetivo' | 'consecucion'>): Decimal | null {
  const target = new Decimal(objetivo.objetivo);
  return target.isZero() ? null : new Decimal(objetivo.consecucion).dividedBy(target).times(HUNDRED);
}

/**
 * target × working days elapsed (up to and including today) / working days of the month, both
 * in the commercial's own calendar (their holidays slow the pace they are expected to keep).
 * A commercial with no working day in the month is expected nothing: 0.
 */
function fivePercent(objetivo: Objetivo, ritmo: Ritmo): DecimalAmount {
  const target = new Decimal(objetivo.objetivo);
  if (target.isZero()) return FIVE_PERCENT_SIN_OBJETIVO;
  const total = new Decimal(ritmo.total);
  if (total.isZero()) return dosDecimales(0);
  return dosDecimales(target.times(ritmo.transcurridos).dividedBy(total));
}

/** SPEC §9: one objective's percentages, each rounded once to 2 decimals (half away from zero). */
export function resultadoObjetivo<T extends Objetivo>(
  objetivo: T,
  ritmo: Ritmo,
  maximo: DecimalAmount = MAXIMO_OBJETIVO_PORC,
): ResultadoObjetivo<T> {
  const porc = porcentajeExacto(objetivo);
  const comision =
    porc === null ? new Decimal(0) : Decimal.min(porc, maximo).times(objetivo.peso).dividedBy(HUNDRED);
  return {
    ...objetivo,
    objetivo_porc: porc === null ? null : dosDecimales(porc),
    comision_porc: dosDecimales(comision),
    five_percent: fivePercent(objetivo, ritmo),
  };
}

/** SPEC §9: the objectives' average weight to 2 decimals; null when there is none. */
export function pesoMedio(objetivos: readonly Objetivo[]): DecimalAmount | null {
  if (objetivos.length === 0) return null;
  const total = objetivos.reduce((sum, { peso }) => sum.plus(peso), new Decimal(0));
  return dosDecimales(total.dividedBy(objetivos.length));
}

/**
 * The total achievement the correction factor reads: the sum of the comision_porc values as
 * shown (rounded), so the figure adds up from the screen's column; weights sum to 100, so it is
 * the weighted achievement in percent, at most the cap.
 */
export function consecucionTotal(resultados: readonly ResultadoObjetivo[]): DecimalAmount {
  return dosDecimales(resultados.reduce((sum, { comision_porc }) => sum.plus(comision_porc), new Decimal(0)));
}

/** A reached objective (sold_out=true): a target above 0 with consecucion at or over it. */
export function objetivoAlcanzado(objetivo: Pick<Objetivo, 'objetivo' | 'consecucion'>): boolean {
  return (
    new Decimal(objetivo.objetivo).greaterThan(0) && new Decimal(objetivo.consecucion).gte(objetivo.objetivo)
  );
}
