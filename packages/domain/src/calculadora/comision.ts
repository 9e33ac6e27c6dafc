import { Decimal } from 'decimal.js';
import type { TipoComercial } from '../cuentas/account-constants';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';
import { bolsaEnJuego, REGLAS_TIPO_COMERCIAL, type BolsaMes } from './bolsa';
import { MENSAJE_SIN_FACTOR_CORRECTOR, motivoLlaveSinCumplir, motivoSinVentas } from './calculadora-mensajes';
import { tramoPara, type TramoElegido, type TramoFactor } from './factor-corrector';
import {
  consecucionTotal,
  pesoMedio,
  porcentajeExacto,
  resultadoObjetivo,
  type Objetivo,
  type ResultadoObjetivo,
} from './objetivos';
import type { Ritmo } from './working-days';

/** Everything the calculator of one commercial's month needs; the same for the what-if. */
export interface EntradaCalculadora<T extends Objetivo = Objetivo> {
  tipoComercial: TipoComercial;
  objetivos: readonly T[];
  tramos: readonly TramoFactor[];
  bolsa: BolsaMes;
  ritmo: Ritmo;
  /** The achievement cap; SPEC §9's 150 unless the calculator's state says otherwise. */
  maximoPorc?: DecimalAmount;
}

export interface ResultadoCalculadora<T extends Objetivo = Objetivo> {
  objetivos: ResultadoObjetivo<T>[];
  peso_medio: DecimalAmount | null;
  /** The sum of comision_porc: what picks the band. */
  consecucion_total: DecimalAmount;
  /** Null when no band fits, or for a commercial type without objectives (factor 1). */
  tramo: TramoElegido | null;
  factor_corrector: DecimalAmount | null;
  bolsa_en_juego: DecimalAmount;
  /** Pool in play × factor, whether or not the conditions hold; null without a factor. */
  comision_calculada: DecimalAmount | null;
  /** SPEC §9: the total commission, shown only when every condition holds; else null. */
  comision_total: DecimalAmount | null;
  condiciones_cumplidas: boolean;
  /** Why comision_total is null, in Spanish, naming the families. */
  motivos: string[];
  /** Shown beside a commission that is shown (MENSAJE_SIN_TIPO_REWARD). */
  avisos: string[];
}

/**
 * SPEC §9 conditions: every key objective reaches 100 % (exactly: consecucion ≥ objetivo; a key
 * objective with a target of 0 asks nothing), and no objective with a target above 0 has
 * nothing achieved. One reason per failing condition, in the objectives' order.
 */
export function motivosSinComision(objetivos: readonly Objetivo[]): string[] {
  return objetivos.flatMap((objetivo) => {
    const porc = porcentajeExacto(objetivo);
    if (porc === null) return [];
    const motivos: string[] = [];
    if (objetivo.llave && porc.lessThan(100)) motivos.push(motivoLlaveSinCumplir(objetivo.familia, porc));
    if (!new Decimal(objetivo.consecucion).greaterThan(0)) motivos.push(motivoSinVentas(objetivo.familia));
    return motivos;
  });
}

const dosDecimales = (value: Decimal.Value) => formatAmount(value, 2);

/** SPEC §9: one commercial's month, from objectives, bands and pool to the total commission. */
export function calcularComision<T extends Objetivo>(
  entrada: EntradaCalculadora<T>,
): ResultadoCalculadora<T> {
  const objetivos = entrada.objetivos.map((objetivo) =>
    resultadoObjetivo(objetivo, entrada.ritmo, entrada.maximoPorc),
  );
  const total = consecucionTotal(objetivos);
  const { conObjetivos } = REGLAS_TIPO_COMERCIAL[entrada.tipoComercial];
  const tramo = conObjetivos ? tramoPara(entrada.tramos, total) : null;
  const factor = conObjetivos ? (tramo?.factor_corrector ?? null) : '1';
  const bolsa = bolsaEnJuego(entrada.bolsa, entrada.tipoComercial);
  const calculada = factor === null ? null : dosDecimales(bolsa.importe.times(factor));
  const motivos = conObjetivos ? motivosSinComision(entrada.objetivos) : [];
  const cumplidas = motivos.length === 0;
  // A month nothing was set for (no objectives, no pool) has nothing to warn about: the screen
  // says the month is empty instead of a missing band or reward type.
  const vacio = entrada.objetivos.length === 0 && bolsa.importe.isZero();
  if (factor === null && !vacio) motivos.push(MENSAJE_SIN_FACTOR_CORRECTOR);
  return {
    objetivos,
    peso_medio: pesoMedio(entrada.objetivos),
    consecucion_total: total,
    tramo,
    factor_corrector: factor,
    bolsa_en_juego: dosDecimales(bolsa.importe),
    comision_calculada: calculada,
    comision_total: cumplidas ? calculada : null,
    condiciones_cumplidas: cumplidas,
    motivos,
    avisos: bolsa.aviso && !vacio ? [bolsa.aviso] : [],
  };
}
