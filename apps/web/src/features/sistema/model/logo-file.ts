import { LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_TYPES } from '@ventas/domain/distribuidores/logo';

/**
 * Why a chosen file cannot be a logo, in Spanish, or null when it may be sent. The browser's
 * claimed type and the size only, so a wrong file is not uploaded at all; the API judges the bytes.
 */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_MESSAGES.formato;
  if (file.size > LOGO_MAX_BYTES) {
    return `${LOGO_MESSAGES.demasiadoGrande} Este ocupa ${Math.ceil(file.size / 1024)} KiB.`;
  }
  if (file.size === 0) return 'El archivo está vacío.';
  return null;
}
