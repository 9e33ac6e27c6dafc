import { describe, expect, it } from 'vitest';
import { formatEuros, formatPercent } from './euro-format';

describe('formatEuros: euros as Spanish readers write them, to the cent', () => {
  it.each([
    ['1234.56', '1.234,56 €'],
    ['1234567.5', '1.234.567,50 €'],
    ['29.9', '29,90 €'],
    ['12', '12,00 €'],
    ['0', '0,00 €'],
    ['999.99', '999,99 €'],
    // Prices without VAT and a line's 4-decimal price: rounded once, here (issue 29 §5).
    ['8.2645', '8,26 €'],
    ['4.9504', '4,95 €'],
    ['5.1234', '5,12 €'],
    ['0.125', '0,13 €'],
    ['2.675', '2,68 €'],
    ['999.995', '1.000,00 €'],
    // Negative amounts: the hyphen-minus es-ES writes, half away from zero.
    ['-12.5', '-12,50 €'],
    ['-0.125', '-0,13 €'],
    ['-1234.5678', '-1.234,57 €'],
    // Nothing to sign once rounded.
    ['-0.00', '0,00 €'],
    ['-0.004', '0,00 €'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['  ', ''],
  ] as const)('%j → %j', (amount, expected) => {
    expect(formatEuros(amount)).toBe(expected);
  });

  it.each([
    ['200', '200 €'],
    ['1500', '1.500 €'],
    ['-2500', '-2.500 €'],
  ])('with no decimals (a chart axis) %j → %j', (amount, expected) => {
    expect(formatEuros(amount, 0)).toBe(expected);
  });

  it('agrees with Intl es-ES on the sign and the decimals, grouping every thousand', () => {
    const intl = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
    for (const amount of ['-12.5', '8.2645', '-0.125', '12345.678']) {
      // Intl puts a no-break space before € and leaves 4-digit amounts ungrouped; the rest agrees.
      const theirs = intl.format(Number(amount)).replace(/\u00a0/g, ' ');
      expect(formatEuros(amount).replaceAll('.', '')).toBe(theirs.replaceAll('.', ''));
    }
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
