import { z } from 'zod';
import {
  filterParamNames,
  INVALID_DAY,
  isFilterDay,
  isFilterId,
  MAX_FILTER_TEXT,
  MAX_FILTER_VALUES,
  type DayRange,
  type FilterDeclaration,
  type FilterDeclarations,
  type ParsedFilters,
} from './list-filters';
import { INVALID_ID } from './id';
import {
  MAX_PAGE,
  ORDERING_PARAM,
  PAGE_PARAM,
  PAGE_SIZE_PARAM,
  parseOrdering,
  SEARCH_PARAM,
  type ListPaging,
  type Ordering,
} from './page';

/**
 * A list's query string parsed from its filter declaration (packages/domain/src/http/list-filters.ts):
 * the filters, the top-bar search, the page, its size and the order. Unknown keys are ignored (the
 * client may send UI-only state); empty values and empty lists are dropped (SPEC §3).
 */
export type ListQuery<D extends FilterDeclarations, F extends string> = ParsedFilters<D> & {
  search: string | undefined;
  page: number;
  itemsPerPage: number;
  ordering: Ordering<F>;
  /** Whether the caller sent `page` or `itemsPerPage` (lists that also answer whole). */
  paged: boolean;
};

/** The query string as name -> values, `name[]` read as `name`; a null-prototype map, so keys
 * such as `__proto__` or `constructor` are plain names. */
export type RawQuery = Map<string, string[]>;

export function normaliseQuery(raw: unknown): RawQuery {
  const out: RawQuery = new Map();
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [rawKey, rawValue] of Object.entries(raw)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).map(String);
    out.set(key, [...(out.get(key) ?? []), ...values]);
  }
  return out;
}

const firstFilled = (values: string[] | undefined) => values?.find((value) => value.trim() !== '')?.trim();

type Issue = { path: string; message: string };

/** A list filter's values (repeated, bracketed or comma-separated), at most MAX_FILTER_VALUES. */
function listValues(raw: string[] | undefined, key: string, issues: Issue[]): string[] {
  const values = (raw ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.length > MAX_FILTER_VALUES)
    issues.push({ path: key, message: `Máximo ${MAX_FILTER_VALUES} valores` });
  return values;
}

const BOOLEAN_VALUES: Record<string, boolean> = { '1': true, true: true, '0': false, false: false };
const INVALID_BOOLEAN = 'Valor no válido: use 1, 0, true o false';
const TOO_LONG = `Máximo ${MAX_FILTER_TEXT} caracteres`;

function parseRange(query: RawQuery, key: string, issues: Issue[]): DayRange | undefined {
  const pair = query.get(key) ?? [];
  const after = firstFilled(query.get(`${key}_after`)) ?? (pair[0]?.trim() || undefined);
  const before = firstFilled(query.get(`${key}_before`)) ?? (pair[1]?.trim() || undefined);
  for (const [end, value] of [
    ['after', after],
    ['before', before],
  ] as const) {
    if (value !== undefined && !isFilterDay(value))
      issues.push({ path: `${key}_${end}`, message: INVALID_DAY });
  }
  if (!after && !before) return undefined;
  return { ...(after ? { after } : {}), ...(before ? { before } : {}) };
}

/** One declared filter's value, or its issues. */
function parseFilter(query: RawQuery, key: string, declaration: FilterDeclaration, issues: Issue[]): unknown {
  const raw = query.get(key);
  switch (declaration.kind) {
    case 'text': {
      const value = firstFilled(raw);
      if (value !== undefined && value.length > MAX_FILTER_TEXT)
        issues.push({ path: key, message: TOO_LONG });
      return value;
    }
    case 'list': {
      const values = listValues(raw, key, issues);
      if (values.some((value) => value.length > MAX_FILTER_TEXT))
        issues.push({ path: key, message: TOO_LONG });
      return values;
    }
    case 'id': {
      const values = listValues(raw, key, issues);
      if (values.some((value) => !isFilterId(declaration, value)))
        issues.push({ path: key, message: INVALID_ID });
      return values.map((value) => (value === 'null' ? value : Number(value)));
    }
    case 'range':
      return parseRange(query, key, issues);
    case 'boolean': {
      if (raw === undefined) return undefined;
      const value = raw.length === 1 ? BOOLEAN_VALUES[raw[0] ?? ''] : undefined;
      if (value === undefined) issues.push({ path: key, message: INVALID_BOOLEAN });
      return value;
    }
  }
}

