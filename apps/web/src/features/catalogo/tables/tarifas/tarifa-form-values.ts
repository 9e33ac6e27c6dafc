import type { z } from 'zod';
import type { Tarifa, TarifaForm, tarifaFormSchema } from '@ventas/domain/servicios/tarifa-contract';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { amountInput, amountText, asText, numberOrNull, textOrNull } from '../../forms/form-values';
import {
  emptyQuantity,
  quantityInput,
  quantityValues,
  type QuantityGroup,
} from '../../forms/quantity-values';

/**
 * SPEC §3 Tariff as edited: texts, ids of its links, and what its lines include (speeds, data and
 * minutes edited as quantities, `QuantityValues`).
 */
export type TarifaValues = FormTextValues<z.input<typeof tarifaFormSchema>, QuantityGroup>;

/** Which line a category includes: a fixed line, a mobile line, or both. */
export const hasFixedLine = (category: string) => category !== 'mobile_line' && category !== '';
export const hasMobileLine = (category: string) => category !== 'fixed_line' && category !== '';

export function emptyTarifa(): TarifaValues {
  return {
    name: '',
    category: '',
    color: '',
    commercial_enrichment: '',
    description_file: '',
    payment_type: '',
    price_value: '',
    is_active: true,
    operator: '',
    segment: '',
    promotions: [],
    additional_lines: [],
    svas: [],
    fixed_line_info: {
      type: '',
      owners: '',
      // SPEC §9 default units: speed Mb, minutes min.
      upload_speed: emptyQuantity('Mb'),
      download_speed: emptyQuantity('Mb'),
      voice_to_fixed: emptyQuantity('min'),
      voice_to_mobile: emptyQuantity('min'),
    },
    mobile_line_info: {
      mobile_line_data: emptyQuantity('GB'),
      mobile_line_voice: emptyQuantity('min'),
      voice_to_foreign: emptyQuantity('min'),
    },
  };
}

export function tarifaValues(row: Tarifa): TarifaValues {
  const fixed = row.fixed_line_info;
  const mobile = row.mobile_line_info;
  return {
    name: row.name,
    category: row.category,
    color: asText(row.color),
    commercial_enrichment: asText(row.commercial_enrichment),
    description_file: asText(row.description_file),
    payment_type: asText(row.payment_type),
    price_value: amountText(row.price_value),
    is_active: row.is_active,
    operator: row.operator,
    segment: row.segment,
    promotions: [...row.promotions],
    additional_lines: [...row.additional_lines],
    svas: [...row.svas],
    fixed_line_info: {
      type: asText(fixed?.type),
      owners: asText(fixed?.owners),
      upload_speed: quantityValues(fixed?.upload_speed, 'Mb'),
      download_speed: quantityValues(fixed?.download_speed, 'Mb'),
      voice_to_fixed: quantityValues(fixed?.voice_to_fixed, 'min'),
      voice_to_mobile: quantityValues(fixed?.voice_to_mobile, 'min'),
    },
    mobile_line_info: {
      mobile_line_data: quantityValues(mobile?.mobile_line_data, 'GB'),
      mobile_line_voice: quantityValues(mobile?.mobile_line_voice, 'min'),
      voice_to_foreign: quantityValues(mobile?.voice_to_foreign, 'min'),
    },
  };
}

/** What `tarifaFormSchema` reads. A line the category does not include is sent as null. */
export function tarifaInput(values: TarifaValues): Record<keyof TarifaForm, unknown> {
  const fixed = values.fixed_line_info;
  const mobile = values.mobile_line_info;
  return {
    name: values.name,
    category: values.category,
    color: textOrNull(values.color),
    commercial_enrichment: textOrNull(values.commercial_enrichment),
    description_file: textOrNull(values.description_file),
    payment_type: textOrNull(values.payment_type),
    price_value: amountInput(values.price_value),
    is_active: values.is_active,
    operator: values.operator,
    segment: values.segment,
    promotions: values.promotions,
    additional_lines: values.additional_lines,
    svas: values.svas,
    fixed_line_info: hasFixedLine(values.category)
      ? {
          type: textOrNull(fixed.type),
          owners: numberOrNull(fixed.owners),
          upload_speed: quantityInput(fixed.upload_speed),
          download_speed: quantityInput(fixed.download_speed),
          voice_to_fixed: quantityInput(fixed.voice_to_fixed),
          voice_to_mobile: quantityInput(fixed.voice_to_mobile),
        }
      : null,
    mobile_line_info: hasMobileLine(values.category)
      ? {
          mobile_line_data: quantityInput(mobile.mobile_line_data),
          mobile_line_voice: quantityInput(mobile.mobile_line_voice),
          // SPEC §5: zero or empty foreign minutes are omitted (the schema drops them).
          voice_to_foreign: quantityInput(mobile.voice_to_foreign),
        }
      : null,
  };
}
