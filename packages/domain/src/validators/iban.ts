import { invalid, valid, validatedString, type ValidationResult } from './validation-result';

export const MENSAJES_IBAN = {
  formato: 'IBAN no válido: debe empezar por el código del país y 2 cifras de control',
  longitud: 'IBAN no válido: no tiene la longitud de un IBAN de ese país',
  control: 'IBAN no válido: los dígitos de control no cuadran, revise que esté bien copiado',
} as const;

// ISO 13616 registry lengths for the countries customers actually bring; others get 15-34.
// prettier-ignore
const IBAN_LENGTH: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24,
  FI: 18, FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21,
  LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24,
  SI: 19, SK: 24, SM: 27,
};
const MIN_LENGTH = 15;
const MAX_LENGTH = 34;

/** Printed IBANs come as "IBAN ES91 2100 0418 ..."; store the bare 'ES9121000418...'. */
export function normalizeIban(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '').replace(/^IBAN/, '');
}

export function validateIban(value: string): ValidationResult {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return invalid(MENSAJES_IBAN.formato);
  if (!hasCountryLength(iban)) return invalid(MENSAJES_IBAN.longitud);
  // A Spanish account number is all digits.
  if (iban.startsWith('ES') && !/^ES\d{22}$/.test(iban)) return invalid(MENSAJES_IBAN.formato);
  if (ibanRemainder(iban) !== 1) return invalid(MENSAJES_IBAN.control);
  if (iban.startsWith('ES') && !hasValidCccDigits(iban.slice(4))) {
    return invalid(MENSAJES_IBAN.control);
  }
  return valid(iban);
}

function hasCountryLength(iban: string): boolean {
  const expected = IBAN_LENGTH[iban.slice(0, 2)];
  return expected === undefined
    ? iban.length >= MIN_LENGTH && iban.length <= MAX_LENGTH
    : iban.length === expected;
}

/**
 * ISO 7064 mod 97-10: move the first four characters to the end, read letters as 10-35 and the
 * whole as one number; a valid IBAN leaves remainder 1.
 */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = [...rearranged].map((char) => parseInt(char, 36).toString()).join('');
  return Number(BigInt(digits) % 97n);
}

// The Spanish CCC (bank 4, branch 4, control 2, account 10) carries its own two control digits,
// each 11 - (weighted sum mod 11) with 11 -> 0 and 10 -> 1; banks reject an IBAN that breaks them.
const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

function cccDigit(tenDigits: string): number {
  const sum = [...tenDigits].reduce((acc, char, i) => acc + Number(char) * (CCC_WEIGHTS[i] ?? 0), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

export function hasValidCccDigits(ccc: string): boolean {
  const first = cccDigit(`00${ccc.slice(0, 8)}`);
  const second = cccDigit(ccc.slice(10, 20));
  return ccc.slice(8, 10) === `${first}${second}`;
}

export const ibanSchema = validatedString(validateIban);
