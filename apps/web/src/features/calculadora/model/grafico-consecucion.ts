import { Decimal } from 'decimal.js';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';

/** One family's bar: the achievement and what today's working-day pace expects, in percent. */
export interface BarraFamilia {
  familia: string;
  conseguido: number;
  esperado: number;
}

/**
 * The chart's data: families with a target (a 0 target has no percent, SPEC §3); the pace as
 * five_percent over the target (the same working days as the table's "Ritmo esperado hoy").
 * Numbers for drawing only, to one decimal: the table keeps the exact figures.
 */
export function barrasConsecucion(objetivos: ObjetivoMesResponse['objetivos']): BarraFamilia[] {
  return objetivos
    .filter((objetivo) => objetivo.objetivo_porc !== null && new Decimal(objetivo.objetivo).greaterThan(0))
    .map((objetivo) => ({
      familia: objetivo.familia_nombre,
      conseguido: new Decimal(objetivo.objetivo_porc!).toDecimalPlaces(1).toNumber(),
      esperado: new Decimal(objetivo.five_percent)
        .times(100)
        .dividedBy(objetivo.objetivo)
        .toDecimalPlaces(1)
        .toNumber(),
    }));
}
