import { sql, type SQL } from 'drizzle-orm';

/** The ids a row links to through `table` (own column -> other column), ascending. */
export function linkedIds(table: string, own: string, other: string, alias: SQL): SQL {
  return sql`ARRAY(SELECT l.${sql.identifier(other)} FROM ${sql.identifier(table)} l
    WHERE l.tenant_id = ${alias}.tenant_id AND l.${sql.identifier(own)} = ${alias}.id ORDER BY 1)`;
}
