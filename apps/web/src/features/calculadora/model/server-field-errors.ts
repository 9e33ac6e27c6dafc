import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../api/api-error';

/**
 * Puts a 400's `{field: [messages]}` on the form's own fields, focusing the first; answers how
 * many it placed (what a field shows is not repeated in the notice). The same rule as the
 * catalogue's forms (features/catalogo/forms/server-field-errors.ts), which are not public.
 */
export function applyServerFieldErrors<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  error: unknown,
): number {
  if (!isApiError(error) || error.status !== 400) return 0;
  if (typeof error.body !== 'object' || error.body === null) return 0;
  const values = form.getValues();
  let placed = 0;
  for (const [name, value] of Object.entries(error.body)) {
    // A dotted name ('factor_details.0.factor_corrector') reaches a nested input.
    if (get(values, name) === undefined) continue;
    const message = (Array.isArray(value) ? value : [value]).map(String).join(' ');
    form.setError(name as Path<V>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
