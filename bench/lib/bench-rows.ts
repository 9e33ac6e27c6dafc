/**
 * Bench-only: a raw statement's rows, unchecked. The benches seed data and time calls; the app's
 * own raw reads are checked against a row schema (`parsedRows`, apps/api/src/db/database.ts).
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
