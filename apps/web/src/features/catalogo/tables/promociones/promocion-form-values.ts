import type { z } from 'zod';
import type {
  Promocion,
  PromocionForm,
  promocionFormSchema,
} from '@ventas/domain/servicios/promocion-contract';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { amountInput, amountText, asText, numberOrNull, textOrNull } from '../../forms/form-values';

/** SPEC §3 Promotion as edited: an amount off or a share off, for a while, on some tariffs. */
export type PromocionValues = FormTextValues<z.input<typeof promocionFormSchema>>;

export const emptyPromocion = (): PromocionValues => ({
  name: '',
  is_active: true,
  duration: '',
  duration_unit: 'months',
  amount: '',
  amount_unit: 'MONETARY',
  operator: '',
  tariffs: [],
});

export const promocionValues = (row: Promocion): PromocionValues => ({
  name: row.name,
  is_active: row.is_active,
  duration: asText(row.duration),
  duration_unit: asText(row.duration_unit) || 'months',
  amount: amountText(row.amount),
  amount_unit: row.amount_unit,
  operator: row.operator,
  tariffs: [...row.tariffs],
});

/** A duration's unit only travels with a duration: the unit select keeps one chosen by default. */
export const promocionInput = (values: PromocionValues): Record<keyof PromocionForm, unknown> => {
  const duration = numberOrNull(values.duration);
  return {
    name: values.name,
    is_active: values.is_active,
    duration,
    duration_unit: duration === null ? null : textOrNull(values.duration_unit),
    amount: amountInput(values.amount),
    amount_unit: values.amount_unit,
    operator: values.operator,
    tariffs: values.tariffs,
  };
};
