import { describe, expect, it } from 'vitest';
import { amountSchema, formatAmount, MENSAJES_IMPORTE, parseAmount } from './decimal-amount';

describe('amountSchema', () => {
  it.each([
    [2, 29.9, '29.90'],
    [2, '29.9', '29.90'],
    [2, '29,95', '29.95'],
    [2, 0, '0.00'],
    [4, '9.1234', '9.1234'],
    [4, 0.1, '0.1000'],
    // 0.1 + 0.2 in binary floats is 0.30000000000000004: a string keeps it exact.
    [4, '0.3', '0.3000'],
    [2, '12345678.99', '12345678.99'],
  ])('accepts with %d decimals %s', (places, input, expected) => {
    expect(amountSchema(places).parse(input)).toBe(expected);
  });

  it.each([
    [2, -1, MENSAJES_IMPORTE.negative],
    [2, '1.234', MENSAJES_IMPORTE.decimals(2)],
    [4, '1.23456', MENSAJES_IMPORTE.decimals(4)],
    [2, 'abc', MENSAJES_IMPORTE.invalid],
    [2, '1e3', MENSAJES_IMPORTE.invalid],
    [2, Number.NaN, MENSAJES_IMPORTE.invalid],
    [2, '', MENSAJES_IMPORTE.required],
    [2, '  ', MENSAJES_IMPORTE.required],
    [2, null, MENSAJES_IMPORTE.required],
    [2, undefined, MENSAJES_IMPORTE.required],
    [2, '100000000', MENSAJES_IMPORTE.tooLarge],
    [2, '1234567890123', MENSAJES_IMPORTE.invalid],
    [2, true, MENSAJES_IMPORTE.invalid],
  ])('refuses with %d decimals %s', (places, input, message) => {
    const result = amountSchema(places).safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('formatAmount and parseAmount', () => {
  it.each([
    ['2.345', 2, '2.35'],
    ['2.344', 2, '2.34'],
    ['-2.345', 2, '-2.35'],
    ['10', 2, '10.00'],
    ['0.00005', 4, '0.0001'],
  ])('rounds %s to %d places half away from zero: %s', (value, places, expected) => {
    expect(formatAmount(value, places)).toBe(expected);
  });

  it('reads numbers through their shortest decimal text, not their binary value', () => {
    expect(
      parseAmount(0.1)
        ?.plus(parseAmount(0.2) ?? 0)
        .toString(),
    ).toBe('0.3');
  });
});
