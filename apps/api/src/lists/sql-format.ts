import { sql, type SQL } from 'drizzle-orm';

/**
 * How a statement answers values both drivers return alike (pg and PGlite differ on timestamps
 * and numerics): instants as ISO text in UTC, amounts as text with their fixed decimals.
 */
export const isoInstant = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An amount rounded to `places` decimals, as text ("29.90"); null stays null. */
export const amountText = (value: SQL, places: number): SQL =>
  sql`round(${value}, ${sql.raw(String(places))})::text`;

/** A JS value written to a `jsonb` column. */
export const jsonbValue = (value: unknown): SQL =>
  value === null || value === undefined ? sql`NULL` : sql`${JSON.stringify(value)}::jsonb`;
