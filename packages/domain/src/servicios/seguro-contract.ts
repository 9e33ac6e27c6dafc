import { z } from 'zod';
import { defineFilters } from '../http/list-filters';
import { pageSchema } from '../http/page';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import {
  cataloguePaging,
  isActiveSchema,
  operatorSchema,
  optionalText,
  requiredText,
  stampsSchema,
} from './catalogue-fields';

/** SPEC §3 Insurance: a device insurance, priced per `tramo` (the device price band). */
export const SEGURO_FILTERS = defineFilters({
  operator: { kind: 'list', input: 'select', label: 'Operador' },
  is_active: { kind: 'boolean', label: 'Activo' },
});
export const SEGURO_ORDERABLE = ['name', 'operator', 'tramo', 'updated_on', 'id'] as const;
export type SeguroOrderable = (typeof SEGURO_ORDERABLE)[number];
export const SEGURO_PAGING = cataloguePaging(SEGURO_ORDERABLE, 'name');

export const seguroFormSchema = z.object({
  name: requiredText(),
  operator: operatorSchema,
  is_active: isActiveSchema,
  price: amountSchema(2),
  tramo: optionalText(100),
});
export type SeguroForm = z.infer<typeof seguroFormSchema>;

export const seguroSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  operator: z.string(),
  is_active: z.boolean(),
  price: amountOutSchema.nullable(),
  tramo: z.string().nullable(),
  ...stampsSchema,
});
export type Seguro = z.infer<typeof seguroSchema>;
export const segurosResponseSchema = z.union([z.array(seguroSchema), pageSchema(seguroSchema)]);
