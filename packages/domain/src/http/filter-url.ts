import {
  filterInput,
  isFilterId,
  isFilterDay,
  MAX_FILTER_TEXT,
  type DayRange,
  type FilterDeclaration,
  type FilterDeclarations,
} from './list-filters';
import { PAGE_PARAM } from './page';

/**
 * A list's filters in a URL query string, derived from its declaration (list-filters.ts): the
 * screen's URL and the list request carry the same entries, under the names the API reads.
 * SPEC §3: empty values and empty lists are never written nor sent.
 */

/** What the screen edits per filter: one text or pick, several picks, or a range of days. */
export type FilterInputValue<F extends FilterDeclaration> = F extends { kind: 'range' }
  ? DayRange
  : F extends { input: 'multi' }
    ? string[]
    : string;

export type FilterValues<D extends FilterDeclarations> = { [K in keyof D]?: FilterInputValue<D[K]> };

type Bucket = 'single' | 'choice' | 'multi' | 'range';

function bucketOf(declaration: FilterDeclaration): Bucket {
  switch (filterInput(declaration)) {
    case 'text':
      return 'single';
    case 'multi':
      return 'multi';
    case 'dates':
      return 'range';
    default:
      return 'choice';
  }
}

const BUCKET_ORDER: readonly Bucket[] = ['single', 'choice', 'multi', 'range'];

/**
 * The keys in the URL's order: text boxes, then single picks and switches, then multiple picks,
 * then ranges, each in declaration order. Stable, so a URL and a request never shuffle.
 */
export function filterKeysInUrlOrder<D extends FilterDeclarations>(declarations: D): (keyof D & string)[] {
  const keys = Object.keys(declarations) as (keyof D & string)[];
  return BUCKET_ORDER.flatMap((bucket) => keys.filter((key) => bucketOf(declarations[key]!) === bucket));
}

const BOOLEAN_VALUES = new Set(['1', '0', 'true', 'false']);

function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().slice(0, MAX_FILTER_TEXT);
  return text ? text : undefined;
}

/** Whether one value is one the API would accept for this filter. */
function acceptable(declaration: FilterDeclaration, value: string): boolean {
  if (declaration.kind === 'id') return isFilterId(declaration, value);
  if (declaration.kind === 'boolean') return BOOLEAN_VALUES.has(value);
  return true;
}

function cleanList(declaration: FilterDeclaration, values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const texts = values.map(cleanText).filter((value): value is string => value !== undefined);
  return [...new Set(texts)].filter((value) => acceptable(declaration, value));
}

function cleanRange(range: unknown): DayRange | undefined {
  if (typeof range !== 'object' || range === null) return undefined;
  const { after, before } = range as DayRange;
  const day = (value: string | undefined) => (value && isFilterDay(value) ? value : undefined);
  const cleanAfter = day(after);
  const cleanBefore = day(before);
  if (!cleanAfter && !cleanBefore) return undefined;
  return { ...(cleanAfter ? { after: cleanAfter } : {}), ...(cleanBefore ? { before: cleanBefore } : {}) };
}

/**
 * Drops empty values, empty lists and empty ranges; trims text and caps it at MAX_FILTER_TEXT;
 * drops what the API would refuse (a bad id, a day that is not YYYY-MM-DD) and repeated values.
 */
export function normalizeFilterValues<D extends FilterDeclarations>(
  declarations: D,
  values: FilterValues<D>,
): FilterValues<D> {
  const out: Record<string, string | string[] | DayRange> = {};
  for (const key of filterKeysInUrlOrder(declarations)) {
    const declaration = declarations[key]!;
    const value: unknown = values[key];
    const bucket = bucketOf(declaration);
    if (bucket === 'multi') {
      const list = cleanList(declaration, value);
      if (list.length) out[key] = list;
    } else if (bucket === 'range') {
      const range = cleanRange(value);
      if (range) out[key] = range;
    } else {
      const text = cleanText(value);
      if (text !== undefined && acceptable(declaration, text)) out[key] = text;
    }
  }
  return out as FilterValues<D>;
}

const rangeParams = (key: string) => [`${key}_after`, `${key}_before`] as const;

/** The filters a query string holds, normalised (a hand-edited URL cannot break the list). */
export function parseFilterParams<D extends FilterDeclarations>(
  declarations: D,
  params: URLSearchParams,
): FilterValues<D> {
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(declarations)) {
    const bucket = bucketOf(declarations[key]!);
    if (bucket === 'multi') values[key] = params.getAll(key);
    else if (bucket === 'range') {
      const [after, before] = rangeParams(key);
      values[key] = { after: params.get(after) ?? undefined, before: params.get(before) ?? undefined };
    } else values[key] = params.get(key) ?? undefined;
  }
  return normalizeFilterValues(declarations, values as FilterValues<D>);
}

/** The filters as query entries in the URL's order: what the URL holds and the API receives. */
export function filterEntries<D extends FilterDeclarations>(
  declarations: D,
  values: FilterValues<D>,
): [string, string][] {
  const normal: Record<string, unknown> = normalizeFilterValues(declarations, values);
  const entries: [string, string][] = [];
  for (const key of filterKeysInUrlOrder(declarations)) {
    const value = normal[key];
    if (value === undefined) continue;
    if (typeof value === 'string') entries.push([key, value]);
    else if (Array.isArray(value)) for (const item of value as string[]) entries.push([key, item]);
    else {
      const range = value as DayRange;
      const [after, before] = rangeParams(key);
      if (range.after) entries.push([after, range.after]);
      if (range.before) entries.push([before, range.before]);
    }
  }
  return entries;
}

/** Every query parameter a declaration's filters may be written under. */
export function filterParamNamesOf(declarations: FilterDeclarations): string[] {
  return Object.entries(declarations).flatMap(([key, declaration]) =>
    declaration.kind === 'range' ? [...rangeParams(key)] : [key],
  );
}

/**
 * The query string with its filters replaced by `values`; other parameters stay. The page goes
 * (back to the first): a new filter starts a new list.
 */
export function writeFilterParams<D extends FilterDeclarations>(
  declarations: D,
  params: URLSearchParams,
  values: FilterValues<D>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of filterParamNamesOf(declarations)) next.delete(name);
  next.delete(PAGE_PARAM);
  for (const [key, value] of filterEntries(declarations, values)) next.append(key, value);
  return next;
}

/** How many filters are set: a range counts once, a list once whatever its length. */
export function activeFilterCount<D extends FilterDeclarations>(
  declarations: D,
  values: FilterValues<D>,
): number {
  return Object.keys(normalizeFilterValues(declarations, values)).length;
}

/** Query entries as a call's query: each name with its values in their order (`comercial=1&comercial=2`). */
export function entriesAsQuery(entries: readonly (readonly [string, string])[]): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of entries) (query[key] ??= []).push(value);
  return query;
}
