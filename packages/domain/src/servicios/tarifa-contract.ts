import { z } from 'zod';
import { defineFilters } from '../http/list-filters';
import { pageSchema } from '../http/page';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import {
  cataloguePaging,
  isActiveSchema,
  linkIdsSchema,
  operatorSchema,
  optionalText,
  requiredText,
  segmentSchema,
  stampsSchema,
} from './catalogue-fields';
import {
  fixedLineInfoOutSchema,
  fixedLineInfoSchema,
  mobileLineInfoOutSchema,
  mobileLineInfoSchema,
} from './line-info';

/** SPEC §3 Tariff: its categories, as the client sends them. */
export const TARIFF_CATEGORIES = ['fixed_line', 'mobile_fixed_line', 'convergent', 'mobile_line'] as const;
export const TARIFF_CATEGORY_LABELS: Record<(typeof TARIFF_CATEGORIES)[number], string> = {
  fixed_line: 'Fijo',
  mobile_fixed_line: 'Fijo y móvil',
  convergent: 'Convergente',
  mobile_line: 'Móvil',
};

/** SPEC §3 "Tariff list filters". */
export const TARIFA_FILTERS = defineFilters({
  operator: { kind: 'list', input: 'select', label: 'Operador' },
  category: { kind: 'list', input: 'multi', label: 'Categoría' },
  segment: { kind: 'list', input: 'select', label: 'Segmento' },
  is_active: { kind: 'boolean', label: 'Activa' },
  payment_type: { kind: 'list', input: 'select', label: 'Tipo de pago' },
});

export const TARIFA_ORDERABLE = ['name', 'operator', 'category', 'segment', 'updated_on', 'id'] as const;
export type TarifaOrderable = (typeof TARIFA_ORDERABLE)[number];
export const TARIFA_PAGING = cataloguePaging(TARIFA_ORDERABLE, 'name');
/** SPEC §9: the tariff list reloads 15 a page (the API's default stays the catalogue's 16). */
export const TARIFA_LIST_PAGE_SIZE = 15;
export const TARIFA_LIST_PAGING = {
  ...TARIFA_PAGING,
  defaultPageSize: TARIFA_LIST_PAGE_SIZE,
  pageSizeOptions: [TARIFA_LIST_PAGE_SIZE, 30, 60],
};

export const tarifaFormSchema = z.object({
  name: requiredText(),
  category: z.enum(TARIFF_CATEGORIES, {
    error: (issue) =>
      issue.input == null || issue.input === '' ? 'Elija una categoría' : 'Categoría no válida',
  }),
  color: optionalText(20),
  commercial_enrichment: optionalText(),
  description_file: optionalText(500),
  payment_type: optionalText(50),
  /** The price from now on; a change is a new price-history entry. */
  price_value: amountSchema(2),
  is_active: isActiveSchema,
  operator: operatorSchema,
  segment: segmentSchema,
  promotions: linkIdsSchema,
  additional_lines: linkIdsSchema,
  svas: linkIdsSchema,
  fixed_line_info: fixedLineInfoSchema.nullish().transform((info) => info ?? null),
  mobile_line_info: mobileLineInfoSchema.nullish().transform((info) => info ?? null),
});
export type TarifaForm = z.infer<typeof tarifaFormSchema>;

export const tarifaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  color: z.string().nullable(),
  commercial_enrichment: z.string().nullable(),
  description_file: z.string().nullable(),
  payment_type: z.string().nullable(),
  /** The price in force now; null if it has none yet (only a scheduled one). */
  price_value: amountOutSchema.nullable(),
  is_active: z.boolean(),
  operator: z.string(),
  segment: z.string(),
  promotions: z.array(z.number().int()),
  additional_lines: z.array(z.number().int()),
  svas: z.array(z.number().int()),
  fixed_line_info: fixedLineInfoOutSchema,
  mobile_line_info: mobileLineInfoOutSchema,
  ...stampsSchema,
});
export type Tarifa = z.infer<typeof tarifaSchema>;

export const tarifasResponseSchema = z.union([z.array(tarifaSchema), pageSchema(tarifaSchema)]);
