import { invalid, valid, validatedString, type ValidationResult } from './validation-result';

export const MENSAJE_TELEFONO =
  'Teléfono no válido: escriba 9 cifras que empiecen por 6, 7, 8 o 9, o + y el prefijo del país';

// Spanish numbers (mobile 6/7, landline 8/9) have 9 digits; a foreign one is E.164: '+',
// country code and number, at most 15 digits.
const SPANISH = /^[6-9]\d{8}$/;
const INTERNATIONAL = /^\+\d{8,15}$/;
const SPAIN_PREFIX = '+34';

/**
 * Spanish numbers are kept as their 9 bare digits, what agents type and search by; foreign ones
 * as '+<digits>'. Separators people paste ("(+34) 600.12.34-56") are dropped and 00 is read as +.
 */
export function normalizeTelefono(value: string): string {
  let telefono = value.trim().replace(/[\s.\-()]/g, '');
  if (telefono.startsWith('00')) telefono = `+${telefono.slice(2)}`;
  // Once +34 is gone what is left must be a Spanish number: "+34 12345" stays invalid.
  if (telefono.startsWith(SPAIN_PREFIX)) telefono = telefono.slice(SPAIN_PREFIX.length);
  return telefono;
}

export function validateTelefono(value: string): ValidationResult {
  const telefono = normalizeTelefono(value);
  return SPANISH.test(telefono) || INTERNATIONAL.test(telefono) ? valid(telefono) : invalid(MENSAJE_TELEFONO);
}

/** A click-to-call link ('tel:+34600123456'), or null when the number is not valid. */
export function telHref(value: string): string | null {
  const result = validateTelefono(value);
  if (!result.ok) return null;
  return result.value.startsWith('+') ? `tel:${result.value}` : `tel:${SPAIN_PREFIX}${result.value}`;
}

export const telefonoSchema = validatedString(validateTelefono);
