import type { z } from 'zod';
import { bolsaDeFila, type bolsaMesResponseSchema } from '@ventas/domain/calculadora/bolsa-contract';
import type { EntradaCalculadora } from '@ventas/domain/calculadora/comision';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import { tipoComercialDe } from '@ventas/domain/cuentas/account-constants';

export type BolsaMesResponse = z.infer<typeof bolsaMesResponseSchema>;

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
    tipoComercial: tipoComercialDe(objetivoMes.comercial.tipo_comercial),
    objetivos: objetivoMes.objetivos.map((objetivo) => ({
      familia: objetivo.familia_nombre,
      peso: objetivo.peso,
      objetivo: objetivo.objetivo,
      llave: objetivo.llave,
      consecucion: objetivo.consecucion,
    })),
    tramos: objetivoMes.tramos,
    bolsa: bolsaDeFila(bolsaMes.reward),
    ritmo: objetivoMes.dias_laborables,
  };
}