function parseCount(query: RawQuery, key: string, fallback: number, max: number, issues: Issue[]): number {
  const text = firstFilled(query.get(key));
  if (text === undefined) return fallback;
  const value = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(value >= 1 && value <= max)) {
    issues.push({ path: key, message: `Debe ser un número entero entre 1 y ${max}` });
    return fallback;
  }
  return value;
}

/** How the OpenAPI document describes one query parameter: a text, or the same name repeated. */
const QUERY_PARAM = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };

/**
 * The zod schema of a list's query string, derived from its declarations; route schemas use it
 * as `querystring`, so a bad filter is a DRF-like 400 naming the parameter.
 */
export function listQuerySchema<const D extends FilterDeclarations, F extends string>(
  declarations: D,
  paging: ListPaging<F>,
) {
  // Validation reads the raw query itself (a zod object of every parameter cost 35 µs a request; spreading the parsed filters into a new object, another 25);
  // the declared shape is only what the OpenAPI document lists as parameters.
  const input = z.unknown().meta({
    type: 'object',
    properties: Object.fromEntries(listParamNames(declarations).map((name) => [name, QUERY_PARAM])),
  });
  const declared = Object.entries(declarations);
  return input.transform((raw, ctx): ListQuery<D, F> => {
    const query = normaliseQuery(raw);
    const issues: Issue[] = [];
    const filters = parseFilters(query, declared, issues);
    const search = parseFilter(query, SEARCH_PARAM, { kind: 'text', label: '' }, issues) as
      string | undefined;
    const page = parseCount(query, PAGE_PARAM, 1, MAX_PAGE, issues);
    const itemsPerPage = parseCount(
      query,
      PAGE_SIZE_PARAM,
      paging.defaultPageSize,
      paging.maxPageSize,
      issues,
    );
    const orderingText = firstFilled(query.get(ORDERING_PARAM)) ?? paging.defaultOrdering;
    const ordering = parseOrdering(orderingText, paging.orderable);
    if (!ordering) issues.push({ path: ORDERING_PARAM, message: 'Orden no válido' });
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
    if (issues.length > 0 || !ordering) return z.NEVER;
    const paged = query.has(PAGE_PARAM) || query.has(PAGE_SIZE_PARAM);
    Object.assign(filters, { search, page, itemsPerPage, ordering, paged });
    return filters as ListQuery<D, F>;
  });
}

function parseFilters(query: RawQuery, declared: [string, FilterDeclaration][], issues: Issue[]) {
  const filters: Record<string, unknown> = {};
  for (const [key, declaration] of declared) filters[key] = parseFilter(query, key, declaration, issues);
  return filters;
}

/**
 * The zod schema of a query string that carries only declared filters (no page, order or
 * search): the figures of Gerencia and the statistics read their parameters through it.
 */
export function filtersQuerySchema<const D extends FilterDeclarations>(declarations: D) {
  const names = Object.entries(declarations).flatMap(([key, declaration]) =>
    filterParamNames(key, declaration),
  );
  const input = z.unknown().meta({
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, QUERY_PARAM])),
  });
  const declared = Object.entries(declarations);
  return input.transform((raw, ctx): ParsedFilters<D> => {
    const issues: Issue[] = [];
    const filters = parseFilters(normaliseQuery(raw), declared, issues);
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
    return issues.length > 0 ? z.NEVER : (filters as ParsedFilters<D>);
  });
}

/**
 * A list export's query string: checked when the export is asked for against the list's own query
 * (a bad filter is a 400, not a failed job), and kept raw, since the export job parses it again
 * when it runs. Its parameters are named so the API document lists them; `extra` are the export's
 * own (a format), parsed here.
 */
export function exportQuerySchema<const Extra extends z.ZodRawShape>(
  declarations: FilterDeclarations,
  listQuery: z.ZodType,
  extra: Extra,
) {
  const named = Object.fromEntries(
    listParamNames(declarations).map((name) => [name, z.unknown().optional()]),
  );
  // Typed by `extra` alone: the named parameters are unknown, as any other key of a loose object.
  const shape: Extra = { ...named, ...extra };
  return z.looseObject(shape).superRefine((query, ctx) => {
    const parsed = listQuery.safeParse(query);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
}

/** Every parameter name a list reads, for the OpenAPI description and the fuzz test. */
export function listParamNames(declarations: FilterDeclarations): string[] {
  return [
    ...Object.entries(declarations).flatMap(([key, declaration]) => filterParamNames(key, declaration)),
    SEARCH_PARAM,
    PAGE_PARAM,
    PAGE_SIZE_PARAM,
    ORDERING_PARAM,
  ];
}
