import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INVALID_PAGE, pageOf, type Page, type PageCount } from '@ventas/domain/http/page';
import { parsedRows, type Tx } from '../db/database';
import { notFound } from '../http/app-error';

/** The page to answer, or 404 'Página inválida.' (SPEC §8) by the one rule in packages/domain. */
export function answerPage<T>(results: T[], count: PageCount, page: number, pageSize: number): Page<T> {
  const answer = pageOf(results, count, page, pageSize);
  if (!answer) throw notFound(INVALID_PAGE);
  return answer;
}

/** `SELECT count(*)` of at most `limit + 1` rows: exact up to `limit`, "more" above. */
export const boundedCountSql = (fromWhere: SQL, limit: number) =>
  sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${fromWhere} LIMIT ${limit + 1}) s`;

// EXPLAIN's one row: its json column, parsed by both drivers (its text is read too, below).
const PLAN_ROW = z.object({ 'QUERY PLAN': z.unknown() });

/** The planner's estimate of the rows `FROM ... WHERE ...` yields (one EXPLAIN, no rows read). */
export async function estimateRows(tx: Tx, fromWhere: SQL): Promise<number> {
  const plan = await tx.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${fromWhere}`);
  const raw = parsedRows(plan, PLAN_ROW)[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan?: { 'Plan Rows'?: number };
  }>;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Counts exact up to `exactLimit` and the planner's estimate above it (docs/decisions/): a
 * count of a million matches costs a scan, an estimate costs nothing, and past ten thousand no
 * one pages to the end.
 */
export async function pageCount(
  tx: Tx,
  fromWhere: SQL,
  counted: number,
  exactLimit: number,
): Promise<PageCount> {
  if (counted <= exactLimit) return { exact: true, count: counted };
  return { exact: false, counted, estimate: await estimateRows(tx, fromWhere) };
}
