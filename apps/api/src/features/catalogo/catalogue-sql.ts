import { sql, type SQL } from 'drizzle-orm';
import type { PricedKind } from '@ventas/domain/servicios/price-history';

/** The ids a row links to through `table` (own column -> other column), ascending. */
export function linkedIds(table: string, own: string, other: string, alias: SQL): SQL {
  return sql`ARRAY(SELECT l.${sql.identifier(other)} FROM ${sql.identifier(table)} l
    WHERE l.tenant_id = ${alias}.tenant_id AND l.${sql.identifier(own)} = ${alias}.id ORDER BY 1)`;
}

/**
 * The price of item `id` (an SQL expression) in force at `at`: of its active entries that took
 * effect at or before then, the latest, the one recorded last on a tie; null before the first.
 * The domain's `entryOn` is the same rule, and history.test.ts runs its worked examples through
 * this. A scalar subquery, not a function: PostgreSQL cannot inline a function with a LIMIT, and
 * calling one per row cost ~15 µs, three quarters of a 500-tariff list's execution.
 */
export function priceInForce(kind: PricedKind | SQL, id: SQL, at: SQL = sql`now()`): SQL {
  return sql`(SELECT h.price FROM price_history h
    WHERE h.tenant_id = app_current_tenant() AND h.content_type = ${kind} AND h.object_id = ${id}
      AND h.is_active AND h.fecha <= ${at}
    ORDER BY h.fecha DESC, h.id DESC LIMIT 1)`;
}
