import { z } from 'zod';

/**
 * The generic list contract (SPEC §7): every paged list answers `{results, count, current,
 * count_exact}` and reads `page`, `itemsPerPage` and `ordering` from its query string. The API's
 * list helper and the web's paged grid both use this module.
 */
export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'itemsPerPage';
export const ORDERING_PARAM = 'ordering';
export const SEARCH_PARAM = 'search';
/** SPEC §8: a page past the end. */
export const INVALID_PAGE = 'Página inválida.';
/** Deepest page a request may ask for. */
export const MAX_PAGE = 1_000_000;

/** `count_exact` false means `count` is the planner's estimate (docs/decisions/). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int(),
    current: z.number().int(),
    count_exact: z.boolean(),
  });
}

export interface Page<T> {
  results: T[];
  count: number;
  current: number;
  count_exact: boolean;
}

/** How a list may be paged and ordered: sizes, default order and the orderable fields. */
export interface ListPaging<F extends string = string> {
  defaultPageSize: number;
  maxPageSize: number;
  /** Page sizes the screen offers; the API accepts any size up to `maxPageSize`. */
  pageSizeOptions: readonly number[];
  orderable: readonly F[];
  /** `field` or `-field` (descending). */
  defaultOrdering: `${'' | '-'}${NoInfer<F>}`;
}

export interface Ordering<F extends string = string> {
  field: F;
  descending: boolean;
}

/** `-updated_on` -> {updated_on, descending}; null for a field the list cannot order by. */
export function parseOrdering<F extends string>(value: string, orderable: readonly F[]): Ordering<F> | null {
  const descending = value.startsWith('-');
  const field = (descending ? value.slice(1) : value) as F;
  return orderable.includes(field) ? { field, descending } : null;
}

/** What the counting step learned: an exact count, or a bounded one plus an estimate. */
export type PageCount = { exact: true; count: number } | { exact: false; counted: number; estimate: number };

/**
 * The 'Página inválida.' rule (SPEC §8) in one place: with an exact count, any page past the last
 * (an empty list has one page, page 1); with an estimate, an empty page past the first. Returns
 * the page to answer, or null for 'Página inválida.'.
 */
export function pageOf<T>(results: T[], count: PageCount, page: number, pageSize: number): Page<T> | null {
  if (count.exact) {
    const lastPage = Math.max(1, Math.ceil(count.count / pageSize));
    if (page > lastPage) return null;
    return { results, count: count.count, current: page, count_exact: true };
  }
  if (results.length === 0 && page > 1) return null;
  return { results, count: Math.max(count.counted, count.estimate), current: page, count_exact: false };
}

/** Up to this many matches a list's `count` is exact; above it, the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;
