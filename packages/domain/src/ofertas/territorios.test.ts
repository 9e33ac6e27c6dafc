import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/decimal-amount';
import { vatFactor } from './price-oferta';
import { TERRITORIO_POR_DEFECTO, TERRITORIOS, territorioDe } from './territorios';

describe('TERRITORIOS', () => {
  it.each(TERRITORIOS)('$value has a positive decimal rate', ({ rate }) => {
    expect(parseAmount(rate)?.greaterThan(0)).toBe(true);
  });

  it.each(TERRITORIOS)('$value names its tax and rate in its label, with a decimal comma', (territorio) => {
    const rate = territorio.rate.replace('.', ',');
    expect(territorio.label).toBe(`${territorio.value} (${territorio.impuesto} ${rate} %)`);
  });

  it.each(TERRITORIOS)('$value cites the source of its rate', ({ fuente }) => {
    expect(fuente.trim()).not.toBe('');
  });

  it('has unique values', () => {
    const values = TERRITORIOS.map((territorio) => territorio.value);
    expect(new Set(values).size).toBe(values.length);
  });

  it('lists the five territories, Península first', () => {
    expect(TERRITORIOS.map((territorio) => territorio.value)).toEqual([
      'Península',
      'Baleares',
      'Canarias',
      'Ceuta',
      'Melilla',
    ]);
  });
});

describe('territorioDe', () => {
  it('finds the default location (SPEC §9: Península)', () => {
    expect(territorioDe(TERRITORIO_POR_DEFECTO)).toMatchObject({
      value: 'Península',
      impuesto: 'IVA',
      rate: '21',
    });
  });

  it.each(['', 'Madrid', 'península', 'Peninsula'])('answers null for the unknown value %j', (value) => {
    expect(territorioDe(value)).toBeNull();
  });
});

describe('the VAT factor of each territory (SPEC §9: 1 + rate/100)', () => {
  it.each([
    ['Península', '1.21'],
    ['Baleares', '1.21'],
    ['Canarias', '1.07'],
  ])('%s prices with %s', (value, factor) => {
    const territorio = territorioDe(value);
    expect(territorio).not.toBeNull();
    expect(vatFactor(territorio!.rate).toString()).toBe(factor);
  });

  it.each(TERRITORIOS)('$value: factor equals 1 + rate/100', ({ rate }) => {
    const expected = parseAmount(rate)!.dividedBy(100).plus(1);
    expect(vatFactor(rate).equals(expected)).toBe(true);
  });
});
