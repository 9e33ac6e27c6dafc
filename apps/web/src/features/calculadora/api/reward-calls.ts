import { queryOptions } from '@tanstack/react-query';
import { ajustesCalls } from '@ventas/domain/calculadora/ajustes.calls';
import type { RewardForm } from '@ventas/domain/calculadora/bolsa-contract';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { sendCall } from '../../../api/send-call';
import { calculadoraKeys } from './calculadora-keys';

/** The month's pools and rewards (decision 85). */
export const rewardsQuery = (mes: string) =>
  queryOptions({
    queryKey: calculadoraKeys.rewards(mes),
    queryFn: ({ signal }) =>
      sendCall(ajustesCalls.rewards, { query: { month_year_updated_on: mes } }, { signal }),
  });

/** Writes the commercial's row of the month. */
export const guardarReward = (form: RewardForm) =>
  sendCall(ajustesCalls.guardarReward, { body: { ...form, fecha: textoMes(form.fecha) } });

export async function eliminarReward(id: number): Promise<void> {
  await sendCall(ajustesCalls.borrarReward, { params: { id } });
}
