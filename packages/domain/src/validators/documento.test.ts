import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MENSAJES_DOCUMENTO as M,
  cifControl,
  dniDeNumero,
  detectTipoDocumento,
  documentoSchema,
  normalizeDocumento,
  refineDocumento,
  tipoDocumentoSchema,
  validateDocumento,
  type TipoDocumento,
} from './documento';

// Worked by hand: DNI letter = 'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23].
//   12345678 = 23 * 536768 + 14 -> Z;  99999999 = 23 * 4347826 + 1 -> R;  0 -> T
// NIE: X/Y/Z read as 0/1/2.
//   01234567 = 23 * 53676 + 19 -> L;  11234567 = 23 * 488459 + 10 -> X;  21234567 = 23 * 923242 + 1 -> R
// CIF: odd positions doubled, digits summed; even positions as they are; control = (10 - total % 10) % 10.
//   2801586 (Telefónica): 4+0+1+3 + 8+1+8 = 25 -> 5;   4610383 (Mercadona): 8+2+6+6 + 6+0+8 = 36 -> 4
//   2826000 (AEAT): 4+4+0+0 + 8+6+0 = 22 -> 8 -> 'H';   1234567: 2+6+1+5 + 2+4+6 = 26 -> 4 -> 'D'
const accepted: [TipoDocumento, string, string][] = [
  ['DNI', '12345678Z', '12345678Z'],
  ['DNI', '99999999R', '99999999R'],
  ['DNI', '00000000T', '00000000T'],
  ['DNI', ' 12.345.678-z ', '12345678Z'],
  ['NIE', 'X1234567L', 'X1234567L'],
  ['NIE', 'Y1234567X', 'Y1234567X'],
  ['NIE', 'z-1234567-r', 'Z1234567R'],
  ['CIF', 'A28015865', 'A28015865'],
  ['CIF', 'A46103834', 'A46103834'],
  ['CIF', 'Q2826000H', 'Q2826000H'],
  ['CIF', 'b-12345674', 'B12345674'],
  ['CIF', 'P1234567D', 'P1234567D'],
  ['CIF', 'G12345674', 'G12345674'],
  ['CIF', 'G1234567D', 'G1234567D'],
  ['PASAPORTE', 'paa 123456', 'PAA123456'],
  ['PASAPORTE', 'AB123', 'AB123'],
  ['OTRO', '  Tarjeta residencia 123-A ', 'Tarjeta residencia 123-A'],
  ['OTRO', 'x', 'x'],
];

const rejected: [TipoDocumento, string, string][] = [
  ['DNI', '', M.vacio],
  ['DNI', ' . - ', M.vacio],
  ['DNI', '12345678A', M.dniLetra],
  ['DNI', '99999999T', M.dniLetra],
  ['DNI', '1234567Z', M.dniFormato],
  ['DNI', '123456789', M.dniFormato],
  ['DNI', 'X1234567L', M.dniFormato],
  ['NIE', 'X1234567A', M.nieLetra],
  ['NIE', 'Y1234567L', M.nieLetra],
  ['NIE', 'A1234567L', M.nieFormato],
  ['NIE', 'X12345678L', M.nieFormato],
  ['NIE', '12345678Z', M.nieFormato],
  ['CIF', 'B12345675', M.cifControl],
  ['CIF', 'A28015866', M.cifControl],
  ['CIF', 'B1234567D', M.cifControl],
  ['CIF', 'P12345674', M.cifControl],
  ['CIF', 'Q2826000J', M.cifControl],
  ['CIF', 'I12345674', M.cifFormato],
  ['CIF', 'B1234567', M.cifFormato],
  ['CIF', 'B1234567K', M.cifFormato],
  ['PASAPORTE', 'AB12', M.pasaporte],
  ['PASAPORTE', 'A'.repeat(21), M.pasaporte],
  ['PASAPORTE', 'AÑ12345', M.pasaporte],
  ['OTRO', '   ', M.vacio],
  ['OTRO', 'x'.repeat(31), M.otro],
];

describe('validateDocumento', () => {
  it.each(accepted)('accepts %s %j as %j', (tipo, value, normalised) => {
    expect(validateDocumento(tipo, value)).toEqual({ ok: true, value: normalised });
  });

  it.each(rejected)('rejects %s %j with "%s"', (tipo, value, message) => {
    expect(validateDocumento(tipo, value)).toEqual({ ok: false, message });
  });
});

describe('cifControl', () => {
  it.each([
    ['2801586', '5', 'E'],
    ['2826000', '8', 'H'],
    ['1234567', '4', 'D'],
    ['0000000', '0', 'J'],
  ])('gives digit %s and letter for %s', (digits, digit, letter) => {
    expect(cifControl(digits)).toEqual({ digit, letter });
  });
});

describe('normalizeDocumento', () => {
  it.each([
    [' 12.345.678-z ', '12345678Z'],
    ['x 1234567 l', 'X1234567L'],
    ['B-12.345.674', 'B12345674'],
  ])('turns %j into %j', (value, expected) => {
    expect(normalizeDocumento(value)).toBe(expected);
  });
});

describe('detectTipoDocumento', () => {
  it.each([
    ['12345678Z', 'DNI'],
    ['12345678A', 'DNI'],
    ['x-1234567-l', 'NIE'],
    ['B12345674', 'CIF'],
    ['Q2826000H', 'CIF'],
    ['PAA123456', null],
    ['1234567Z', null],
    ['', null],
  ])('sees %j as %s', (value, expected) => {
    expect(detectTipoDocumento(value)).toBe(expected);
  });
});

describe('zod helpers', () => {
  const cliente = z
    .object({ tipoDocumento: tipoDocumentoSchema, documento: z.string() })
    .superRefine(refineDocumento());

  it('accepts a matching type and number', () => {
    expect(cliente.safeParse({ tipoDocumento: 'NIE', documento: 'X1234567L' }).success).toBe(true);
  });

  it('reports a wrong number on the number field', () => {
    const result = cliente.safeParse({ tipoDocumento: 'DNI', documento: '12345678A' });
    expect(result.error?.issues).toMatchObject([{ path: ['documento'], message: M.dniLetra }]);
  });

  it('works with other field names', () => {
    const cuenta = z
      .object({ tipo: tipoDocumentoSchema, nif: z.string() })
      .superRefine(refineDocumento('nif', 'tipo'));
    const result = cuenta.safeParse({ tipo: 'CIF', nif: 'B12345675' });
    expect(result.error?.issues).toMatchObject([{ path: ['nif'], message: M.cifControl }]);
  });

  it('rejects an unknown document type', () => {
    expect(tipoDocumentoSchema.safeParse('NIF').success).toBe(false);
  });

  it('outputs the normalised number for a fixed type', () => {
    expect(documentoSchema('CIF').parse(' b-12345674 ')).toBe('B12345674');
    expect(documentoSchema('CIF').safeParse('B12345675').error?.issues[0]?.message).toBe(M.cifControl);
  });
});

describe('a DNI made from a number (demo data)', () => {
  it.each([
    [12345678, '12345678Z'],
    [0, '00000000T'],
    [11111111, '11111111H'],
    [123_456_789, '23456789D'],
  ])('%i is %s, which the validator accepts', (numero, dni) => {
    expect(dniDeNumero(numero)).toBe(dni);
    expect(validateDocumento('DNI', dni).ok).toBe(true);
  });
});
