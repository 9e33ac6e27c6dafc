import { MENSAJE_SIN_FACTOR_CORRECTOR } from '@ventas/domain/calculadora/calculadora-mensajes';
import type { EntradaCalculadora } from '@ventas/domain/calculadora/comision';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import type { DecimalAmount } from '@ventas/domain/money/decimal-amount';
import { simularVentas, ventasParaMejorar, type VentasParaMejorar } from '@ventas/domain/calculadora/what-if';
import type { TramosConocidos } from './entrada-calculadora';

type TramoActual = ObjetivoMesResponse['tramo'];

/** The band a simulated month lands in, as the screen can tell it. */
export type TramoSimulado =
  | { tipo: 'tramo'; etiqueta: string; factor: DecimalAmount }
  | { tipo: 'ninguno' }
  /** Past the band in force, whose list the caller cannot read (TramosConocidos). */
  | { tipo: 'superior' };

export interface Simulacion {
  familia: string;
  unidades: number;
  objetivo_porc: DecimalAmount | null;
  consecucion_total: DecimalAmount;
  tramo: TramoSimulado;
  /** Null when withheld (motivos say why) or when the band's factor is unknown. */
  comision_total: DecimalAmount | null;
  motivos: string[];
}

/**
 * Issue 14's what-if: the domain's simularVentas on the month's figures with `unidades` more sales
 * of `familia` (families count units, decision 82). Only the reading of the band is ours: with the
 * band in force as the only one known, staying in it keeps the API's label and factor, and leaving
 * it is a better band whose factor the screen cannot show.
 */
export function simular(
  entrada: EntradaCalculadora,
  conocidos: TramosConocidos,
  actual: TramoActual,
  familia: string,
  unidades: number,
): Simulacion {
  const resultado = simularVentas({ ...entrada, tramos: conocidos.tramos }, familia, unidades);
  const objetivo = resultado.objetivos.find((candidato) => candidato.familia === familia);
  const superior = !conocidos.completos && resultado.tramo === null;
  let tramo: TramoSimulado;
  if (superior) tramo = { tipo: 'superior' };
  else if (resultado.tramo === null) tramo = { tipo: 'ninguno' };
  else {
    const etiqueta = conocidos.completos ? resultado.tramo.etiqueta : (actual?.etiqueta ?? '');
    tramo = { tipo: 'tramo', etiqueta, factor: resultado.tramo.factor_corrector };
  }
  return {
    familia,
    unidades,
    objetivo_porc: objetivo?.objetivo_porc ?? null,
    consecucion_total: resultado.consecucion_total,
    tramo,
    comision_total: superior ? null : resultado.comision_total,
    motivos: superior
      ? resultado.motivos.filter((motivo) => motivo !== MENSAJE_SIN_FACTOR_CORRECTOR)
      : resultado.motivos,
  };
}

/**
 * Per family, the fewest extra sales to a better band and to meeting the conditions (what-if.ts).
 * With only the band in force known, no better band can be found: `siguiente_tramo` is then
 * unknown (undefined), not "none" (null).
 */
export function mejoras(
  entrada: EntradaCalculadora,
  conocidos: TramosConocidos,
): Array<Omit<VentasParaMejorar, 'siguiente_tramo'> & { siguiente_tramo: number | null | undefined }> {
  return ventasParaMejorar({ ...entrada, tramos: conocidos.tramos }).map((fila) =>
    conocidos.completos ? fila : { ...fila, siguiente_tramo: undefined },
  );
}
