import { Decimal } from 'decimal.js';
import { formatPercent } from '../money/euro-format';

/**
 * The calculator's messages that SPEC §8 names without their text ("messages for a missing
 * corrective factor and for a commercial without reward type exist; their text is not shown"),
 * and the reasons a total commission is not shown (SPEC §9 conditions), naming the families.
 */
export const MENSAJE_SIN_FACTOR_CORRECTOR =
  'No hay un factor corrector para el porcentaje alcanzado: revise la tabla de factores correctores';

export const MENSAJE_SIN_TIPO_REWARD =
  'El comercial no tiene tipo de bonificación: se cuenta la bolsa entera, sin porcentaje';

/**
 * A key objective below 100 %. The percent is cut, not rounded, so a family at 99.996 % reads
 * 99,99 % here rather than a contradictory 100 %.
 */
export function motivoLlaveSinCumplir(familia: string, porcentaje: Decimal): string {
  const shown = porcentaje.toDecimalPlaces(2, Decimal.ROUND_DOWN).toString();
  return `El objetivo llave ${familia} no llega al 100 % (${formatPercent(shown)})`;
}

export function motivoSinVentas(familia: string): string {
  return `Sin ventas en ${familia}, que tiene objetivo`;
}
