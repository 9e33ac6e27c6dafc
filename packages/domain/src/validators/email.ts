import { z } from 'zod';

export const MENSAJE_EMAIL = 'Correo electrónico no válido';
// RFC 5321: a forward path holds at most 254 characters.
const EMAIL_MAX_LENGTH = 254;

/**
 * zod's own email check (one address, ASCII, a dotted domain) is what we want; this only adds
 * the Spanish message and drops the spaces a paste brings along.
 */
export const emailSchema = z
  .string()
  .trim()
  .pipe(z.email({ error: MENSAJE_EMAIL }).max(EMAIL_MAX_LENGTH, { error: MENSAJE_EMAIL }));
