import { z } from 'zod';
import { invalid, valid, validatedString, type ValidationResult } from './validation-result';

/** The customer/account form's `tipoDocumento`. */
export const TIPOS_DOCUMENTO = ['DNI', 'NIE', 'CIF', 'PASAPORTE', 'OTRO'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];
export const tipoDocumentoSchema = z.enum(TIPOS_DOCUMENTO);

export const MENSAJES_DOCUMENTO = {
  vacio: 'El número de documento es obligatorio',
  dniFormato: 'El DNI debe tener 8 cifras y una letra (p. ej. 12345678Z)',
  dniLetra: 'La letra del DNI no es correcta',
  nieFormato: 'El NIE no tiene un formato válido (X, Y o Z, 7 cifras y una letra)',
  nieLetra: 'La letra del NIE no es correcta',
  cifFormato: 'El CIF no tiene un formato válido (una letra, 7 cifras y un carácter de control)',
  cifControl: 'El CIF no es válido',
  pasaporte: 'El pasaporte debe tener entre 5 y 20 letras o cifras',
  otro: 'El documento debe tener como máximo 30 caracteres',
} as const;

const PASAPORTE = /^[A-Z0-9]{5,20}$/;
const OTRO_MAX_LENGTH = 30;

/** Agents paste documents as "12.345.678-z" or " x 1234567 l": keep only what identifies it. */
export function normalizeDocumento(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');
}

export function validateDocumento(tipo: TipoDocumento, value: string): ValidationResult {
  // OTRO is free text (a foreign ID, a residence card...): keep it as typed, only trimmed.
  if (tipo === 'OTRO') return validateOtro(value.trim());
  const documento = normalizeDocumento(value);
  if (documento === '') return invalid(MENSAJES_DOCUMENTO.vacio);
  switch (tipo) {
    case 'DNI':
      return validateDni(documento);
    case 'NIE':
      return validateNie(documento);
    case 'CIF':
      return validateCif(documento);
    case 'PASAPORTE':
      return PASAPORTE.test(documento) ? valid(documento) : invalid(MENSAJES_DOCUMENTO.pasaporte);
  }
}

/**
 * The type a value looks like, from its shape only (a wrong control character still says DNI),
 * so the form can preselect the type and then explain what is wrong. Passports have no
 * distinctive shape: anything else is null and the agent chooses.
 */
export function detectTipoDocumento(value: string): TipoDocumento | null {
  const documento = normalizeDocumento(value);
  if (DNI.test(documento)) return 'DNI';
  if (NIE.test(documento)) return 'NIE';
  if (CIF.test(documento)) return 'CIF';
  return null;
}

/** A string schema for a field whose type is fixed (e.g. the CIF of an empresa). */
export const documentoSchema = (tipo: TipoDocumento) =>
  validatedString((value) => validateDocumento(tipo, value));

/**
 * For an object schema holding both fields: `schema.superRefine(refineDocumento())`. The issue is
 * attached to the number field so the form shows it there.
 */
export function refineDocumento<V extends string = 'documento', T extends string = 'tipoDocumento'>(
  valueKey: V = 'documento' as V,
  tipoKey: T = 'tipoDocumento' as T,
) {
  // NoInfer: the keys come from the arguments (or the defaults), never from the schema around.
  type Fields = NoInfer<Record<V, string> & Record<T, TipoDocumento>>;
  return (data: Fields, ctx: z.RefinementCtx): void => {
    const result = validateDocumento(data[tipoKey], data[valueKey]);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message, path: [valueKey] });
  };
}

const DNI = /^\d{8}[A-Z]$/;
const NIE = /^[XYZ]\d{7}[A-Z]$/;
const CIF = /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/;

// Ministerio del Interior: the DNI letter is the number modulo 23 looked up in this string.
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dniLetter = (digits: string): string => DNI_LETTERS[Number(digits) % 23] ?? '';

/** The valid DNI of a number (0–99,999,999): its eight digits and their letter (demo data). */
export function dniDeNumero(numero: number): string {
  const digits = String(Math.trunc(Math.abs(numero)) % 100_000_000).padStart(8, '0');
  return `${digits}${dniLetter(digits)}`;
}

function validateDni(documento: string): ValidationResult {
  if (!DNI.test(documento)) return invalid(MENSAJES_DOCUMENTO.dniFormato);
  return dniLetter(documento.slice(0, 8)) === documento[8]
    ? valid(documento)
    : invalid(MENSAJES_DOCUMENTO.dniLetra);
}

// The NIE letter is the DNI letter of the number with X, Y, Z read as 0, 1, 2.
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' };

function validateNie(documento: string): ValidationResult {
  if (!NIE.test(documento)) return invalid(MENSAJES_DOCUMENTO.nieFormato);
  const digits = `${NIE_PREFIX[documento.charAt(0)]}${documento.slice(1, 8)}`;
  return dniLetter(digits) === documento[8] ? valid(documento) : invalid(MENSAJES_DOCUMENTO.nieLetra);
}

/**
 * CIF (NIF of a legal entity), Orden EHA/451/2008: over the 7 digits, positions 2, 4, 6 add as
 * they are and positions 1, 3, 5, 7 are doubled with their digits summed; the control digit is
 * (10 - total mod 10) mod 10, and the control letter is that digit looked up in 'JABCDEFGHI'.
 */
export function cifControl(digits: string): { digit: string; letter: string } {
  let total = 0;
  for (const [index, char] of [...digits].entries()) {
    const n = Number(char);
    const doubled = n * 2;
    total += index % 2 === 1 ? n : Math.floor(doubled / 10) + (doubled % 10);
  }
  const control = (10 - (total % 10)) % 10;
  return { digit: String(control), letter: 'JABCDEFGHI'.charAt(control) };
}

// Public bodies, foreign entities, religious orders and the like use a letter; S.A., S.L.,
// comunidades de bienes and comunidades de propietarios a digit; the rest may use either.
const CIF_LETTER_CONTROL = new Set(['N', 'P', 'Q', 'R', 'S', 'W']);
const CIF_DIGIT_CONTROL = new Set(['A', 'B', 'E', 'H']);

function validateCif(documento: string): ValidationResult {
  if (!CIF.test(documento)) return invalid(MENSAJES_DOCUMENTO.cifFormato);
  const kind = documento.charAt(0);
  const given = documento.charAt(8);
  const { digit, letter } = cifControl(documento.slice(1, 8));
  const accepted = CIF_LETTER_CONTROL.has(kind)
    ? given === letter
    : CIF_DIGIT_CONTROL.has(kind)
      ? given === digit
      : given === letter || given === digit;
  return accepted ? valid(documento) : invalid(MENSAJES_DOCUMENTO.cifControl);
}

function validateOtro(documento: string): ValidationResult {
  if (documento === '') return invalid(MENSAJES_DOCUMENTO.vacio);
  return documento.length <= OTRO_MAX_LENGTH ? valid(documento) : invalid(MENSAJES_DOCUMENTO.otro);
}
