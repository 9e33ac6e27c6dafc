import { z } from 'zod';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import { idParamSchema, idSchema } from '../http/id';

/**
 * Price and upfront history (SPEC §3): every change to the price of a priced item is a dated
 * entry, and the price on a date is the entry in force then. The configurator quotes with it, so
 * a later change never alters an offer already made; a future entry is a scheduled change.
 * `content_type` names the kind of item (decision 64).
 */
export const PRICED_KINDS = ['tarifa', 'adicional', 'sva', 'seguro', 'terminal'] as const;
export type PricedKind = (typeof PRICED_KINDS)[number];
export const pricedKindSchema = z.enum(PRICED_KINDS, { error: 'Tipo de elemento no válido' });

/** Decimals each kind's price keeps (SPEC §5: additional lines 4). */
export const PRICE_DECIMALS: Record<PricedKind, number> = {
  tarifa: 2,
  adicional: 4,
  sva: 2,
  seguro: 2,
  terminal: 2,
};

export interface DatedEntry {
  id: number;
  /** When the entry takes effect (ISO instant). */
  fecha: string;
  is_active: boolean;
}

/**
 * The entry in force at `at`: of the active entries that took effect at or before it, the
 * latest; two on the same instant, the one recorded last. Null before the first. The SQL of
 * `priceInForce` (apps/api servicios/catalogue-sql.ts) is the same rule; a test runs both on one table.
 */
export function entryOn<E extends DatedEntry>(entries: readonly E[], at: Date): E | null {
  const instant = at.getTime();
  let best: E | null = null;
  for (const entry of entries) {
    if (!entry.is_active) continue;
    const from = Date.parse(entry.fecha);
    if (from > instant) continue;
    const bestFrom = best ? Date.parse(best.fecha) : -Infinity;
    if (from > bestFrom || (from === bestFrom && best !== null && entry.id > best.id)) best = entry;
  }
  return best;
}

const fechaSchema = z.iso.datetime({ offset: true, error: 'Fecha no válida' });

/** SPEC §5: null values are stripped from history payloads (a null field is an absent one). */
function withoutNulls(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));
}

/** The item kinds' tables, for checking an entry's item exists. */
export const PRICED_TABLES: Record<PricedKind, string> = {
  tarifa: 'tarifas',
  adicional: 'adicionales',
  sva: 'svas',
  seguro: 'seguros',
  terminal: 'terminales',
};

/** A price history entry as written (POST, PUT): null fields are dropped first (SPEC §5). */
export const priceHistoryFormSchema = z.preprocess(
  withoutNulls,
  z.object({
    price: amountSchema(4),
    object_id: idSchema,
    content_type: pricedKindSchema,
    is_active: z.boolean().default(true),
    /** When it takes effect; now if absent. A future date schedules the change. */
    fecha: fechaSchema.optional(),
  }),
);
export type PriceHistoryForm = z.infer<typeof priceHistoryFormSchema>;

export const priceHistoryEntrySchema = z.object({
  id: z.number().int(),
  price: amountOutSchema,
  object_id: z.number().int(),
  content_type: pricedKindSchema,
  is_active: z.boolean(),
  fecha: z.string(),
  created_on: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** GET pricehistory/ and upfronts/: one item's entries, or (upfronts) every item's of a kind. */
export const historyQuerySchema = z.object({
  content_type: pricedKindSchema.optional(),
  object_id: idParamSchema.optional(),
});

/** POST price-on-date/: the prices of many items at one instant (the configurator's quote). */
export const MAX_PRICE_ITEMS = 2000;
export const priceOnDateRequestSchema = z.object({
  at: fechaSchema.optional(),
  items: z
    .array(z.object({ content_type: pricedKindSchema, object_id: idSchema }))
    .min(1, 'Indique al menos un elemento')
    .max(MAX_PRICE_ITEMS, `Como máximo ${MAX_PRICE_ITEMS} elementos`),
});
export const priceOnDateResponseSchema = z.array(
  z.object({
    content_type: pricedKindSchema,
    object_id: z.number().int(),
    price: amountOutSchema.nullable(),
  }),
);

export const upfrontFormSchema = z.preprocess(
  withoutNulls,
  z.object({
    upfront: amountSchema(2),
    /** The objective family (objective type) the item's sales count towards. */
    familia_objetivo: idSchema.nullable().default(null),
    tipo: z.string().trim().max(50, 'Máximo 50 caracteres').nullable().default(null),
    object_id: idSchema,
    content_type: pricedKindSchema,
    is_active: z.boolean().default(true),
    fecha: fechaSchema.optional(),
  }),
);
export type UpfrontForm = z.infer<typeof upfrontFormSchema>;

export const upfrontEntrySchema = z.object({
  id: z.number().int(),
  upfront: amountOutSchema,
  familia_objetivo: z.number().int().nullable(),
  tipo: z.string().nullable(),
  object_id: z.number().int(),
  content_type: pricedKindSchema,
  is_active: z.boolean(),
  fecha: z.string(),
  created_on: z.string(),
});
export type UpfrontEntry = z.infer<typeof upfrontEntrySchema>;
