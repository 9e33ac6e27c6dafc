import { Decimal } from 'decimal.js';
import type { TipoComercial } from '../cuentas/account-constants';
import type { DecimalAmount } from '../money/decimal-amount';
import { MENSAJE_SIN_TIPO_REWARD } from './calculadora-mensajes';

/**
 * SPEC §3 Pool and §9: a commercial's pool of the month and the reward that says how much of
 * it is in play. BOLSA_FIJA: the reward's amount is the pool. PORCENTAJE: the amount is a
 * percent of the pool (the spec names only BOLSA_FIJA; the other type's name is ours).
 */
export const TIPOS_REWARD = ['BOLSA_FIJA', 'PORCENTAJE'] as const;
export type TipoReward = (typeof TIPOS_REWARD)[number];

export interface Reward {
  reward_type: TipoReward | null;
  amount: DecimalAmount;
}

export interface BolsaMes {
  /** The pool of the commercial's own sales. */
  bolsa: DecimalAmount;
  /** The pool of the sales that came through a recommender. */
  bolsa_recomendado: DecimalAmount;
  reward: Reward | null;
  reward_recomendado: Reward | null;
}

type Parte = 'bolsa' | 'bolsa_recomendado';

/**
 * What each commercial type earns from, and whether objectives weigh on it (issue 14: decided,
 * see docs/decisions/). Staff earn from both pools, through the objectives' correction factor
 * and gate. A COLABORADOR is an outside seller paid a share of their own sales: the recommended
 * pool is not theirs, and they have no objectives to meet (factor 1, no gate). A RECOMENDADOR
 * closes no sale: they earn from the recommended pool with reward_recomendado, likewise free of
 * objectives. The first pool listed is the one whose reward decides the rule.
 */
export const REGLAS_TIPO_COMERCIAL: Readonly<
  Record<TipoComercial, { cobraDe: readonly [Parte, ...Parte[]]; conObjetivos: boolean }>
> = {
  TIENDA: { cobraDe: ['bolsa', 'bolsa_recomendado'], conObjetivos: true },
  DBL: { cobraDe: ['bolsa', 'bolsa_recomendado'], conObjetivos: true },
  'SIN DEFINIR': { cobraDe: ['bolsa', 'bolsa_recomendado'], conObjetivos: true },
  COLABORADOR: { cobraDe: ['bolsa'], conObjetivos: false },
  RECOMENDADOR: { cobraDe: ['bolsa_recomendado'], conObjetivos: false },
};

const REWARD_DE: Record<Parte, 'reward' | 'reward_recomendado'> = {
  bolsa: 'reward',
  bolsa_recomendado: 'reward_recomendado',
};

export interface BolsaEnJuego {
  /** Exact: the commission multiplies it before rounding once. */
  importe: Decimal;
  /** MENSAJE_SIN_TIPO_REWARD when the deciding reward has no type. */
  aviso: string | null;
}

/** One pool under its reward: fixed amount, a percent of it, or whole without a reward. */
function parte(bolsa: BolsaMes, nombre: Parte): Decimal {
  const pool = new Decimal(bolsa[nombre]);
  const reward = bolsa[REWARD_DE[nombre]];
  if (!reward?.reward_type) return pool;
  if (reward.reward_type === 'BOLSA_FIJA') return new Decimal(reward.amount);
  return pool.times(reward.amount).dividedBy(100);
}

/**
 * SPEC §9 pool in play. With BOLSA_FIJA, the reward amount alone; otherwise each pool the
 * commercial earns from times its reward's percent (a second pool without a reward counts
 * whole, as the spec's no-reward rule does); without a reward, the pools added whole (any
 * reward_recomendado ignored), with MENSAJE_SIN_TIPO_REWARD.
 */
export function bolsaEnJuego(bolsa: BolsaMes, tipoComercial: TipoComercial): BolsaEnJuego {
  const { cobraDe } = REGLAS_TIPO_COMERCIAL[tipoComercial];
  const decisivo = bolsa[REWARD_DE[cobraDe[0]]];
  if (!decisivo?.reward_type) {
    const entera = cobraDe.reduce((sum, nombre) => sum.plus(bolsa[nombre]), new Decimal(0));
    return { importe: entera, aviso: MENSAJE_SIN_TIPO_REWARD };
  }
  if (decisivo.reward_type === 'BOLSA_FIJA') return { importe: new Decimal(decisivo.amount), aviso: null };
  const importe = cobraDe.reduce((sum, nombre) => sum.plus(parte(bolsa, nombre)), new Decimal(0));
  return { importe, aviso: null };
}
