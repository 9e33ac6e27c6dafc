import { Decimal } from 'decimal.js';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';
import { formatEuros, formatNumero, formatPercent } from '../money/euro-format';
import type { TipoComercial } from '../cuentas/account-constants';
import { aportacionesDeVentas, type Aportacion } from './aportaciones';
import { REGLAS_TIPO_COMERCIAL, type BolsaMes, type Reward } from './bolsa';
import type { LineaDescuento } from './clawback';

/**
 * Issue 14's commission statement (beyond the spec): the month's commission, the part each
 * counted sale brought to it, the clawback lines of the month, and the total to pay. Every euro
 * names the sale and the rule behind it.
 */

const NOMBRE_BOLSA = { bolsa: 'bolsa', bolsa_recomendado: 'bolsa de recomendados' } as const;

function parteTexto(
  nombre: keyof typeof NOMBRE_BOLSA,
  importe: DecimalAmount,
  reward: Reward | null,
): string {
  const pool = `${NOMBRE_BOLSA[nombre]} (${formatEuros(importe)})`;
  if (reward?.reward_type === 'PORCENTAJE') return `${formatPercent(reward.amount)} de la ${pool}`;
  return `la ${pool}`;
}

/** How the pool in play was made (the same rules as bolsa.ts), in Spanish. */
export function reglaBolsa(bolsa: BolsaMes, tipoComercial: TipoComercial): string {
  const { cobraDe } = REGLAS_TIPO_COMERCIAL[tipoComercial];
  const rewards = { bolsa: bolsa.reward, bolsa_recomendado: bolsa.reward_recomendado };
  const decisivo = rewards[cobraDe[0]];
  if (decisivo?.reward_type === 'BOLSA_FIJA') return `Bolsa fija de ${formatEuros(decisivo.amount)}`;
  const partes = cobraDe.map((nombre) =>
    parteTexto(nombre, bolsa[nombre], decisivo?.reward_type ? rewards[nombre] : null),
  );
  const suma = partes.join(' + ');
  return decisivo?.reward_type ? suma[0]!.toUpperCase() + suma.slice(1) : `Sin tipo de bonificación: ${suma}`;
}

/** How the commission came out of the pool, or why there is none. */
export function reglaComision(calculo: {
  bolsa_en_juego: DecimalAmount;
  factor_corrector: DecimalAmount | null;
  tramo: { etiqueta: string } | null;
  comision_total: DecimalAmount | null;
  motivos: readonly string[];
}): string {
  if (calculo.factor_corrector === null) return 'Sin factor corrector: no hay comisión';
  const tramo = calculo.tramo ? ` (tramo ${calculo.tramo.etiqueta})` : '';
  const formula = `${formatEuros(calculo.bolsa_en_juego)} × factor ${formatNumero(calculo.factor_corrector)}${tramo}`;
  if (calculo.comision_total === null) return `${formula}. No se paga: ${calculo.motivos.join('; ')}`;
  return `${formula} = ${formatEuros(calculo.comision_total)}`;
}

export interface VentaDelExtracto {
  paquete_id: number;
  familia_id: number;
}

export interface PartesExtracto {
  /** What the month pays: the commission, 0 when gated or without a band. */
  comision: DecimalAmount;
  /** Each counted sale's part of `comision`, and why it is none, by package. */
  aportaciones: Map<number, Aportacion>;
  /** The commission plus the clawback lines (negative). */
  total: DecimalAmount;
}

/** The statement's figures from the calculator's result, the counted sales and the clawbacks. */
export function partesDelExtracto(
  calculo: {
    comision_total: DecimalAmount | null;
    objetivos: readonly { familia: number; comision_porc: DecimalAmount }[];
  },
  ventas: readonly VentaDelExtracto[],
  descuentos: readonly Pick<LineaDescuento, 'importe'>[],
): PartesExtracto {
  const comision = formatAmount(calculo.comision_total ?? 0, 2);
  const aportaciones = aportacionesDeVentas(
    calculo.objetivos.map((o) => ({ familia: String(o.familia), comision_porc: o.comision_porc })),
    ventas.map((v) => ({ paquete_id: v.paquete_id, familia: String(v.familia_id) })),
    calculo.comision_total,
  );
  const total = descuentos.reduce((sum, linea) => sum.plus(linea.importe), new Decimal(comision));
  return { comision, aportaciones, total: formatAmount(total, 2) };
}
