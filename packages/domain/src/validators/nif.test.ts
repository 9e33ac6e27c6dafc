import { describe, expect, it } from 'vitest';
import { MENSAJES_DOCUMENTO } from './documento';
import { MENSAJES_NIF, nifSchema, validateNif } from './nif';

// Worked in documento.test.ts: A28015865 (Telefónica), Q2826000H (AEAT), B12345674, 12345678Z, X1234567L.
const accepted: Array<[string, string]> = [
  ['A28015865', 'A28015865'],
  ['b-12345674', 'B12345674'],
  [' Q 2826000 H ', 'Q2826000H'],
  ['12.345.678-z', '12345678Z'],
  ['x1234567l', 'X1234567L'],
];

const refused: Array<[string, string]> = [
  ['', MENSAJES_NIF.vacio],
  ['  ', MENSAJES_NIF.vacio],
  ['A28015864', MENSAJES_DOCUMENTO.cifControl],
  ['12345678A', MENSAJES_DOCUMENTO.dniLetra],
  ['X1234567A', MENSAJES_DOCUMENTO.nieLetra],
  ['PAA123456', MENSAJES_NIF.formato],
  ['I12345674', MENSAJES_NIF.formato],
  ["B1234567'; DROP TABLE tenants;--", MENSAJES_NIF.formato],
];

describe('validateNif: a CIF, or the DNI/NIE of a sole trader', () => {
  it.each(accepted)('accepts %j as %s', (value, normalised) => {
    expect(validateNif(value)).toEqual({ ok: true, value: normalised });
  });

  it.each(refused)('refuses %j: %s', (value, message) => {
    expect(validateNif(value)).toEqual({ ok: false, message });
  });

  it('is a zod schema whose output is the normalised value', () => {
    expect(nifSchema.parse('b-12345674')).toBe('B12345674');
    expect(nifSchema.safeParse('B12345675').success).toBe(false);
  });
});
