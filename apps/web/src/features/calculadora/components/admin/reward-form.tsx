import Stack from '@mui/material/Stack';
import type { RewardRow } from '@ventas/domain/calculadora/bolsa-contract';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import { FormAcciones } from './form-acciones';
import { useRewardForm } from './use-reward-form';

const TIPOS = [
  { value: 'BOLSA_FIJA', label: 'Bolsa fija' },
  { value: 'PORCENTAJE', label: 'Porcentaje de la bolsa' },
];

interface RewardFormProps {
  comercial: { id: number; nombre: string };
  mes: string;
  row: RewardRow | null;
  /** Who may have brought the recommended pool. */
  comerciales: readonly { id: number; nombre: string }[];
  onDone: () => void;
}

/** A commercial's pool and reward, and the recommended pool with its own reward (decision 85). */
export function RewardForm({ comercial, mes, row, comerciales, onDone }: RewardFormProps) {
  const { form, submit, saving } = useRewardForm(comercial.id, mes, row, onDone);
  const { control } = form;
  const otros = comerciales
    .filter((c) => c.id !== comercial.id)
    .map((c) => ({ value: String(c.id), label: c.nombre }));
  return (
    <Stack
      component="form"
      aria-label={`Bolsa de ${comercial.nombre}`}
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <FormText control={control} name="bolsa" label="Bolsa (€)" required />
        <FormSelect
          control={control}
          name="reward.reward_type"
          label="Bonificación"
          options={TIPOS}
          emptyLabel="Sin bonificación"
        />
        <FormText control={control} name="reward.amount" label="Importe o %" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <FormText control={control} name="bolsa_recomendado" label="Bolsa recomendada (€)" />
        <FormSelect
          control={control}
          name="recomendado"
          label="Recomendada por"
          options={otros}
          emptyLabel="Nadie"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <FormSelect
          control={control}
          name="reward_recomendado.reward_type"
          label="Bonificación recomendada"
          options={TIPOS}
          emptyLabel="Sin bonificación"
        />
        <FormText control={control} name="reward_recomendado.amount" label="Importe o % recomendado" />
      </Stack>
      <FormAcciones saving={saving} onCancel={onDone} />
    </Stack>
  );
}
