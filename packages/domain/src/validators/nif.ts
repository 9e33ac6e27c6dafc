import { detectTipoDocumento, normalizeDocumento, validateDocumento } from './documento';
import { invalid, validatedString, type ValidationResult } from './validation-result';

export const MENSAJES_NIF = {
  vacio: 'El CIF/NIF es obligatorio',
  formato:
    'El CIF/NIF no tiene un formato válido: un CIF (p. ej. B12345674), un DNI (12345678Z) o un NIE (X1234567L)',
} as const;

/**
 * The tax id of whoever issues an invoice or an offer (a distributor): a company's CIF, or the
 * NIF of a sole trader, which is their DNI or NIE. The shape says which one it is; its control
 * character is then checked as the customer's document is (documento.ts). Normalised: upper case,
 * no spaces, dots or hyphens.
 */
export function validateNif(value: string): ValidationResult {
  const nif = normalizeDocumento(value);
  if (nif === '') return invalid(MENSAJES_NIF.vacio);
  const tipo = detectTipoDocumento(nif);
  return tipo ? validateDocumento(tipo, nif) : invalid(MENSAJES_NIF.formato);
}

export const nifSchema = validatedString(validateNif);
