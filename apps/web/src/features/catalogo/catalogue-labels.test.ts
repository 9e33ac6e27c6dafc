import { describe, expect, it } from 'vitest';
import { formatPromotionAmount } from './catalogue-labels';

describe("a promotion's amount as the list shows it", () => {
  it.each([
    ['100.0000', 'PERCENTS', '100 %'],
    ['12.5000', 'PERCENTS', '12,5 %'],
    ['33.3333', 'PERCENTS', '33,3333 %'],
    ['10.0000', 'MONETARY', '10,00 €'],
    ['1234.5000', 'MONETARY', '1.234,50 €'],
  ])('%s %s → %s', (amount, unit, shown) => {
    expect(formatPromotionAmount(amount, unit)).toBe(shown);
  });
});
