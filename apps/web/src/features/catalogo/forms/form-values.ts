/**
 * Inputs edit text; the domain's schemas read numbers, nulls and amounts. These turn one into the
 * other, so a wrong entry reaches the schema as something it refuses with its Spanish message.
 */

/** '' -> null; anything else as typed (the schema trims and checks it). */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** '' -> null; '3' -> 3; '3,5' -> 3.5; 'abc' -> NaN (refused by the schema as not a number). */
export function numberOrNull(value: string): number | null {
  const text = value.trim();
  return text === '' ? null : Number(text.replace(',', '.'));
}

/** An amount as typed ('29,90' is read by the amount schema); '' stays '' (its "required" error). */
export const amountInput = (value: string): string => value.trim();

/** A row's nullable text or number as an input's text. */
export const asText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** An amount the API sent ('29.90') as a Spanish input shows it ('29,90'); null or none is ''. */
export const amountText = (value: string | null | undefined): string => asText(value).replace('.', ',');
