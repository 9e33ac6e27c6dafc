import { z } from 'zod';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import { optionalCount, optionalText } from './catalogue-fields';

/**
 * What a line includes (SPEC §3 Tariff fixed_line_info / mobile_line_info, Additional line
 * mobile_line_info): speeds, data and minutes, each an amount with its unit. SPEC §9: minutes
 * 'min', speed default Mb, data default GB; a missing unit takes its default, an unknown one is a
 * 400 (decision 65). SPEC §5: zero or empty foreign minutes are omitted.
 */
export const SPEED_UNITS = ['Kb', 'Mb', 'Gb'] as const;
export const DATA_UNITS = ['MB', 'GB'] as const;
export const VOICE_UNITS = ['min'] as const;

const MAX_QUANTITY = 1_000_000;
const amountMessage = `Debe ser un número entre 0 y ${MAX_QUANTITY}`;

/** `{amount, unit}`; a null amount means unlimited (voice) or not stated. */
function quantity<const U extends readonly [string, ...string[]]>(units: U, fallback: U[number]) {
  return z
    .object({
      amount: z
        .number({ error: amountMessage })
        .min(0, amountMessage)
        .max(MAX_QUANTITY, amountMessage)
        .nullish()
        .transform((value) => value ?? null),
      unit: z
        .enum(units, { error: `Unidad no válida: ${units.join(', ')}` })
        .nullish()
        .transform((unit) => unit ?? fallback),
    })
    .strict();
}

export const speedSchema = quantity(SPEED_UNITS, 'Mb');
export const dataSchema = quantity(DATA_UNITS, 'GB');
export const voiceSchema = quantity(VOICE_UNITS, 'min');
export type Quantity = { amount: number | null; unit: string };

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

export const fixedLineInfoSchema = z
  .object({
    type: optionalText(50),
    owners: optionalCount,
    upload_speed: optional(speedSchema),
    download_speed: optional(speedSchema),
    voice_to_fixed: optional(voiceSchema),
    voice_to_mobile: optional(voiceSchema),
  })
  .strict();

export const mobileLineInfoSchema = z
  .object({
    mobile_line_data: optional(dataSchema),
    mobile_line_voice: optional(voiceSchema),
    voice_to_foreign: optional(voiceSchema),
  })
  .strict()
  .transform(({ voice_to_foreign, ...info }) =>
    // SPEC §5: zero or empty foreign minutes are omitted from the tariff.
    voice_to_foreign && voice_to_foreign.amount ? { ...info, voice_to_foreign } : info,
  );

/** An additional line's mobile info: the tariff's plus its base fee (4 decimals, SPEC §5). */
export const additionalLineInfoSchema = z
  .object({
    price: optional(z.object({ base_fee: amountSchema(4) }).strict()),
    mobile_line_data: optional(dataSchema),
    mobile_line_voice: optional(voiceSchema),
  })
  .strict();

/** The same shapes as the API answers them (stored JSON, read back). */
const quantityOut = z.object({ amount: z.number().nullable(), unit: z.string() }).nullable();
export const fixedLineInfoOutSchema = z
  .object({
    type: z.string().nullable(),
    owners: z.number().nullable(),
    upload_speed: quantityOut,
    download_speed: quantityOut,
    voice_to_fixed: quantityOut,
    voice_to_mobile: quantityOut,
  })
  .nullable();
export const mobileLineInfoOutSchema = z
  .object({
    mobile_line_data: quantityOut,
    mobile_line_voice: quantityOut,
    voice_to_foreign: quantityOut.optional(),
  })
  .nullable();
export const additionalLineInfoOutSchema = z
  .object({
    price: z.object({ base_fee: amountOutSchema }).nullable(),
    mobile_line_data: quantityOut,
    mobile_line_voice: quantityOut,
  })
  .nullable();
