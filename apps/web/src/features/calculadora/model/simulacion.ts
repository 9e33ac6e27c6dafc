import type { EntradaCalculadora } from '@ventas/domain/calculadora/comision';
import type { DecimalAmount } from '@ventas/domain/money/decimal-amount';
import { simularVentas, ventasParaMejorar, type VentasParaMejorar } from '@ventas/domain/calculadora/what-if';

/** The band a simulated month lands in. */
export type TramoSimulado = { tipo: 'tramo'; etiqueta: string; factor: DecimalAmount } | { tipo: 'ninguno' };

export interface Simulacion {
  familia: string;
  unidades: number;
  objetivo_porc: DecimalAmount | null;
  consecucion_total: DecimalAmount;
  tramo: TramoSimulado;
  /** Null when withheld (motivos say why). */
  comision_total: DecimalAmount | null;
  motivos: string[];
}

/**
 * Issue 14's what-if: the domain's simularVentas on the month's figures (the commercial's whole
 * band list included) with `unidades` more sales of `familia` (families count units, decision 82).
 */
export function simular(entrada: EntradaCalculadora, familia: string, unidades: number): Simulacion {
  const resultado = simularVentas(entrada, familia, unidades);
  const objetivo = resultado.objetivos.find((candidato) => candidato.familia === familia);
  return {
    familia,
    unidades,
    objetivo_porc: objetivo?.objetivo_porc ?? null,
    consecucion_total: resultado.consecucion_total,
    tramo:
      resultado.tramo === null
        ? { tipo: 'ninguno' }
        : { tipo: 'tramo', etiqueta: resultado.tramo.etiqueta, factor: resultado.tramo.factor_corrector },
    comision_total: resultado.comision_total,
    motivos: resultado.motivos,
  };
}

/** Per family, the fewest extra sales to a better band and to meeting the conditions (what-if.ts). */
export function mejoras(entrada: EntradaCalculadora): VentasParaMejorar[] {
  return ventasParaMejorar(entrada);
}
