import { z } from 'zod';
import { defineFilters } from '../http/list-filters';
import { pageSchema } from '../http/page';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import {
  cataloguePaging,
  isActiveSchema,
  linkIdsSchema,
  optionalCount,
  optionalText,
  operatorSchema,
  requiredText,
  segmentSchema,
  stampsSchema,
} from './catalogue-fields';

/** SPEC §3 SVA: a value-added service; `permanence` in months. */
export const SVA_FILTERS = defineFilters({
  operator: { kind: 'list', input: 'select', label: 'Operador' },
  segment: { kind: 'list', input: 'select', label: 'Segmento' },
  is_active: { kind: 'boolean', label: 'Activo' },
});
export const SVA_ORDERABLE = ['name', 'operator', 'segment', 'updated_on', 'id'] as const;
export type SvaOrderable = (typeof SVA_ORDERABLE)[number];
export const SVA_PAGING = cataloguePaging(SVA_ORDERABLE, 'name');

export const svaFormSchema = z.object({
  name: requiredText(),
  price_value: amountSchema(2),
  image: optionalText(500),
  more_info: optionalText(),
  permanence: optionalCount,
  is_active: isActiveSchema,
  operator: operatorSchema,
  segment: segmentSchema,
  promotions: linkIdsSchema,
});
export type SvaForm = z.infer<typeof svaFormSchema>;

export const svaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price_value: amountOutSchema.nullable(),
  image: z.string().nullable(),
  more_info: z.string().nullable(),
  permanence: z.number().int().nullable(),
  is_active: z.boolean(),
  operator: z.string(),
  segment: z.string(),
  promotions: z.array(z.number().int()),
  ...stampsSchema,
});
export type Sva = z.infer<typeof svaSchema>;
export const svasResponseSchema = z.union([z.array(svaSchema), pageSchema(svaSchema)]);
