import { describe, expect, it } from 'vitest';
import { priceOffer, vatFactor } from './price-oferta';
import { OFFER_EXAMPLES, PACKAGE_EXAMPLES, TERRITORY_EXAMPLES } from './price-oferta.examples';
import { territorioDe } from './territorios';

describe('priceOffer: one package (SPEC §9)', () => {
  it.each(PACKAGE_EXAMPLES)('$name', ({ quote, package: pkg, during, after, months }) => {
    const price = priceOffer({ ...quote, packages: [pkg] });
    expect(price.packages[0]).toMatchObject({ during, after, promotionMonths: months });
    expect(price).toMatchObject({ during, after });
  });
});

describe('priceOffer: whole offers', () => {
  it.each(OFFER_EXAMPLES)('$name', ({ quote, during, after }) => {
    expect(priceOffer(quote)).toMatchObject({ during, after });
  });

  it('never trusts binary floats: 0.1 + 0.2 stays exact', () => {
    const quote = { segment: 'PARTICULAR' as const, vatRate: '0', byPriority: false };
    const line = (base: string) => ({ base, promotions: [], installment: null, insurance: null, svas: [] });
    expect(priceOffer({ ...quote, packages: [line('0.1'), line('0.2')] }).during).toBe('0.30');
  });
});

describe('priceOffer: each territory at its own rate', () => {
  it.each(TERRITORY_EXAMPLES)('$territorio', ({ territorio, package: pkg, during }) => {
    const rate = territorioDe(territorio)?.rate;
    expect(rate).toBeDefined();
    for (const segment of ['PARTICULAR', 'NEGOCIOS'] as const) {
      const price = priceOffer({ segment, vatRate: rate!, byPriority: false, packages: [pkg] });
      expect(price.during).toBe(during);
    }
  });
});

describe('vatFactor', () => {
  it.each([
    ['21', '1.21'],
    ['7', '1.07'],
    ['0', '1'],
    ['9.5', '1.095'],
  ])('%s %% is %s', (rate, factor) => {
    expect(vatFactor(rate).toString()).toBe(factor);
  });
});
