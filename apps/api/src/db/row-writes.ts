import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TenantTx } from './database';

/**
 * Writes of one row of a tenant table by column name, for the tables declared as data (the
 * catalogue, its history and installments). Values are bound parameters or SQL (`now()`, jsonb).
 */
export type ColumnValues = Record<string, unknown>;

const bound = (value: unknown): SQL => (isSql(value) ? value : sql`${value}`);
function isSql(value: unknown): value is SQL {
  return typeof value === 'object' && value !== null && 'queryChunks' in value;
}

/** Inserts a row of this tenant; its id. */
export async function insertRow(tx: TenantTx, table: string, values: ColumnValues): Promise<number> {
  const columns = Object.keys(values).map((column) => sql.identifier(column));
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(table)} (tenant_id, ${sql.join(columns, sql`, `)})
          VALUES (${tx.tenantId}, ${sql.join(Object.values(values).map(bound), sql`, `)}) RETURNING id`,
    ),
  );
  return row!.id;
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
  return rowsOf(updated).length > 0;
}

/** Deletes row `id` of this tenant; false if there was none. */
export async function deleteRow(tx: TenantTx, table: string, id: number): Promise<boolean> {
  const deleted = await tx.execute(
    sql`DELETE FROM ${sql.identifier(table)} WHERE tenant_id = ${tx.tenantId} AND id = ${id} RETURNING id`,
  );
  return rowsOf(deleted).length > 0;
}

/** Whether row `id` exists in this tenant. */
export async function rowExists(tx: TenantTx, table: string, id: number): Promise<boolean> {
  const found = await tx.execute(
    sql`SELECT 1 FROM ${sql.identifier(table)} WHERE tenant_id = ${tx.tenantId} AND id = ${id}`,
  );
  return rowsOf(found).length > 0;
}
