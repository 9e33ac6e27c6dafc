import { z } from 'zod';
import { defineFilters } from '../http/list-filters';
import { pageSchema } from '../http/page';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import {
  cataloguePaging,
  isActiveSchema,
  linkIdsSchema,
  optionalCount,
  operatorSchema,
  requiredText,
  stampsSchema,
} from './catalogue-fields';

/** SPEC §3 Promotion: an amount off (MONETARY, euros) or a share off (PERCENTS). */
export const AMOUNT_UNITS = ['MONETARY', 'PERCENTS'] as const;
export const DURATION_UNITS = ['months', 'days'] as const;
export const MENSAJES_PROMOCION = {
  percentOver100: 'Un porcentaje no puede superar 100',
  durationUnit: 'Indique la unidad de la duración',
} as const;

export const PROMOCION_FILTERS = defineFilters({
  operator: { kind: 'list', input: 'select', label: 'Operador' },
  amount_unit: { kind: 'list', input: 'select', label: 'Unidad' },
  is_active: { kind: 'boolean', label: 'Activa' },
});
export const PROMOCION_ORDERABLE = ['name', 'operator', 'amount', 'updated_on', 'id'] as const;
export type PromocionOrderable = (typeof PROMOCION_ORDERABLE)[number];
export const PROMOCION_PAGING = cataloguePaging(PROMOCION_ORDERABLE, 'name');

export const promocionFormSchema = z
  .object({
    name: requiredText(),
    is_active: isActiveSchema,
    duration: optionalCount,
    duration_unit: z
      .enum(DURATION_UNITS, { error: 'Unidad de duración no válida: months o days' })
      .nullish()
      .transform((unit) => unit ?? null),
    amount: amountSchema(4),
    amount_unit: z.enum(AMOUNT_UNITS, { error: 'Unidad no válida: MONETARY o PERCENTS' }),
    operator: operatorSchema,
    /** The tariffs it applies to (the other side of a tariff's promotions). */
    tariffs: linkIdsSchema,
  })
  .superRefine((form, ctx) => {
    if (form.amount_unit === 'PERCENTS' && Number(form.amount) > 100)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: MENSAJES_PROMOCION.percentOver100 });
    if (form.duration !== null && form.duration_unit === null)
      ctx.addIssue({ code: 'custom', path: ['duration_unit'], message: MENSAJES_PROMOCION.durationUnit });
  });
export type PromocionForm = z.infer<typeof promocionFormSchema>;

export const promocionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  duration: z.number().int().nullable(),
  duration_unit: z.string().nullable(),
  amount: amountOutSchema,
  amount_unit: z.string(),
  operator: z.string(),
  tariffs: z.array(z.number().int()),
  ...stampsSchema,
});
export type Promocion = z.infer<typeof promocionSchema>;
export const promocionesResponseSchema = z.union([z.array(promocionSchema), pageSchema(promocionSchema)]);
