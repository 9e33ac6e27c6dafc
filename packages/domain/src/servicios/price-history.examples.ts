import type { DatedEntry } from './price-history';

/** Worked examples of the price-on-date rule, shared by the domain test and the SQL test. */

/** A tariff's history: 20 € from January, 25 € from March (recorded twice: the later one wins),
 * a cancelled 99 € in April, and 30 € scheduled for June. */
export const PRICE_HISTORY_CASES: Array<DatedEntry & { price: string }> = [
  { id: 1, fecha: '2026-01-01T00:00:00+01:00', is_active: true, price: '20.00' },
  { id: 2, fecha: '2026-03-01T00:00:00+01:00', is_active: true, price: '24.00' },
  { id: 3, fecha: '2026-03-01T00:00:00+01:00', is_active: true, price: '25.00' },
  { id: 4, fecha: '2026-04-01T00:00:00+02:00', is_active: false, price: '99.00' },
  { id: 5, fecha: '2026-06-01T00:00:00+02:00', is_active: true, price: '30.00' },
];

/** [instant, price in force]: before, at and after each change. */
export const PRICE_ON_DATE_EXAMPLES: Array<[string, string | null]> = [
  ['2025-12-31T22:59:59.999Z', null],
  ['2025-12-31T23:00:00.000Z', '20.00'],
  ['2026-02-15T12:00:00.000Z', '20.00'],
  ['2026-02-28T22:59:59.999Z', '20.00'],
  ['2026-02-28T23:00:00.000Z', '25.00'],
  ['2026-04-15T12:00:00.000Z', '25.00'],
  ['2026-05-31T21:59:59.999Z', '25.00'],
  ['2026-05-31T22:00:00.000Z', '30.00'],
  ['2027-01-01T00:00:00.000Z', '30.00'],
];
