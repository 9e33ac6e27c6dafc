import { z } from 'zod';
import { idSchema } from '../http/id';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import { isActiveSchema, stampsSchema } from './catalogue-fields';

/**
 * SPEC §3 Installment: a terminal financed on a tariff or on an additional line
 * (`installment_type`), with its initial, monthly and final price. Decision 66: the path's
 * `{type}` also takes the package line's names (LINEA_PRINCIPAL, LINEA_ADICIONAL).
 */
export const INSTALLMENT_TYPES = ['tarifa', 'adicional'] as const;
export type InstallmentType = (typeof INSTALLMENT_TYPES)[number];
const LINE_TYPE_ALIASES: Record<string, InstallmentType> = {
  tarifa: 'tarifa',
  adicional: 'adicional',
  LINEA_PRINCIPAL: 'tarifa',
  LINEA_ADICIONAL: 'adicional',
};
const INVALID_TYPE = 'Tipo no válido: tarifa o adicional';

/** The most monthly instalments a device is financed in (10 years: anything above is a typo). */
export const MAX_CUOTAS = 120;
export const MENSAJE_CUOTAS = `N.º de cuotas no válido: un número entero de 1 a ${MAX_CUOTAS}`;

/** The `{type}` of a path, with the package line's aliases. */
export const installmentTypeParamSchema = z
  .string()
  // Own keys only: '__proto__' is `in` every object (it was a 500 as a path segment).
  .refine((value) => Object.hasOwn(LINE_TYPE_ALIASES, value), INVALID_TYPE)
  .transform((value) => LINE_TYPE_ALIASES[value] as InstallmentType);

export const installmentFormSchema = z.object({
  terminal: idSchema,
  installment_type: z.enum(INSTALLMENT_TYPES, { error: INVALID_TYPE }).default('tarifa'),
  /** The tariff's or additional line's id. */
  object_id: idSchema,
  initial_price: amountSchema(2),
  month_price: amountSchema(2),
  final_price: amountSchema(2),
  /** How many monthly instalments (issue 29 §5: the offer prints it); absent or null when unknown. */
  cuotas: z
    .number({ error: MENSAJE_CUOTAS })
    .int(MENSAJE_CUOTAS)
    .min(1, MENSAJE_CUOTAS)
    .max(MAX_CUOTAS, MENSAJE_CUOTAS)
    .nullish()
    .transform((value) => value ?? null),
  is_active: isActiveSchema,
});
export type InstallmentForm = z.infer<typeof installmentFormSchema>;

export const installmentSchema = z.object({
  id: z.number().int(),
  initial_price: amountOutSchema,
  month_price: amountOutSchema,
  final_price: amountOutSchema,
  cuotas: z.number().int().nullable(),
  object_id: z.number().int(),
  tariff_name: z.string().nullable(),
  terminal__id: z.number().int(),
  terminal__name: z.string(),
  installment_type: z.string(),
  is_active: z.boolean(),
  ...stampsSchema,
});
export type Installment = z.infer<typeof installmentSchema>;
export const installmentsSchema = z.array(installmentSchema);
