import {
  rewardFormBodySchema,
  type RewardForm,
  type RewardRow,
} from '@ventas/domain/calculadora/bolsa-contract';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { guardarReward } from '../../api/reward-calls';
import { MENSAJES_ADMIN } from '../../calculadora-messages';
import { cifra } from '../../model/cifras';
import { useGuardarForm } from './use-guardar-form';

type Recompensa = { reward_type: string; amount: string };

/** The inputs: amounts as typed; '' for "no reward" and "no recommender". */
export interface RewardValores {
  bolsa: string;
  bolsa_recomendado: string;
  recomendado: string;
  reward: Recompensa;
  reward_recomendado: Recompensa;
}

const recompensaDe = (r: RewardRow['reward']): Recompensa => ({
  reward_type: r?.reward_type ?? '',
  amount: r ? cifra(r.amount) : '',
});

const valoresDe = (row: RewardRow | null): RewardValores => ({
  bolsa: row ? cifra(row.bolsa) : '',
  bolsa_recomendado: row ? cifra(row.bolsa_recomendado) : '0',
  recomendado: row?.recomendado ? String(row.recomendado) : '',
  reward: recompensaDe(row?.reward ?? null),
  reward_recomendado: recompensaDe(row?.reward_recomendado ?? null),
});

/** No type and no amount is no reward (decision 85: `reward` null). */
const recompensa = (r: Recompensa) =>
  r.reward_type === '' && r.amount === '' ? null : { reward_type: r.reward_type || null, amount: r.amount };

/** One commercial's pools of the month (decision 85); a refused save keeps the input. */
export function useRewardForm(comercial: number, mes: string, row: RewardRow | null, onSaved: () => void) {
  const form = useForm<RewardValores, unknown, RewardForm>({
    defaultValues: valoresDe(row),
    resolver: schemaResolver(rewardFormBodySchema, (values) => ({
      comercial,
      fecha: mes,
      bolsa: values.bolsa,
      bolsa_recomendado: values.bolsa_recomendado,
      recomendado: values.recomendado === '' ? null : Number(values.recomendado),
      reward: recompensa(values.reward),
      reward_recomendado: recompensa(values.reward_recomendado),
    })),
  });
  const { submit, saving } = useGuardarForm(
    form,
    guardarReward,
    { hecho: MENSAJES_ADMIN.bonificacionAnadida, fallo: MENSAJES_ADMIN.errorBonificacion },
    onSaved,
  );
  return { form, submit, saving };
}
