import { sql, type SQL } from 'drizzle-orm';
import type { InstallmentForm } from '@ventas/domain/servicios/installment-contract';
import { rowsOf, type TenantTx } from '../../db/database';
import type { ColumnValues } from '../../db/row-writes';
import type { TableList } from '../../lists/table-list';
import type { AnyCatalogueResource } from './catalogue-resource';
import { recordPricesIfChanged } from './history.repository';
import { installmentColumns } from './installments.repository';

/**
 * Set-based versions of the catalogue's writes (catalogue-writes.ts) for the xlsx import: the
 * same declarations (columns, links, price) written for a batch of rows with a few statements
 * instead of a few per row (issue 12: a 10,000-row import spent ~5 ms per row in round trips).
 * The checks stay the routes' own rules (`missingReferences`, `missingInstallmentReference`);
 * only how many rows one statement carries differs.
 */

/** One id or code list as a single bound parameter (a 500-row batch would bind thousands). */
export function jsonArray(values: readonly (number | string)[]): SQL {
  const type = typeof values[0] === 'number' ? sql`int` : sql`text`;
  return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::${type})`;
}

/** Which of `values` exist in `table.column` of this tenant. */
export async function existingValues(
  tx: TenantTx,
  table: string,
  column: 'id' | 'codigo',
  values: readonly (number | string)[],
): Promise<Set<number | string>> {
  if (values.length === 0) return new Set();
  const rows = rowsOf<{ value: number | string }>(
    await tx.execute(
      sql`SELECT ${sql.identifier(column)} AS value FROM ${sql.identifier(table)}
          WHERE tenant_id = ${tx.tenantId} AND ${sql.identifier(column)} = ANY(${jsonArray(values)})`,
    ),
  );
  return new Set(rows.map((row) => row.value));
}

/** A value as `insertRow` binds it: a parameter, or SQL (a jsonb value, `now()`) as it is. */
const valuesSql = (values: ColumnValues) =>
  sql.join(
    Object.values(values).map((value) => sql`${value}`),
    sql`, `,
  );

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
 * Inserts rows of this tenant (values bound as `insertRow` binds them: parameters or SQL such as
 * a jsonb value); their ids, in the rows' order. A multi-row VALUES takes each column's type
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
    const inserted = rowsOf<{ id: number }>(
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(table)} (tenant_id, ${sql.join(
          columns.map((column) => sql.identifier(column)),
          sql`, `,
        )}) VALUES ${sql.join(tuples, sql`, `)} RETURNING id`,
      ),
    );
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** The SQL type of each column of `table`, as PostgreSQL spells it (`numeric(12,2)`). */
async function columnTypes(tx: TenantTx, table: string): Promise<Map<string, string>> {
  const rows = rowsOf<{ name: string; type: string }>(
    await tx.execute(
      sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
          WHERE attrelid = to_regclass(${table}) AND attnum > 0 AND NOT attisdropped`,
    ),
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
    updated += rowsOf(result).length;
  }
  return updated === rows.length;
}

/**
 * Writes the many-to-many links of saved rows: every link's rows are replaced by the form's ids
 * (`replace`: the rows may have links already, as an update's do). One statement per link table
 * for the whole list, whatever its size.
 */
export async function writeLinks<Form>(
  tx: TenantTx,
  resource: AnyCatalogueResource,
  rows: ReadonlyArray<{ id: number; form: Form }>,
  replace: boolean,
): Promise<void> {
  if (rows.length === 0) return;
  for (const link of resource.links ?? []) {
    const own = sql.identifier(link.own);
    const linkTable = sql.identifier(link.table);
    if (replace)
      await tx.execute(
        sql`DELETE FROM ${linkTable} WHERE tenant_id = ${tx.tenantId} AND ${own} = ANY(${jsonArray(rows.map((row) => row.id))})`,
      );
    const pairs = rows.flatMap(({ id, form }) =>
      (link.ids(form) as readonly number[]).map((other) => [id, other]),
    );
    if (pairs.length === 0) continue;
    await tx.execute(
      sql`INSERT INTO ${linkTable} (tenant_id, ${own}, ${sql.identifier(link.other)})
          SELECT ${tx.tenantId}, (p->>0)::int, (p->>1)::int FROM jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) p`,
    );
  }
}

/** `createCatalogueRow` for many checked forms, without the read back; the new ids in order. */
export async function createCatalogueRows<Form>(
  tx: TenantTx,
  resource: AnyCatalogueResource,
  forms: readonly Form[],
): Promise<number[]> {
  const ids = await insertRows(
    tx,
    resource.table,
    forms.map((form) => resource.columns(form)),
  );
  const rows = forms.map((form, i) => ({ id: ids[i]!, form }));
  await writeLinks(tx, resource, rows, false);
  await recordPrices(tx, resource, rows);
  return ids;
}

/** `updateCatalogueRow` for many checked forms, without the read back; false if an id is gone. */
export async function updateCatalogueRows<Form>(
  tx: TenantTx,
  resource: AnyCatalogueResource,
  rows: ReadonlyArray<{ id: number; form: Form }>,
): Promise<boolean> {
  const values = rows.map(({ id, form }) => {
    const columns = resource.columns(form);
    if (resource.stamped) columns['updated_on'] = sql`now()`;
    return { id, values: columns };
  });
  if (!(await updateRows(tx, resource.table, values))) return false;
  await writeLinks(tx, resource, rows, true);
  await recordPrices(tx, resource, rows);
  return true;
}

async function recordPrices<Form>(
  tx: TenantTx,
  resource: AnyCatalogueResource,
  rows: ReadonlyArray<{ id: number; form: Form }>,
) {
  const price = resource.price;
  if (price)
    await recordPricesIfChanged(
      tx,
      price.kind,
      rows.map(({ id, form }) => ({ id, price: price.of(form) })),
    );
}

/** Rows of a declared list by id (this tenant's only), as `readTableRow` reads one. */
export async function readTableRowsById<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any declared list
  list: TableList<any, any, Row>,
  tx: TenantTx,
  ids: readonly number[],
): Promise<Map<number, Row>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<Record<string, unknown> & { id: number }>(
    await tx.execute(
      sql`SELECT ${list.columns} FROM ${list.from} WHERE ${list.tenantColumn} = ${tx.tenantId} AND ${list.id} = ANY(${jsonArray(ids)})`,
    ),
  );
  return new Map(rows.map((row) => [row.id, list.toRow ? list.toRow(row) : (row as Row)]));
}

/** `createInstallment` for many checked forms, without the read back; the new ids in order. */
export const createInstallments = (tx: TenantTx, forms: readonly InstallmentForm[]) =>
  insertRows(tx, 'installments', forms.map(installmentColumns));

/** `updateInstallment` for many checked forms; false if an id is gone. */
export const updateInstallments = (
  tx: TenantTx,
  rows: ReadonlyArray<{ id: number; form: InstallmentForm }>,
) =>
  updateRows(
    tx,
    'installments',
    rows.map(({ id, form }) => ({ id, values: { ...installmentColumns(form), updated_on: sql`now()` } })),
  );
