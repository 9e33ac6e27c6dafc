import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A zod issue's path as a react-hook-form field name: ['direccion', 'cp'] -> 'direccion.cp'. */
export const issuePath = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/** The first message per field, nested the way react-hook-form reads errors. */
export function issuesToFieldErrors<T extends FieldValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  const seen = new Set<string>();
  for (const issue of issues) {
    const name = issuePath(issue.path) || 'root';
    if (seen.has(name)) continue;
    seen.add(name);
    set(errors, name, { type: 'validate', message: issue.message });
  }
  return errors;
}

/**
 * A react-hook-form resolver from a zod schema (style.md: the schema the API validates with is
 * the form's). `toInput` turns the form's editing values (empty strings for "nothing chosen")
 * into what the schema reads; a valid form submits the schema's output.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  toInput: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: issuesToFieldErrors<TValues>(result.error.issues) };
  };
}
