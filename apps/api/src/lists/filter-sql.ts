import { sql, type SQL } from 'drizzle-orm';
import type {
  DayRange,
  FilterDeclarations,
  FilterValue,
  ParsedFilters,
} from '@ventas/domain/http/list-filters';
import { MADRID_TZ } from '@ventas/domain/time/madrid';

/**
 * SQL pieces every list's filters are made of, and the walk from a filter declaration to the
 * conditions of a WHERE. Conditions never name the tenant: the list adds `tenant_id = ...` once.
 */

/** ILIKE pattern for "contains", with the user's % and _ taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const inList = (column: SQL, values: readonly (string | number)[]) =>
  sql`${column} IN (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Row ids as one bound `int[]` parameter (`'{1,2,3}'`): one parameter whatever their number. */
export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

export const exists = (from: SQL, conditions: SQL[]) =>
  sql`EXISTS (SELECT 1 FROM ${from} WHERE ${sql.join(conditions, sql` AND `)})`;

/** Whole days on a `date` column, both ends included. */
export function dayRange(column: SQL, range: DayRange): SQL[] {
  const parts: SQL[] = [];
  if (range.after) parts.push(sql`${column} >= ${range.after}::date`);
  if (range.before) parts.push(sql`${column} <= ${range.before}::date`);
  return parts;
}

/** Whole days on a timestamp column, the days read in Europe/Madrid (SPEC §9). */
export function madridDayRange(column: SQL, range: DayRange): SQL[] {
  const parts: SQL[] = [];
  if (range.after) parts.push(sql`${column} >= (${range.after}::date::timestamp AT TIME ZONE ${MADRID_TZ})`);
  if (range.before)
    parts.push(sql`${column} < ((${range.before}::date + 1)::timestamp AT TIME ZONE ${MADRID_TZ})`);
  return parts;
}

type SetValue<V> = Exclude<V, undefined>;

/** How each filter of a declaration becomes conditions; called only when the filter is set. */
export type FilterSql<D extends FilterDeclarations> = {
  [K in keyof D]?: (value: SetValue<FilterValue<D[K]>>) => SQL | SQL[];
};

/** Whether a parsed filter value holds anything: text, a non-empty list, a range, a boolean. */
export function isSet(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return Array.isArray(value) ? value.length > 0 : true;
}

/** The conditions of every set filter that `builders` knows, in declaration order. */
export function filterConditions<D extends FilterDeclarations>(
  declarations: D,
  builders: FilterSql<D>,
  filters: ParsedFilters<D>,
): SQL[] {
  const where: SQL[] = [];
  for (const key of Object.keys(declarations) as (keyof D)[]) {
    const build = builders[key];
    const value = filters[key];
    if (!build || !isSet(value)) continue;
    const built = build(value as SetValue<FilterValue<D[typeof key]>>);
    where.push(...(Array.isArray(built) ? built : [built]));
  }
  return where;
}
