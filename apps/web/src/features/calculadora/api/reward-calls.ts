import { queryOptions } from '@tanstack/react-query';
import {
  rewardListSchema,
  rewardRowSchema,
  type RewardForm,
} from '@ventas/domain/calculadora/bolsa-contract';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { api } from '../../../api/api';
import { calculadoraKeys } from './calculadora-keys';

/** GET /api/calculadora/reward/?month_year_updated_on= (decision 85): the month's pools and rewards. */
export const rewardsQuery = (mes: string) =>
  queryOptions({
    queryKey: calculadoraKeys.rewards(mes),
    queryFn: async ({ signal }) =>
      rewardListSchema.parse(
        await api.get<unknown>('/api/calculadora/reward/', { query: { month_year_updated_on: mes }, signal }),
      ),
  });

/** POST /api/calculadora/reward/ (200): writes the commercial's row of the month. */
export async function guardarReward(form: RewardForm) {
  return rewardRowSchema.parse(
    await api.post<unknown>('/api/calculadora/reward/', { ...form, fecha: textoMes(form.fecha) }),
  );
}

/** DELETE /api/calculadora/reward/{id}/ (204). */
export async function eliminarReward(id: number): Promise<void> {
  await api.delete<unknown>(`/api/calculadora/reward/${id}/`);
}
