import type { PricedKind } from '@ventas/domain/servicios/price-history';

/**
 * Prices of the demo catalogue: whole cents in code (never a binary float), exact decimal strings
 * in the database. Dates are whole days before or after the seed's day, so the history dialogs
 * read "hace 6 meses", "hace un mes" and "dentro de 2 semanas" whenever the demo is seeded.
 */

/** Three of the default operators plus DBL (which sells with B's terminals, SPEC §9). */
export const DEMO_OPERATORS = ['A', 'B', 'D', 'DBL'] as const;
export type DemoOperator = (typeof DEMO_OPERATORS)[number];

/** Each operator's price level against A's, in per cent: the demo's operators compete on price. */
const PRICE_LEVEL: Record<DemoOperator, number> = { A: 100, B: 92, D: 80, DBL: 96 };

/** `cents` at `operator`'s level; shop prices end in ,90 as operators advertise them. */
export function operatorCents(cents: number, operator: DemoOperator, endsIn90 = false): number {
  const scaled = Math.round((cents * PRICE_LEVEL[operator]) / 100);
  return endsIn90 ? Math.max(90, Math.round(scaled / 100) * 100 - 10) : scaled;
}

/** Cents as the API's 2-decimal amount: 3990 -> '39.90'. */
export const euros = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** An additional line's price: the net of a gross price at 21 % VAT, to 4 decimals (SPEC §5). */
export function netOfVat4(grossCents: number): string {
  const tenThousandths = Math.round((grossCents * 10_000) / 121);
  return `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}

/** A priced item's prices: now, before a past change (if it had one), after a scheduled one. */
export interface DemoPrices {
  price: string;
  previousPrice?: string | undefined;
  scheduledPrice?: string | undefined;
}

export interface CatalogueDates {
  /** When the catalogue was loaded: every item's first price. */
  since: Date;
  /** The past price change. */
  changed: Date;
  /** The scheduled (future) one. */
  scheduled: Date;
}

const DAY_MS = 86_400_000;

export function catalogueDates(now: Date): CatalogueDates {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return {
    since: new Date(today - 180 * DAY_MS),
    changed: new Date(today - 30 * DAY_MS),
    scheduled: new Date(today + 14 * DAY_MS),
  };
}

export interface PriceEntry {
  contentType: PricedKind;
  objectId: number;
  price: string;
  fecha: Date;
}

/**
 * The price-history entries of a new item (what catalogue-writes.ts records on create, dated at
 * the catalogue's load), plus its past and scheduled changes.
 */
export function priceEntries(
  contentType: PricedKind,
  objectId: number,
  prices: DemoPrices,
  dates: CatalogueDates,
): PriceEntry[] {
  const entry = (price: string, fecha: Date) => ({ contentType, objectId, price, fecha });
  const entries = prices.previousPrice
    ? [entry(prices.previousPrice, dates.since), entry(prices.price, dates.changed)]
    : [entry(prices.price, dates.since)];
  if (prices.scheduledPrice) entries.push(entry(prices.scheduledPrice, dates.scheduled));
  return entries;
}
