import { z } from 'zod';

/** What every validator returns: the value to store (normalised) or a message to show. */
export type ValidationResult = { ok: true; value: string } | { ok: false; message: string };
export type Validator = (value: string) => ValidationResult;

export const valid = (value: string): ValidationResult => ({ ok: true, value });
export const invalid = (message: string): ValidationResult => ({ ok: false, message });

/**
 * A zod string checked by `validate` whose output is the normalised value, so the web form and
 * the API route share one rule and the database only ever sees the normalised form.
 */
export function validatedString(validate: Validator) {
  return z.string().transform((raw, ctx) => {
    const result = validate(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}
