import { colorDeFamilia } from '@ventas/domain/gerencia/familia-colores';
import type { ConsecucionCount } from '@ventas/domain/gerencia/stats-contract';
import { formatPercent } from '@ventas/domain/money/euro-format';
import { Decimal } from 'decimal.js';

/** One family's pair of bars: its target and the units sold, in its SPEC §9 colour. */
export interface ParObjetivo {
  familia: string;
  color: string;
  objetivo: number;
  consecucion: number;
  /** The calculator's percent as a label ('60 %'); empty with a 0 target (SPEC §3: no percent). */
  etiqueta: string;
}

/**
 * The chart's data: every family of the answer in its order, each in its colour by name and
 * position (the table uses the same index). Units to two decimals for drawing; the table keeps
 * them exact.
 */
export const paresObjetivos = ({ familias }: ConsecucionCount): ParObjetivo[] =>
  familias.map((familia, indice) => ({
    familia: familia.nombre,
    color: colorDeFamilia(familia.nombre, indice),
    objetivo: new Decimal(familia.objetivo).toDecimalPlaces(2).toNumber(),
    consecucion: new Decimal(familia.consecucion).toDecimalPlaces(2).toNumber(),
    etiqueta: familia.porcentaje === null ? '' : formatPercent(familia.porcentaje),
  }));

/** A units value as Spanish readers write it: '6', '0,5', '1.234'. */
export const unidades = (valor: number) => valor.toLocaleString('es-ES', { maximumFractionDigits: 2 });

/** Per category, one bar per series and a gap: readable on a phone without squeezing the bars. */
export const altoAgrupado = (categorias: number, series: number) => 72 + categorias * (series * 14 + 20);
