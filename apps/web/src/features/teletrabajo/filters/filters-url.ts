import { ORDERABLE_FIELDS } from '@ventas/domain/clientes/clientes-list';
import type { QueryValue } from '../../../api/api-client';
import { SEARCH_PARAM } from '../../../lib/search-param';
import {
  DEFAULT_ORDERING,
  DEFAULT_PAGE_SIZE,
  MAX_FILTER_TEXT,
  PAGE_SIZE_OPTIONS,
} from '../teletrabajo-constants';
import {
  LIST_FILTERS,
  RANGE_FILTERS,
  SELECT_FILTERS,
  TEXT_FILTERS,
  type DateRange,
  type FilterValues,
  type ListFilterKey,
} from './filter-definitions';

/**
 * Filters live in the URL query string (shareable, kept on reload) under the same names the API
 * reads, so the list request is the URL's filters plus paging. SPEC §3: empty values and empty
 * lists are never written nor sent.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/** Values the API would refuse are dropped when read, so a hand-edited URL cannot break the list. */
const LIST_VALUE_RULES: Partial<Record<ListFilterKey, (value: string) => boolean>> = {
  estadoOferta: (value) => /^[1-7]$/.test(value),
  origenBbdd: (value) => POSITIVE_ID.test(value),
  oferta: (value) => POSITIVE_ID.test(value),
};

const clean = (value: string | null | undefined): string | undefined => {
  const text = value?.trim().slice(0, MAX_FILTER_TEXT);
  return text ? text : undefined;
};

const uniqueNonEmpty = (values: readonly string[]): string[] => [
  ...new Set(values.map((value) => clean(value)).filter((value): value is string => value !== undefined)),
];

function cleanRange(range: DateRange | undefined): DateRange | undefined {
  const after = range?.after && ISO_DATE.test(range.after) ? range.after : undefined;
  const before = range?.before && ISO_DATE.test(range.before) ? range.before : undefined;
  if (!after && !before) return undefined;
  return { ...(after ? { after } : {}), ...(before ? { before } : {}) };
}

/** Drops empty values, empty lists, empty ranges and values the API would refuse. */
export function normalizeFilters(values: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const key of [...TEXT_FILTERS, ...SELECT_FILTERS]) {
    const value = clean(values[key]);
    if (value !== undefined) out[key] = value;
  }
  for (const key of LIST_FILTERS) {
    const rule = LIST_VALUE_RULES[key] ?? (() => true);
    const list = uniqueNonEmpty(values[key] ?? []).filter(rule);
    if (list.length) out[key] = list;
  }
  for (const key of RANGE_FILTERS) {
    const range = cleanRange(values[key]);
    if (range) out[key] = range;
  }
  return out;
}

export function parseFilters(params: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const key of [...TEXT_FILTERS, ...SELECT_FILTERS]) values[key] = params.get(key) ?? undefined;
  for (const key of LIST_FILTERS) values[key] = params.getAll(key);
  for (const key of RANGE_FILTERS) {
    values[key] = {
      after: params.get(`${key}_after`) ?? undefined,
      before: params.get(`${key}_before`) ?? undefined,
    };
  }
  return normalizeFilters(values);
}

/** Every URL parameter a filter may use. */
const FILTER_PARAM_NAMES: readonly string[] = [
  ...TEXT_FILTERS,
  ...SELECT_FILTERS,
  ...LIST_FILTERS,
  ...RANGE_FILTERS.flatMap((key) => [`${key}_after`, `${key}_before`]),
];

/** How many filters are set: a date range counts once, a list once whatever its length. */
export function activeFilterCount(values: FilterValues): number {
  return Object.values(normalizeFilters(values)).filter((value) => value !== undefined).length;
}

/** The filters as query entries, in a stable order: what the URL holds and the API receives. */
export function filterEntries(values: FilterValues): [string, string][] {
  const normal = normalizeFilters(values);
  const entries: [string, string][] = [];
  for (const key of [...TEXT_FILTERS, ...SELECT_FILTERS]) {
    const value = normal[key];
    if (value !== undefined) entries.push([key, value]);
  }
  for (const key of LIST_FILTERS) for (const value of normal[key] ?? []) entries.push([key, value]);
  for (const key of RANGE_FILTERS) {
    const range = normal[key];
    if (range?.after) entries.push([`${key}_after`, range.after]);
    if (range?.before) entries.push([`${key}_before`, range.before]);
  }
  return entries;
}

/**
 * The URL with its filters replaced by `values`; other parameters (the search, the open
 * customer) stay. The page goes back to the first: a new filter starts a new list.
 */
export function writeFilters(params: URLSearchParams, values: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAM_NAMES) next.delete(name);
  next.delete(PAGE_PARAM);
  for (const [key, value] of filterEntries(values)) next.append(key, value);
  return next;
}

export function hasActiveFilters(values: FilterValues, search: string): boolean {
  return filterEntries(values).length > 0 || search.trim() !== '';
}

// Paging and order also live in the URL, with the API's names.
export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'itemsPerPage';
export const ORDERING_PARAM = 'ordering';

export { ORDERABLE_FIELDS };

export interface GridState {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  ordering: string;
}

export function parseGridState(params: URLSearchParams): GridState {
  const page = Number(params.get(PAGE_PARAM));
  const pageSize = Number(params.get(PAGE_SIZE_PARAM));
  const ordering = params.get(ORDERING_PARAM) ?? '';
  const field = ordering.replace(/^-/, '');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    ordering: (ORDERABLE_FIELDS as readonly string[]).includes(field) ? ordering : DEFAULT_ORDERING,
  };
}

/** Defaults are left out of the URL so a plain /teletrabajo stays plain. */
export function writeGridState(params: URLSearchParams, grid: GridState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) =>
    value === fallback ? next.delete(name) : next.set(name, value);
  set(PAGE_PARAM, String(grid.page), '1');
  set(PAGE_SIZE_PARAM, String(grid.pageSize), String(DEFAULT_PAGE_SIZE));
  set(ORDERING_PARAM, grid.ordering, DEFAULT_ORDERING);
  return next;
}

/** The list request: filters, the top-bar search, page, size and order. Nothing empty is sent. */
export function listQuery(
  values: FilterValues,
  search: string,
  grid?: GridState,
): Record<string, QueryValue> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of filterEntries(values)) {
    const current = query[key];
    if (current === undefined) query[key] = value;
    else query[key] = Array.isArray(current) ? [...current, value] : [current, value];
  }
  const searchText = clean(search);
  if (searchText) query[SEARCH_PARAM] = searchText;
  if (grid) {
    query[PAGE_PARAM] = String(grid.page);
    query[PAGE_SIZE_PARAM] = String(grid.pageSize);
    query[ORDERING_PARAM] = grid.ordering;
  }
  return query;
}
