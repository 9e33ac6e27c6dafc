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
  segmentSchema,
  stampsSchema,
} from './catalogue-fields';
import { additionalLineInfoOutSchema, additionalLineInfoSchema } from './line-info';

/** SPEC §3 Additional line; its price keeps 4 decimals (SPEC §5). */
export const ADICIONAL_FILTERS = defineFilters({
  operator: { kind: 'list', input: 'select', label: 'Operador' },
  segment: { kind: 'list', input: 'select', label: 'Segmento' },
  is_active: { kind: 'boolean', label: 'Activa' },
});
export const ADICIONAL_ORDERABLE = ['name', 'operator', 'segment', 'updated_on', 'id'] as const;
export type AdicionalOrderable = (typeof ADICIONAL_ORDERABLE)[number];
export const ADICIONAL_PAGING = cataloguePaging(ADICIONAL_ORDERABLE, 'name');

export const adicionalFormSchema = z.object({
  name: requiredText(),
  max_number: optionalCount,
  promotions: linkIdsSchema,
  operator: operatorSchema,
  segment: segmentSchema,
  is_active: isActiveSchema,
  price_value: amountSchema(4),
  mobile_line_info: additionalLineInfoSchema.nullish().transform((info) => info ?? null),
});
export type AdicionalForm = z.infer<typeof adicionalFormSchema>;

export const adicionalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  max_number: z.number().int().nullable(),
  promotions: z.array(z.number().int()),
  operator: z.string(),
  segment: z.string(),
  is_active: z.boolean(),
  price_value: amountOutSchema.nullable(),
  mobile_line_info: additionalLineInfoOutSchema,
  ...stampsSchema,
});
export type Adicional = z.infer<typeof adicionalSchema>;
export const adicionalesResponseSchema = z.union([z.array(adicionalSchema), pageSchema(adicionalSchema)]);
