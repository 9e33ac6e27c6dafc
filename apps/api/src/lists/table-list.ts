import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import { EXACT_COUNT_LIMIT, type Page } from '@ventas/domain/http/page';
import { parsedRows, type TenantTx } from '../db/database';
import { filterConditions, type FilterSql } from './filter-sql';
import { answerPage, boundedCountSql, pageCount } from './list-page';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { orderBySql } from './list-order';

/**
 * A list's row as the database answers it: the list's own columns (`TableList.columns`), which
 * its `toRow` reads and types; this module only checks that each row is a record.
 */
const LIST_ROW = z.record(z.string(), z.unknown());
/** A page's row: the list's columns with the bounded count and the row's place on the page. */
const PAGE_ROW = z.looseObject({
  counted__: z.number().int(),
  // row_number() is a bigint: the text of a number from node-postgres, a number from PGlite.
  ord: z.union([z.string(), z.number()]).nullable(),
});
const JSON_ROW = z.object({ json: z.string() });
/**
 * A list over one table, declared: where its rows come from, how each filter and the search
 * match, how it orders and what a row holds. `readTablePage` does the rest in one statement
 * (page rows + bounded count). The customer list has its own statement (clientes-query.ts) for
 * its indexes, but uses the same pieces.
 */
export interface TableList<D extends FilterDeclarations, F extends string, Row> {
  /** `table alias`, e.g. sql`gestiones g`. */
  from: SQL;
  /** The alias's tenant column, e.g. sql`g.tenant_id`. */
  tenantColumn: SQL;
  /** The unique tiebreaker of the order, e.g. sql`g.id`. */
  id: SQL;
  /** The select list of a row (raw SQL names: both drivers answer the same JS types for them). */
  columns: SQL;
  filters: D;
  filterSql: FilterSql<D>;
  /** How the top-bar search matches, or nothing if the list has no search. */
  search?: (text: string) => SQL;
  orderColumns: Record<F, SQL>;
  toRow?: (raw: Record<string, unknown>) => Row;
}

/** The list's conditions: its tenant, the search and every set filter (a grouped read uses them too). */
export function whereOf<D extends FilterDeclarations, F extends string, Row>(
  list: TableList<D, F, Row>,
  tenantId: number,
  query: ListQuery<D, F>,
): SQL {
  const conditions = [sql`${list.tenantColumn} = ${tenantId}`];
  if (query.search && list.search) conditions.push(list.search(query.search));
  conditions.push(...filterConditions(list.filters, list.filterSql, query));
  return sql.join(conditions, sql` AND `);
}

/** Every matching row in order, without paging (drop-downs of small lists). */
export async function readTableRows<D extends FilterDeclarations, F extends string, Row>(
  tx: TenantTx,
  list: TableList<D, F, Row>,
  query: ListQuery<D, F>,
): Promise<Row[]> {
  const result = await tx.execute(
    sql`SELECT ${list.columns} FROM ${list.from} WHERE ${whereOf(list, tx.tenantId, query)}
        ORDER BY ${orderBySql(list.orderColumns, list.id, query.ordering)}`,
  );
  const rows = parsedRows(result, LIST_ROW);
  return list.toRow ? rows.map(list.toRow) : (rows as Row[]);
}

/**
 * The same rows as `readTableRows`, as the JSON array text the response is. PostgreSQL writes the
 * JSON, and the API sends it as it comes: a whole list (the configurator's 450 tariffs, 300 KiB)
 * cost the API ~13 ms of CPU to parse row by row, check with zod and stringify again. Only for
 * lists whose columns are already the response's shape (no `toRow`); a test holds each such list
 * to its response schema.
 */
export async function readTableRowsJson<D extends FilterDeclarations, F extends string, Row>(
  tx: TenantTx,
  list: TableList<D, F, Row>,
  query: ListQuery<D, F>,
): Promise<string> {
  const result = await tx.execute(
    sql`SELECT coalesce(json_agg(r), '[]')::text AS json FROM (
          SELECT ${list.columns} FROM ${list.from} WHERE ${whereOf(list, tx.tenantId, query)}
          ORDER BY ${orderBySql(list.orderColumns, list.id, query.ordering)}) r`,
  );
  return parsedRows(result, JSON_ROW)[0]?.json ?? '[]';
}

/** One page and its count (exact up to `exactLimit`), or 404 'Página inválida.'. */
export async function readTablePage<D extends FilterDeclarations, F extends string, Row>(
  tx: TenantTx,
  list: TableList<D, F, Row>,
  query: ListQuery<D, F>,
  exactLimit = EXACT_COUNT_LIMIT,
): Promise<Page<Row>> {
  const fromWhere = sql`${list.from} WHERE ${whereOf(list, tx.tenantId, query)}`;
  const offset = (query.page - 1) * query.itemsPerPage;
  const result = await tx.execute(
    sql`WITH counted AS (${boundedCountSql(fromWhere, exactLimit)}),
      page AS (SELECT row_number() OVER () AS ord, p.* FROM (SELECT ${list.columns} FROM ${fromWhere}
        ORDER BY ${orderBySql(list.orderColumns, list.id, query.ordering)}
        LIMIT ${query.itemsPerPage} OFFSET ${offset}) p)
      SELECT counted.n AS counted__, page.* FROM counted LEFT JOIN page ON true ORDER BY page.ord`,
  );
  const rows = parsedRows(result, PAGE_ROW);
  const counted = Number(rows[0]?.counted__ ?? 0);
  const records = rows
    .filter((row) => row.ord !== null)
    .map(({ counted__: _counted, ord: _ord, ...row }) => (list.toRow ? list.toRow(row) : (row as Row)));
  const count = await pageCount(tx, fromWhere, counted, exactLimit);
  return answerPage(records, count, query.page, query.itemsPerPage);
}

/** One row by its id (in this tenant), as the list reads it; null if there is none. */
export async function readTableRow<D extends FilterDeclarations, F extends string, Row>(
  tx: TenantTx,
  list: TableList<D, F, Row>,
  id: number,
): Promise<Row | null> {
  const result = await tx.execute(
    sql`SELECT ${list.columns} FROM ${list.from} WHERE ${list.tenantColumn} = ${tx.tenantId} AND ${list.id} = ${id}`,
  );
  const row = parsedRows(result, LIST_ROW)[0];
  if (!row) return null;
  return list.toRow ? list.toRow(row) : (row as Row);
}
