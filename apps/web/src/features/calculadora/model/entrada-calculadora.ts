import type { BolsaMes } from '@ventas/domain/calculadora/bolsa';
import type { z } from 'zod';
import type { bolsaMesResponseSchema } from '@ventas/domain/calculadora/bolsa-contract';
import type { EntradaCalculadora } from '@ventas/domain/calculadora/comision';
import type { FactorCorrector } from '@ventas/domain/calculadora/factor-corrector-contract';
import type { TramoFactor } from '@ventas/domain/calculadora/factor-corrector';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import { TIPOS_COMERCIAL, type TipoComercial } from '@ventas/domain/cuentas/account-constants';

export type BolsaMesResponse = z.infer<typeof bolsaMesResponseSchema>;

/**
 * The bands the what-if may use. `completos`: the commercial's whole list (a Manager and above
 * read it), or nothing to miss (no band now: more sales never find one). Otherwise only the band
 * in force is known (a Comercial cannot read the lists): a result past it is "a better band,
 * figures unknown", never the domain's "no correction factor".
 */
export interface TramosConocidos {
  tramos: TramoFactor[];
  completos: boolean;
}

const soloFactor = ({ porcentaje_maximo, factor_corrector }: TramoFactor): TramoFactor => ({
  porcentaje_maximo,
  factor_corrector,
});

export function tramosConocidos(
  actual: ObjetivoMesResponse['tramo'],
  comercialId: number,
  listas: readonly FactorCorrector[] | undefined,
): TramosConocidos {
  if (listas) {
    const lista = listas.find((candidata) => candidata.commercial_id_arr.includes(comercialId));
    return { tramos: (lista?.factor_details ?? []).map(soloFactor), completos: true };
  }
  if (actual === null) return { tramos: [], completos: true };
  return { tramos: [soloFactor(actual)], completos: false };
}

/** As the server reads it (calculadora.service.ts): an unknown type is 'SIN DEFINIR'. */
const tipoComercial = (value: string): TipoComercial =>
  (TIPOS_COMERCIAL as readonly string[]).includes(value) ? (value as TipoComercial) : 'SIN DEFINIR';

/** The pool rule's input; no row is an empty pool without a reward, as on the server. */
function bolsaDe(reward: BolsaMesResponse['reward']): BolsaMes {
  return {
    bolsa: reward?.bolsa ?? '0',
    bolsa_recomendado: reward?.bolsa_recomendado ?? '0',
    reward: reward?.reward ?? null,
    reward_recomendado: reward?.reward_recomendado ?? null,
  };
}

/**
 * The calculator's input rebuilt from what the API answered, so the what-if reruns the domain's
 * own function (comision.ts) on the same figures. The family is its name, as the server names it
 * in the reasons. The achievement cap is the spec's 150: objetivo_mes does not send another.
 */
export function entradaCalculadora(
  objetivoMes: ObjetivoMesResponse,
  bolsaMes: BolsaMesResponse,
  tramos: readonly TramoFactor[],
): EntradaCalculadora {
  return {
    tipoComercial: tipoComercial(objetivoMes.comercial.tipo_comercial),
    objetivos: objetivoMes.objetivos.map((objetivo) => ({
      familia: objetivo.familia_nombre,
      peso: objetivo.peso,
      objetivo: objetivo.objetivo,
      llave: objetivo.llave,
      consecucion: objetivo.consecucion,
    })),
    tramos,
    bolsa: bolsaDe(bolsaMes.reward),
    ritmo: objetivoMes.dias_laborables,
  };
}
