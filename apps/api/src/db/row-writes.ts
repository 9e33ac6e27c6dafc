import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type TenantTx } from './database';

/**
 * Writes of rows of a tenant table by column name, for the tables declared as data (the
 * catalogue, its history and installments): one row for the routes, many for the xlsx import. Values are bound parameters or SQL (`now()`, jsonb).
 */
export type ColumnValues = Record<string, unknown>;

const bound = (value: unknown): SQL => (isSql(value) ? value : sql`${value}`);
function isSql(value: unknown): value is SQL {
  return typeof value === 'object' && value !== null && 'queryChunks' in value;
}

/** What the writes return: the tenant tables written here have integer (serial) ids. */
const ID_ROW = z.object({ id: z.number() });

/** Inserts a row of this tenant; its id. */
export async function insertRow(tx: TenantTx, table: string, values: ColumnValues): Promise<number> {
  const [id] = await insertRows(tx, table, [values]);
  return id!;
}

/** Updates row `id` of this tenant; false if there is none. */
export async function updateRow(
  tx: TenantTx,
  table: string,
  id: number,
  values: ColumnValues,
): Promise<boolean> {
  const sets = Object.entries(values).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${bound(value)}`,
  );
  const updated = await tx.execute(
    sql`UPDATE ${sql.identifier(table)} SET ${sql.join(sets, sql`, `)}
        WHERE tenant_id = ${tx.tenantId} AND id = ${id} RETURNING id`,
  );
  return parsedRows(updated, ID_ROW).length > 0;
}

/** Deletes row `id` of this tenant; false if there was none. */
export async function deleteRow(tx: TenantTx, table: string, id: number): Promise<boolean> {
  const deleted = await tx.execute(
    sql`DELETE FROM ${sql.identifier(table)} WHERE tenant_id = ${tx.tenantId} AND id = ${id} RETURNING id`,
  );
  return parsedRows(deleted, ID_ROW).length > 0;
}

const FOUND_ROW = z.object({ found: z.literal(1) });

/** Whether row `id` exists in this tenant. */
export async function rowExists(tx: TenantTx, table: string, id: number): Promise<boolean> {
  const found = await tx.execute(
    sql`SELECT 1 AS found FROM ${sql.identifier(table)} WHERE tenant_id = ${tx.tenantId} AND id = ${id}`,
  );
  return parsedRows(found, FOUND_ROW).length > 0;
}

/** A row's values, each bound as a parameter or, if SQL (a jsonb value, `now()`), as it is. */
const valuesSql = (values: ColumnValues) => sql.join(Object.values(values).map(bound), sql`, `);

/** PostgreSQL binds at most 65,535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

function chunks<T>(rows: readonly T[], perRow: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

function columnsOf(rows: readonly ColumnValues[]): string[] {
  const columns = Object.keys(rows[0] ?? {});
  for (const row of rows)
    if (Object.keys(row).join() !== columns.join()) throw new Error('rows with different columns');
  return columns;
}

/**
 * Inserts rows of this tenant (values bound as parameters, or SQL such as a jsonb value); their
 * ids, in the rows' order. A multi-row VALUES takes each column's type
 * from the table, and PostgreSQL inserts and returns its rows in the order listed.
 */
export async function insertRows(
  tx: TenantTx,
  table: string,
  rows: readonly ColumnValues[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = columnsOf(rows);
  const ids: number[] = [];
  for (const chunk of chunks(rows, columns.length + 1)) {
    const tuples = chunk.map((row) => sql`(${tx.tenantId}, ${valuesSql(row)})`);
    const inserted = parsedRows(
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(table)} (tenant_id, ${sql.join(
          columns.map((column) => sql.identifier(column)),
          sql`, `,
        )}) VALUES ${sql.join(tuples, sql`, `)} RETURNING id`,
      ),
      ID_ROW,
    );
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

const COLUMN_TYPE_ROW = z.object({ name: z.string(), type: z.string() });

/** The SQL type of each column of `table`, as PostgreSQL spells it (`numeric(12,2)`). */
async function columnTypes(tx: TenantTx, table: string): Promise<Map<string, string>> {
  const rows = parsedRows(
    await tx.execute(
      sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
          WHERE attrelid = to_regclass(${table}) AND attnum > 0 AND NOT attisdropped`,
    ),
    COLUMN_TYPE_ROW,
  );
  return new Map(rows.map((row) => [row.name, row.type]));
}

/**
 * Updates rows of this tenant by id; false unless every id was found. The new values come as a
 * VALUES list, each cast to its column's type (a VALUES list outside an INSERT has no target to
 * take types from, and would read the parameters as text).
 */
export async function updateRows(
  tx: TenantTx,
  table: string,
  rows: ReadonlyArray<{ id: number; values: ColumnValues }>,
): Promise<boolean> {
  if (rows.length === 0) return true;
  const columns = columnsOf(rows.map((row) => row.values));
  const types = await columnTypes(tx, table);
  // Types come from the catalogue, never from input.
  const casts = columns.map((column) => sql.raw(`::${types.get(column) ?? 'text'}`));
  const names = columns.map((column) => sql.identifier(column));
  let updated = 0;
  for (const chunk of chunks(rows, columns.length + 1)) {
    const tuples = chunk.map(
      ({ id, values }) =>
        sql`(${id}::int, ${sql.join(
          Object.values(values).map((value, i) => sql`(${value})${casts[i]}`),
          sql`, `,
        )})`,
    );
    const result = await tx.execute(
      sql`UPDATE ${sql.identifier(table)} t SET ${sql.join(
        names.map((name) => sql`${name} = v.${name}`),
        sql`, `,
      )}
        FROM (VALUES ${sql.join(tuples, sql`, `)}) AS v(id, ${sql.join(names, sql`, `)})
        WHERE t.tenant_id = ${tx.tenantId} AND t.id = v.id RETURNING t.id`,
    );
    updated += parsedRows(result, ID_ROW).length;
  }
  return updated === rows.length;
}
