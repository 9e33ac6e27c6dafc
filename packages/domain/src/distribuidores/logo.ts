/**
 * A distributor's logo (SPEC §2 login): PNG, JPEG or SVG, told apart by their first bytes, never
 * by the file's name or the type the browser claims. 256 KiB is many times a login logo.
 */
export const LOGO_MAX_BYTES = 256 * 1024;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export const LOGO_MESSAGES = {
  noMultipart: 'Envíe el logo como formulario multipart, en el campo file.',
  sinFichero: 'Adjunte el logo en el campo file.',
  formato: 'El logo debe ser una imagen PNG, JPEG o SVG.',
  demasiadoGrande: `El logo supera el máximo de ${LOGO_MAX_BYTES / 1024} KiB.`,
  svgNoValido: 'El SVG no se puede leer o contiene elementos no permitidos.',
} as const;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * What the bytes are. An SVG is text whose first element is `<svg` (after an optional BOM, XML
 * declaration, comments and whitespace); HTML or anything else is refused (null).
 */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024));
  const prologue = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/;
  return prologue.test(head) ? 'image/svg+xml' : null;
}
