import { describe, expect, it } from 'vitest';
import { entryOn } from './price-history';
import { PRICE_HISTORY_CASES, PRICE_ON_DATE_EXAMPLES } from './price-history.examples';

describe('entryOn (price on a date)', () => {
  it.each(PRICE_ON_DATE_EXAMPLES)('at %s the price is %s', (at, price) => {
    expect(entryOn(PRICE_HISTORY_CASES, new Date(at))?.price ?? null).toBe(price);
  });

  it('has no price for an item without history', () => {
    expect(entryOn([], new Date())).toBeNull();
  });

  it('does not depend on the order entries come in', () => {
    const reversed = [...PRICE_HISTORY_CASES].reverse();
    for (const [at, price] of PRICE_ON_DATE_EXAMPLES) {
      expect(entryOn(reversed, new Date(at))?.price ?? null).toBe(price);
    }
  });
});
