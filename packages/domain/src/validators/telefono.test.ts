import { describe, expect, it } from 'vitest';
import { MENSAJE_TELEFONO, normalizeTelefono, telHref, telefonoSchema, validateTelefono } from './telefono';

describe('validateTelefono', () => {
  it.each([
    ['600123456', '600123456'],
    ['712 345 678', '712345678'],
    ['91.123.45.67', '911234567'],
    ['868-12-34-56', '868123456'],
    ['+34 600 12 34 56', '600123456'],
    ['0034600123456', '600123456'],
    ['(+34) 911 23 45 67', '911234567'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+351 912 345 678', '+351912345678'],
    ['+12025550123', '+12025550123'],
  ])('accepts %j as %j', (value, expected) => {
    expect(validateTelefono(value)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [''],
    ['500123456'],
    ['60012345'],
    ['6001234567'],
    ['+34 500 123 456'],
    ['+34 60012345'],
    ['34600123456'],
    ['+1234567'],
    ['+1234567890123456'],
    ['600 12a 456'],
    ['++34600123456'],
  ])('rejects %j', (value) => {
    expect(validateTelefono(value)).toEqual({ ok: false, message: MENSAJE_TELEFONO });
  });
});

describe('normalizeTelefono', () => {
  it.each([
    [' 600 12 34 56 ', '600123456'],
    ['+34600123456', '600123456'],
    ['0033612345678', '+33612345678'],
    ['+34 12', '12'],
  ])('turns %j into %j', (value, expected) => {
    expect(normalizeTelefono(value)).toBe(expected);
  });
});

describe('telHref', () => {
  it.each([
    ['600123456', 'tel:+34600123456'],
    ['+34 911 23 45 67', 'tel:+34911234567'],
    ['0033612345678', 'tel:+33612345678'],
    ['12345', null],
  ])('links %j as %s', (value, expected) => {
    expect(telHref(value)).toBe(expected);
  });
});

describe('telefonoSchema', () => {
  it('outputs the normalised number', () => {
    expect(telefonoSchema.parse('+34 600 12 34 56')).toBe('600123456');
  });

  it('explains a wrong number in Spanish', () => {
    expect(telefonoSchema.safeParse('12345').error?.issues[0]?.message).toBe(MENSAJE_TELEFONO);
  });
});
