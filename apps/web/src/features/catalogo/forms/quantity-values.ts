import type { Quantity } from '@ventas/domain/servicios/line-info';
import { asText, numberOrNull } from './form-values';

/**
 * A speed, data or minutes field as edited (SPEC §3 `{amount, unit}`). `unlimited` is a voice
 * allowance with no figure: the API writes it as a null amount with its unit.
 */
export interface QuantityValues {
  amount: string;
  unit: string;
  unlimited: boolean;
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
