import { Decimal } from 'decimal.js';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';

/**
 * SPEC §9 price rules, one function for the configurator's live panel and for the server, which
 * recomputes every total it stores. Amounts are decimal strings; every step is exact and the
 * result is rounded once, at the edge, to cents (half away from zero).
 *
 * A package's monthly price, in the spec's order:
 * 1. the line's price (a tariff, an additional line or an SVA line), without VAT;
 * 2. its promotions: MONETARY subtracts the amount, PERCENTS scales the price; in edit mode by
 *    `priority_order` ascending (SPEC §9), otherwise as listed; never below 0;
 * 3. VAT: PARTICULAR before the promotions, NEGOCIOS after them (SPEC §9);
 * 4. the terminal installment's month_price, as the catalogue states it (VAT included);
 * 5. the insurance price and each SVA's price, times VAT.
 * "During" applies every promotion; "after" only those without a duration (decision 67).
 */
export type Segment = 'PARTICULAR' | 'NEGOCIOS';

export interface QuotedPromotion {
  amount: DecimalAmount;
  amount_unit: 'MONETARY' | 'PERCENTS';
  /** Months it lasts; null for a promotion without an end. */
  months: number | null;
  priority_order?: number | null;
}

export interface QuotedPackage {
  /** The line's price without VAT. */
  base: DecimalAmount;
  promotions: readonly QuotedPromotion[];
  /** The terminal installment's monthly price, VAT included; null without a terminal. */
  installment: DecimalAmount | null;
  /** The insurance's monthly price without VAT; null without insurance. */
  insurance: DecimalAmount | null;
  /** Monthly prices of the SVAs added to the line, without VAT. */
  svas: readonly DecimalAmount[];
}

export interface OfferQuote {
  segment: Segment;
  /** The territory's rate in percent (21 Península): SPEC §9 factor = 1 + rate/100. */
  vatRate: DecimalAmount;
  /** Edit mode applies promotions by priority_order ascending (SPEC §9). */
  byPriority: boolean;
  packages: readonly QuotedPackage[];
}

export interface PackagePrice {
  /** The line after VAT and every promotion, before installment, insurance and SVAs. */
  line: DecimalAmount;
  during: DecimalAmount;
  after: DecimalAmount;
  /** Months until the last timed promotion ends; 0 when none has a duration. */
  promotionMonths: number;
}

export interface OfferPrice {
  packages: PackagePrice[];
  during: DecimalAmount;
  after: DecimalAmount;
}

const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);

export function vatFactor(rate: Decimal.Value): Decimal {
  return new Decimal(1).plus(new Decimal(rate).dividedBy(HUNDRED));
}

export function ordered(promotions: readonly QuotedPromotion[], byPriority: boolean): QuotedPromotion[] {
  if (!byPriority) return [...promotions];
  // A stable sort: equal (or missing) priorities keep their listed order, missing ones last.
  return [...promotions].sort(
    (a, b) => (a.priority_order ?? Number.MAX_SAFE_INTEGER) - (b.priority_order ?? Number.MAX_SAFE_INTEGER),
  );
}

/**
 * One promotion on a price: MONETARY subtracts `amount` times `scale` (the VAT factor when the
 * price already carries VAT: decision 76), PERCENTS scales it; never below 0.
 */
export function applyPromotion(
  price: Decimal,
  promotion: QuotedPromotion,
  scale: Decimal.Value = 1,
): Decimal {
  const amount = new Decimal(promotion.amount);
  const result =
    promotion.amount_unit === 'MONETARY'
      ? price.minus(amount.times(scale))
      : price.times(new Decimal(1).minus(amount.dividedBy(HUNDRED)));
  return result.isNegative() ? ZERO : result;
}

function applyPromotions(price: Decimal, promotions: readonly QuotedPromotion[]): Decimal {
  return promotions.reduce((result, promotion) => applyPromotion(result, promotion), price);
}

/** The line's monthly price with these promotions, VAT placed as the segment says. */
function linePrice(pkg: QuotedPackage, promotions: readonly QuotedPromotion[], quote: OfferQuote): Decimal {
  const vat = vatFactor(quote.vatRate);
  const base = new Decimal(pkg.base);
  return quote.segment === 'PARTICULAR'
    ? applyPromotions(base.times(vat), promotions)
    : applyPromotions(base, promotions).times(vat);
}

export function extras(pkg: QuotedPackage, quote: OfferQuote): Decimal {
  const vat = vatFactor(quote.vatRate);
  const taxed = [pkg.insurance, ...pkg.svas]
    .filter((price): price is DecimalAmount => price !== null)
    .reduce((sum, price) => sum.plus(new Decimal(price).times(vat)), ZERO);
  return taxed.plus(pkg.installment === null ? ZERO : new Decimal(pkg.installment));
}

interface ExactPackage {
  line: Decimal;
  during: Decimal;
  after: Decimal;
  promotionMonths: number;
}

function pricePackage(pkg: QuotedPackage, quote: OfferQuote): ExactPackage {
  const promotions = ordered(pkg.promotions, quote.byPriority);
  const line = linePrice(pkg, promotions, quote);
  const lasting = promotions.filter((promotion) => promotion.months === null);
  const rest = extras(pkg, quote);
  return {
    line,
    during: line.plus(rest),
    after: linePrice(pkg, lasting, quote).plus(rest),
    promotionMonths: Math.max(0, ...promotions.map((promotion) => promotion.months ?? 0)),
  };
}

const cents = (value: Decimal) => formatAmount(value, 2);

/** Every package's price and the offer's total, during and after its promotions (SPEC §9). */
export function priceOffer(quote: OfferQuote): OfferPrice {
  const exact = quote.packages.map((pkg) => pricePackage(pkg, quote));
  // The total sums the exact package prices and is rounded once (SPEC §9: shown with 2 decimals).
  const sum = (pick: (pkg: ExactPackage) => Decimal) =>
    exact.reduce((total, pkg) => total.plus(pick(pkg)), ZERO);
  return {
    packages: exact.map((pkg) => ({
      line: cents(pkg.line),
      during: cents(pkg.during),
      after: cents(pkg.after),
      promotionMonths: pkg.promotionMonths,
    })),
    during: cents(sum((pkg) => pkg.during)),
    after: cents(sum((pkg) => pkg.after)),
  };
}
