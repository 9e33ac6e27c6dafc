import { z } from 'zod';
import { idSchema } from '../http/id';
import { defineFilters } from '../http/list-filters';
import { pageSchema } from '../http/page';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import {
  cataloguePaging,
  isActiveSchema,
  optionalCount,
  optionalText,
  operatorSchema,
  requiredText,
  stampsSchema,
} from './catalogue-fields';

/** SPEC §3 Device (a terminal); SPEC §9: the devices screen pages 20, active ones by default. */
export const DEVICE_PAGE_SIZE = 20;

export const TERMINAL_FILTERS = defineFilters({
  operator: { kind: 'list', input: 'select', label: 'Operador' },
  brand: { kind: 'list', input: 'text', label: 'Marca' },
  is_active: { kind: 'boolean', label: 'Activo' },
});
export const TERMINAL_ORDERABLE = ['name', 'brand', 'operator', 'updated_on', 'id'] as const;
export type TerminalOrderable = (typeof TERMINAL_ORDERABLE)[number];
export const TERMINAL_PAGING = cataloguePaging(TERMINAL_ORDERABLE, 'name');
/** The devices screen's paging: the API's, at 20 a page (the API's default stays the catalogue's 16). */
export const DEVICE_LIST_PAGING = {
  ...TERMINAL_PAGING,
  defaultPageSize: DEVICE_PAGE_SIZE,
  pageSizeOptions: [DEVICE_PAGE_SIZE, 40, 80],
};

export const terminalFormSchema = z.object({
  name: requiredText(),
  brand: optionalText(100),
  description: optionalText(),
  page_url: optionalText(500),
  /** The insurance offered with it. */
  seguro: idSchema.nullish().transform((id) => id ?? null),
  price: amountSchema(2),
  /** Units in stock. */
  devices: optionalCount,
  is_active: isActiveSchema,
  operator: operatorSchema,
});
export type TerminalForm = z.infer<typeof terminalFormSchema>;

export const terminalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  page_url: z.string().nullable(),
  seguro: z.number().int().nullable(),
  price: amountOutSchema.nullable(),
  devices: z.number().int().nullable(),
  is_active: z.boolean(),
  operator: z.string(),
  ...stampsSchema,
});
export type Terminal = z.infer<typeof terminalSchema>;
export const terminalesResponseSchema = z.union([z.array(terminalSchema), pageSchema(terminalSchema)]);
