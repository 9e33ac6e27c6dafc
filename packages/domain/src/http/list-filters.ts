import { MAX_ID } from './id';

/**
 * A list's filters declared once, as data (style.md "rules as data"): the API derives its query
 * parser from a declaration (`listQuerySchema` in list-query.ts) and the web derives its filter
 * panel, chips and URL codec from the same one. Adding a filter to a list is adding a line.
 *
 * Kinds, as the query string carries them:
 * - `text`: one free text (`nombre=gar`); the list decides how it matches.
 * - `list`: texts (`segmento=A&segmento=B`, `segmento[]=A` or `segmento=A,B`).
 * - `id`: row ids, the same ways; `orNull` also accepts `null` (e.g. unassigned customers).
 * - `range`: whole days, `name_after` / `name_before` (YYYY-MM-DD) or `name[]=from&name[]=to`.
 * - `boolean`: `1`, `0`, `true` or `false`.
 */
export type FilterKind = 'text' | 'list' | 'id' | 'range' | 'boolean';

/** How the screen asks for a value: a text box, one pick, several picks, two dates, a switch. */
export type FilterInput = 'text' | 'select' | 'multi' | 'dates' | 'switch';

interface Declared {
  /** Spanish label of the panel field and its chip. */
  label: string;
  /** Panel section. */
  group?: string;
}

export type FilterDeclaration =
  | (Declared & { kind: 'text' })
  | (Declared & { kind: 'list'; input: 'text' | 'select' | 'multi' })
  | (Declared & { kind: 'id'; input: 'select' | 'multi'; max?: number; orNull?: boolean })
  | (Declared & { kind: 'range' })
  | (Declared & { kind: 'boolean' });

export type FilterDeclarations = Readonly<Record<string, FilterDeclaration>>;

/** Keeps the literal keys and kinds of a declaration (so parsed values are typed per key). */
export const defineFilters = <const D extends FilterDeclarations>(declarations: D): D => declarations;

/** Whole days, both ends included (docs/decisions/ 18). */
export interface DayRange {
  after?: string;
  before?: string;
}

/** The value a filter of a kind parses to; absent filters are undefined or an empty list. */
export type FilterValue<F extends FilterDeclaration> = F extends { kind: 'text' }
  ? string | undefined
  : F extends { kind: 'list' }
    ? string[]
    : F extends { kind: 'id'; orNull: true }
      ? (number | 'null')[]
      : F extends { kind: 'id' }
        ? number[]
        : F extends { kind: 'range' }
          ? DayRange | undefined
          : F extends { kind: 'boolean' }
            ? boolean | undefined
            : never;

export type ParsedFilters<D extends FilterDeclarations> = { [K in keyof D]: FilterValue<D[K]> };

/** How the screen sees a filter: the text/select value, the picked values, or the range. */
export function filterInput(declaration: FilterDeclaration): FilterInput {
  switch (declaration.kind) {
    case 'text':
      return 'text';
    case 'range':
      return 'dates';
    case 'boolean':
      return 'switch';
    default:
      return declaration.input;
  }
}

/** Longest text a filter may carry. */
export const MAX_FILTER_TEXT = 200;
/** Most values one list filter may carry. */
export const MAX_FILTER_VALUES = 100;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day a range filter may carry: YYYY-MM-DD that exists on the calendar, from year 1 (what
 * PostgreSQL's `date` takes). The shape alone let '2026-02-30' and '0000-01-01' through to the
 * `::date` cast, a 500.
 */
export function isFilterDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
export const INVALID_DAY = 'Fecha no válida (AAAA-MM-DD)';

/** Whether one value of an `id` filter is acceptable (the web drops others, the API refuses them). */
export function isFilterId(declaration: FilterDeclaration, value: string): boolean {
  if (declaration.kind !== 'id') return false;
  if (declaration.orNull && value === 'null') return true;
  if (!/^\d{1,10}$/.test(value)) return false;
  const id = Number(value);
  return id >= 1 && id <= (declaration.max ?? MAX_ID);
}

/** The query parameter names a filter may arrive under. */
export function filterParamNames(key: string, declaration: FilterDeclaration): string[] {
  return declaration.kind === 'range' ? [`${key}_after`, `${key}_before`, key] : [key];
}
