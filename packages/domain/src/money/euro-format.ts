import { Decimal } from 'decimal.js';

/**
 * An exact amount as Spanish readers write euros: '1.234,56 €'. Thousands are always grouped
 * (Intl's es-ES leaves four-digit amounts ungrouped, '1234,56 €', which the offer's readers and
 * the issue ask to avoid) and the amount keeps the decimals it came with, at least `places` (a
 * line's price keeps its 4, SPEC §5). Null or empty is ''. The screens, the exports and the
 * offer's HTML and PDF all print euros through this one function.
 */
export function formatEuros(amount: string | null | undefined, places = 2): string {
  if (amount === null || amount === undefined || amount.trim() === '') return '';
  const value = new Decimal(amount);
  const fixed = value.abs().toFixed(Math.max(places, value.decimalPlaces()));
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value.isNegative() && !value.isZero() ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''} €`;
}

/** A decimal as Spanish readers write it, without trailing zeros: '1,2', '0,5', '3'. */
export function formatNumero(amount: string): string {
  return new Decimal(amount).toString().replace('.', ',');
}

/** A percentage as Spanish readers write it, without trailing zeros: '12,5 %', '21 %'. */
export function formatPercent(amount: string): string {
  return `${formatNumero(amount)} %`;
}
