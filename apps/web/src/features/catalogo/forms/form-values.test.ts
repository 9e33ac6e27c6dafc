import { describe, expect, it } from 'vitest';
import { amountText, numberOrNull, textOrNull } from './form-values';

describe('form values: what the API sends as a Spanish input shows it, and back', () => {
  it.each([
    ['29.90', '29,90'],
    ['5.1234', '5,1234'],
    ['12', '12'],
    [null, ''],
    [undefined, ''],
  ])('amount %j shows as %j', (value, shown) => {
    expect(amountText(value)).toBe(shown);
  });

  it.each([
    ['', null],
    ['  ', null],
    ['3', 3],
    ['3,5', 3.5],
  ])('number input %j reads as %j', (typed, read) => {
    expect(numberOrNull(typed)).toBe(read);
  });

  it('reads a non-number as NaN, for the schema to refuse in Spanish', () => {
    expect(numberOrNull('abc')).toBeNaN();
  });

  it('leaves blank text out and keeps the rest as typed', () => {
    expect([textOrNull(' '), textOrNull(' Fibra ')]).toEqual([null, ' Fibra ']);
  });
});
