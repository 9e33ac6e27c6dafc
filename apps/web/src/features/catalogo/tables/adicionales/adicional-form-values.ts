import type { z } from 'zod';
import type {
  Adicional,
  AdicionalForm,
  adicionalFormSchema,
} from '@ventas/domain/servicios/adicional-contract';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { amountInput, amountText, asText, numberOrNull, textOrNull } from '../../forms/form-values';
import {
  emptyQuantity,
  quantityInput,
  quantityValues,
  type QuantityGroup,
} from '../../forms/quantity-values';

/**
 * SPEC §3 Additional line as edited. Its prices keep 4 decimals (SPEC §5): kept as typed. Its
 * line's data and minutes are edited as quantities (`QuantityValues`).
 */
export type AdicionalValues = FormTextValues<z.input<typeof adicionalFormSchema>, QuantityGroup>;

export function emptyAdicional(): AdicionalValues {
  return {
    name: '',
    max_number: '',
    promotions: [],
    operator: '',
    segment: '',
    is_active: true,
    price_value: '',
    mobile_line_info: {
      price: { base_fee: '' },
      mobile_line_data: emptyQuantity('GB'),
      mobile_line_voice: emptyQuantity('min'),
    },
  };
}

export function adicionalValues(row: Adicional): AdicionalValues {
  const info = row.mobile_line_info;
  return {
    name: row.name,
    max_number: asText(row.max_number),
    promotions: [...row.promotions],
    operator: row.operator,
    segment: row.segment,
    is_active: row.is_active,
    price_value: amountText(row.price_value),
    mobile_line_info: {
      price: { base_fee: amountText(info?.price?.base_fee) },
      mobile_line_data: quantityValues(info?.mobile_line_data, 'GB'),
      mobile_line_voice: quantityValues(info?.mobile_line_voice, 'min'),
    },
  };
}

/** What `adicionalFormSchema` reads; the amounts go as the strings typed, never as floats. */
export function adicionalInput(values: AdicionalValues): Record<keyof AdicionalForm, unknown> {
  const info = values.mobile_line_info;
  const baseFee = textOrNull(info.price.base_fee);
  return {
    name: values.name,
    max_number: numberOrNull(values.max_number),
    promotions: values.promotions,
    operator: values.operator,
    segment: values.segment,
    is_active: values.is_active,
    price_value: amountInput(values.price_value),
    mobile_line_info: {
      price: baseFee === null ? null : { base_fee: amountInput(baseFee) },
      mobile_line_data: quantityInput(info.mobile_line_data),
      mobile_line_voice: quantityInput(info.mobile_line_voice),
    },
  };
}
