import type { Page } from '@ventas/domain/http/page';

/** A list call's answer: the whole list, or a page when `page` or `itemsPerPage` was sent (SPEC §7). */
export type ListAnswer<Row> = Row[] | Page<Row>;

// Generic over the answer, not the row, so a call picked among several tables (a line's kind)
// keeps each table's row. The casts only restate what the check above each one proved.

/** The answer of a list asked for whole (no page sent). */
export function wholeList<A extends ListAnswer<unknown>>(answer: A): Extract<A, unknown[]> {
  if (!Array.isArray(answer)) throw new Error('Se esperaba la lista entera y ha llegado una página');
  return answer as Extract<A, unknown[]>;
}

/** The answer of a list asked for by page. */
export function onePage<A extends ListAnswer<unknown>>(answer: A): Exclude<A, unknown[]> {
  if (Array.isArray(answer)) throw new Error('Se esperaba una página y ha llegado la lista entera');
  return answer as Exclude<A, unknown[]>;
}
