import type { z } from 'zod';
import type { Sva, SvaForm, svaFormSchema } from '@ventas/domain/servicios/sva-contract';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { amountInput, amountText, asText, numberOrNull, textOrNull } from '../../forms/form-values';

/** SPEC §3 SVA as edited; `permanence` in months. */
export type SvaValues = FormTextValues<z.input<typeof svaFormSchema>>;

export const emptySva = (): SvaValues => ({
  name: '',
  price_value: '',
  image: '',
  more_info: '',
  permanence: '',
  is_active: true,
  operator: '',
  segment: '',
  promotions: [],
});

export const svaValues = (row: Sva): SvaValues => ({
  name: row.name,
  price_value: amountText(row.price_value),
  image: asText(row.image),
  more_info: asText(row.more_info),
  permanence: asText(row.permanence),
  is_active: row.is_active,
  operator: row.operator,
  segment: row.segment,
  promotions: [...row.promotions],
});

export const svaInput = (values: SvaValues): Record<keyof SvaForm, unknown> => ({
  name: values.name,
  price_value: amountInput(values.price_value),
  image: textOrNull(values.image),
  more_info: textOrNull(values.more_info),
  permanence: numberOrNull(values.permanence),
  is_active: values.is_active,
  operator: values.operator,
  segment: values.segment,
  promotions: values.promotions,
});
