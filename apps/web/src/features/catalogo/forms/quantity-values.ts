import type { z } from 'zod';
import type { dataSchema, Quantity, speedSchema, voiceSchema } from '@ventas/domain/servicios/line-info';
import type { EditedGroup, FormTextValues } from '../../../components/form-fields/form-text-values';
import { asText, numberOrNull } from './form-values';

/** A speed's, data's or minutes' input (SPEC §3 `{amount, unit}`): one shape, their units differ. */
type QuantityInput = z.input<typeof speedSchema> | z.input<typeof dataSchema> | z.input<typeof voiceSchema>;

/**
 * A speed, data or minutes field as edited (SPEC §3 `{amount, unit}`). `unlimited` is a voice
 * allowance with no figure: the API writes it as a null amount with its unit.
 */
export type QuantityValues = FormTextValues<z.input<typeof voiceSchema>> & { unlimited: boolean };

/** A line's quantities, wherever a form holds them, are edited as `QuantityValues`. */
export interface QuantityGroup extends EditedGroup {
  input: QuantityInput;
  edited: QuantityValues;
}

export const emptyQuantity = (unit: string): QuantityValues => ({ amount: '', unit, unlimited: false });

/** A stated amount, unlimited minutes, or nothing (null: not stated). */
export function quantityInput(values: QuantityValues): { amount: number | null; unit: string } | null {
  if (values.unlimited) return { amount: null, unit: values.unit };
  const amount = numberOrNull(values.amount);
  return amount === null ? null : { amount, unit: values.unit };
}

export function quantityValues(quantity: Quantity | null | undefined, unit: string): QuantityValues {
  if (!quantity) return emptyQuantity(unit);
  return { amount: asText(quantity.amount), unit: quantity.unit, unlimited: quantity.amount === null };
}
