import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { InstallmentForm } from '@ventas/domain/servicios/installment-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { insertRows, updateRows } from '../../db/row-writes';
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
  const rows = parsedRows(
    await tx.execute(
      sql`SELECT ${sql.identifier(column)} AS value FROM ${sql.identifier(table)}
          WHERE tenant_id = ${tx.tenantId} AND ${sql.identifier(column)} = ANY(${jsonArray(values)})`,
    ),
    // An integer id, or a text code.
    z.object({ value: z.union([z.number().int(), z.string()]) }),
  );
  return new Set(rows.map((row) => row.value));
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
  const rows = parsedRows(
    await tx.execute(
      sql`SELECT ${list.columns} FROM ${list.from} WHERE ${list.tenantColumn} = ${tx.tenantId} AND ${list.id} = ANY(${jsonArray(ids)})`,
    ),
    // Any declared list's columns, passed on untouched to its `toRow`: only the id is read here.
    z.looseObject({ id: z.number().int() }),
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
