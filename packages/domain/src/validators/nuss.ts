import { invalid, valid, validatedString, type ValidationResult } from './validation-result';

export const MENSAJES_NUSS = {
  formato: 'Número de la Seguridad Social no válido: son 12 cifras (provincia, número y control)',
  provincia: 'Número de la Seguridad Social no válido: la provincia no existe',
  control: 'Número de la Seguridad Social no válido: los dígitos de control no cuadran',
} as const;

/** Printed as "28/12345678/40" or "28 1234567840": store the bare 12 digits. */
export function normalizeNuss(value: string): string {
  return value.replace(/[\s/.-]/g, '');
}

/**
 * Spanish social-security number (Tesorería General de la Seguridad Social): 2 digits of province
 * (01–53, 66 for some foreign workers), 8 of number and 2 of control. The control is the number
 * read with its province, modulo 97; a number below 10,000,000 is read as number + province ×
 * 10,000,000 (the historic 7-digit numbers), otherwise as the 10 digits written together.
 */
export function validateNuss(value: string): ValidationResult {
  const nuss = normalizeNuss(value);
  if (!/^\d{12}$/.test(nuss)) return invalid(MENSAJES_NUSS.formato);
  const provincia = Number(nuss.slice(0, 2));
  if (provincia < 1 || (provincia > 53 && provincia !== 66)) return invalid(MENSAJES_NUSS.provincia);
  const numero = Number(nuss.slice(2, 10));
  const base = numero < 10_000_000 ? numero + provincia * 10_000_000 : Number(nuss.slice(0, 10));
  return base % 97 === Number(nuss.slice(10)) ? valid(nuss) : invalid(MENSAJES_NUSS.control);
}

export const nussSchema = validatedString(validateNuss);
