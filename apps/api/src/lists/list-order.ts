import { sql, type SQL } from 'drizzle-orm';
import type { Ordering } from '@ventas/domain/http/page';

/**
 * ORDER BY for a list: the chosen column, then the row id as the unique tiebreaker, both in the
 * chosen direction. NULLS LAST is spelled out to match the indexes (DESC NULLS LAST): a bare DESC
 * sorts NULLS FIRST and the planner would sort every row instead of reading the index in order.
 */
export function orderBySql<F extends string>(columns: Record<F, SQL>, id: SQL, ordering: Ordering<F>): SQL {
  const direction = ordering.descending ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  return sql`${columns[ordering.field]} ${direction}, ${id} ${direction}`;
}
