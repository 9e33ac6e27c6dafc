/**
 * How a code the data holds ('NO_INTERESADO', 'PARTICULAR') reads on screen and in the files: each
 * concept keeps one table of Spanish labels (cliente-labels.ts, segment-labels.ts, …) read
 * through `labelOfCode`, and a code its table lacks (a value added later, tenant data) still
 * reads as Spanish text rather than as a raw key.
 */

/** 'NO_INTERESADO' -> 'No interesado'; text that is not a code ('Ya es cliente') is returned as it is. */
export function humanizeCode(code: string): string {
  if (!/^[A-Z0-9_]+$/.test(code)) return code;
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A label function over a table; '' for no code, the humanized code for one the table lacks. */
export const labelOfCode =
  (table: Readonly<Record<string, string>>) =>
  (code: string | null | undefined): string =>
    code ? (Object.hasOwn(table, code) ? table[code]! : humanizeCode(code)) : '';
