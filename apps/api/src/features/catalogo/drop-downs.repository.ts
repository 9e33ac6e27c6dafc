import { sql, type SQL } from 'drizzle-orm';
import {
  catalogueOptionSchema,
  operatorSchema,
  type CatalogueOption,
  type Operator,
} from '@ventas/domain/servicios/catalogue-drop-downs';
import { parsedRows, type TenantTx } from '../../db/database';

/** The drop-downs' filters: one operator's rows, one segment's. */
export type DropDownQuery = { operator?: string | undefined; segment?: string | undefined };

export async function listOperadores(tx: TenantTx): Promise<Operator[]> {
  return parsedRows(
    await tx.execute(
      sql`SELECT codigo, nombre, grupo, terminales_de FROM operadores WHERE tenant_id = ${tx.tenantId} ORDER BY codigo`,
    ),
    operatorSchema,
  );
}

/** Active rows of `table` as options, by name, for one operator and segment if given. */
export async function options(
  tx: TenantTx,
  table: string,
  query: DropDownQuery,
  operator: SQL | null = null,
): Promise<CatalogueOption[]> {
  const conditions = [sql`x.is_active`];
  if (operator) conditions.push(sql`x.operator = ${operator}`);
  else if (query.operator) conditions.push(sql`x.operator = ${query.operator}`);
  if (query.segment) conditions.push(sql`x.segment = ${query.segment}`);
  return parsedRows(
    await tx.execute(
      sql`SELECT x.id, x.name, x.operator FROM ${sql.identifier(table)} x
          WHERE x.tenant_id = ${tx.tenantId} AND ${sql.join(conditions, sql` AND `)} ORDER BY x.name, x.id`,
    ),
    catalogueOptionSchema,
  );
}

/** SPEC §9: an operator may sell with another's terminals (DBL uses B's): `terminales_de`. */
export const terminalOperator = (code: string) =>
  sql`(SELECT COALESCE(o.terminales_de, o.codigo) FROM operadores o
       WHERE o.tenant_id = app_current_tenant() AND o.codigo = ${code})`;
