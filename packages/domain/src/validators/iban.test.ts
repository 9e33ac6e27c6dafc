import { describe, expect, it } from 'vitest';
import {
  MENSAJES_IBAN as M,
  hasValidCccDigits,
  ibanRemainder,
  ibanSchema,
  normalizeIban,
  validateIban,
} from './iban';

// Published example IBANs, each checked by hand (CCC digits) and against an independent
// mod-97 computation. ES2921000418460200051332 is ES91...51332 with its CCC control digits
// changed 45 -> 46 and its IBAN check digits recomputed: it passes mod 97 and only the CCC fails.
describe('validateIban', () => {
  it.each([
    ['ES9121000418450200051332', 'ES9121000418450200051332'],
    ['ES76 2077 0024 0031 0257 5766', 'ES7620770024003102575766'],
    ['IBAN ES60 0049 1500 0512 3456 7892', 'ES6000491500051234567892'],
    ['es10-0049-2352-0824-1420-5416', 'ES1000492352082414205416'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M02606'],
    ['NL91ABNA0417164300', 'NL91ABNA0417164300'],
    ['IT60X0542811101000000123456', 'IT60X0542811101000000123456'],
    ['PT50000201231234567890154', 'PT50000201231234567890154'],
    ['BE68539007547034', 'BE68539007547034'],
    ['NO9386011117947', 'NO9386011117947'],
    ['BR1800360305000010009795493C1', 'BR1800360305000010009795493C1'],
  ])('accepts %j as %j', (value, expected) => {
    expect(validateIban(value)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', M.formato],
    ['9121000418450200051332ES', M.formato],
    ['ESAB21000418450200051332', M.formato],
    ['ES912100041845020005133A', M.formato],
    ['ES91210004184502000513', M.longitud],
    ['ES912100041845020005133200', M.longitud],
    ['GB82WEST1234569876543', M.longitud],
    ['XX121234', M.longitud],
    ['ES9121000418450200051333', M.control],
    ['ES9221000418450200051332', M.control],
    ['ES9121000418450200015332', M.control],
    ['ES2921000418460200051332', M.control],
    ['DE89370400440532013001', M.control],
    ['BR1800360305000010009795493C2', M.control],
  ])('rejects %j with "%s"', (value, message) => {
    expect(validateIban(value)).toEqual({ ok: false, message });
  });
});

describe('ibanRemainder', () => {
  it.each([
    ['ES9121000418450200051332', 1],
    ['ES2921000418460200051332', 1],
    // With '00' as check digits the remainder is 98 - 91: how the check digits 91 are made.
    ['ES0021000418450200051332', 7],
  ])('leaves %s mod 97 = %i', (iban, expected) => {
    expect(ibanRemainder(iban)).toBe(expected);
  });
});

describe('hasValidCccDigits', () => {
  // 0021000418 -> 0+0+8+8+0+0+0+28+3+48 = 95, 95 mod 11 = 7, 11-7 = 4
  // 0200051332 -> 0+4+0+0+0+50+9+21+9+12 = 105, 105 mod 11 = 6, 11-6 = 5
  it.each([
    ['21000418450200051332', true],
    ['20770024003102575766', true],
    ['21000418460200051332', false],
    ['21000418540200051332', false],
  ])('checks %s as %s', (ccc, expected) => {
    expect(hasValidCccDigits(ccc)).toBe(expected);
  });
});

describe('normalizeIban', () => {
  it('drops spaces, hyphens and a printed IBAN label', () => {
    expect(normalizeIban(' iban es91 2100-0418 4502 0005 1332 ')).toBe('ES9121000418450200051332');
  });
});

describe('ibanSchema', () => {
  it('outputs the compact IBAN and rejects a wrong one', () => {
    expect(ibanSchema.parse('ES91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(ibanSchema.safeParse('ES9121000418450200051333').error?.issues[0]?.message).toBe(M.control);
  });
});
