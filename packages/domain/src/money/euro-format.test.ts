import { describe, expect, it } from 'vitest';
import { formatEuros, formatPercent } from './euro-format';

describe('formatEuros: euros as Spanish readers write them', () => {
  it.each([
    ['1234.56', 2, '1.234,56 €'],
    ['1234567.5', 2, '1.234.567,50 €'],
    ['29.9', 2, '29,90 €'],
    ['0', 2, '0,00 €'],
    ['999.99', 2, '999,99 €'],
    ['5.1234', 4, '5,1234 €'],
    ['5.1234', 2, '5,1234 €'],
    ['-12.5', 2, '-12,50 €'],
    ['-0.00', 2, '0,00 €'],
    ['12', 0, '12 €'],
    [null, 2, ''],
    ['', 2, ''],
  ] as const)('%j with %d decimals → %j', (amount, places, expected) => {
    expect(formatEuros(amount, places)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    ['21.00', '21 %'],
    ['12.5000', '12,5 %'],
    ['0.5', '0,5 %'],
    ['7', '7 %'],
  ])('%s is %s', (amount, text) => {
    expect(formatPercent(amount)).toBe(text);
  });
});
