import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../api/api-error';

/** Whether a server error's name is an input of the form (a leaf or a list, not a section). */
function isFormField(values: FieldValues, name: string): boolean {
  const value: unknown = get(values, name);
  if (value === undefined) return false;
  return typeof value !== 'object' || value === null || Array.isArray(value);
}

/**
 * Puts a 400's DRF-like `{field: [messages]}` (dotted paths for nested fields, as the domain's
 * schemas name them) on the form's fields, focusing the first. Answers how many it placed: what a
 * field shows is not repeated elsewhere.
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
    if (!isFormField(values, name)) continue;
    const message = (Array.isArray(value) ? value : [value]).map(String).join(' ');
    form.setError(name as Path<V>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
