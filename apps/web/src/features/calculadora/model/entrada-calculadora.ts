import type { BolsaMes } from '@ventas/domain/calculadora/bolsa';
import type { z } from 'zod';
import type { bolsaMesResponseSchema } from '@ventas/domain/calculadora/bolsa-contract';
import type { EntradaCalculadora } from '@ventas/domain/calculadora/comision';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import { TIPOS_COMERCIAL, type TipoComercial } from '@ventas/domain/cuentas/account-constants';

export type BolsaMesResponse = z.infer<typeof bolsaMesResponseSchema>;

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
 * in the reasons; the bands are the commercial's list as objetivo_mes answers it. The achievement
 * cap is the spec's 150: objetivo_mes does not send another.
 */
export function entradaCalculadora(
  objetivoMes: ObjetivoMesResponse,
  bolsaMes: BolsaMesResponse,
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
    tramos: objetivoMes.tramos,
    bolsa: bolsaDe(bolsaMes.reward),
    ritmo: objetivoMes.dias_laborables,
  };
}
