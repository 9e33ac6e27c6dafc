import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { formatAmount } from '@ventas/domain/money/decimal-amount';
import {
  PRICE_DECIMALS,
  PRICED_TABLES,
  pricedKindSchema,
  priceHistoryEntrySchema,
  upfrontEntrySchema,
  type PricedKind,
  type PriceHistoryEntry,
  type PriceHistoryForm,
  type UpfrontEntry,
  type UpfrontForm,
} from '@ventas/domain/servicios/price-history';
import { parsedRows, type TenantTx } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';
import { deleteRow, insertRow, rowExists, updateRow, type ColumnValues } from '../../db/row-writes';
import { isoInstant } from '../../lists/sql-format';
import { priceInForce } from './catalogue-sql';

/** `selectEntries`' columns: the amount as exact text, the instants as ISO text (isoInstant). */
const ENTRY_ROW = z.object({
  id: z.number().int(),
  amount: z.string(),
  object_id: z.number().int(),
  content_type: pricedKindSchema,
  is_active: z.boolean(),
  fecha: z.string(),
  created_on: z.string(),
});

/** The upfronts' extra columns (UPFRONT_HISTORY.extra). */
const UPFRONT_ENTRY_ROW = ENTRY_ROW.extend({
  familia_objetivo: z.number().int().nullable(),
  tipo: z.string().nullable(),
});

/**
 * Price and upfront history (SPEC §3): the two tables share their shape (an amount per item and
 * effective date), so one declaration each and one set of statements serve pricehistory/ and
 * upfronts/.
 */
export interface HistoryTable<Form extends HistoryFormBase, Entry> {
  table: 'price_history' | 'upfront_history';
  /** The amount's name in JSON and in SQL. */
  amount: 'price' | 'upfront';
  /** Decimals the API answers the amount with. */
  decimals: (kind: PricedKind) => number;
  /** Columns besides the amount, item and date: JSON name -> SQL column. */
  extra: Record<string, string>;
  /** `selectEntries`' row, with the extra columns. */
  row: typeof ENTRY_ROW;
  /** The entry as the API answers it (the domain's): each row read is checked against it. */
  entry: z.ZodType<Entry>;
  values: (form: Form) => Record<string, unknown>;
  /** Ids in the form that must exist: field -> table. */
  references: (form: Form) => Array<{ field: string; table: string; id: number | null }>;
}

export const PRICE_HISTORY: HistoryTable<PriceHistoryForm, PriceHistoryEntry> = {
  table: 'price_history',
  amount: 'price',
  decimals: (kind) => PRICE_DECIMALS[kind],
  extra: {},
  row: ENTRY_ROW,
  entry: priceHistoryEntrySchema,
  values: (form) => ({ price: form.price }),
  references: () => [],
};

export const UPFRONT_HISTORY: HistoryTable<UpfrontForm, UpfrontEntry> = {
  table: 'upfront_history',
  amount: 'upfront',
  decimals: () => 2,
  extra: { familia_objetivo: 'familia_objetivo_id', tipo: 'tipo' },
  row: UPFRONT_ENTRY_ROW,
  entry: upfrontEntrySchema,
  values: (form) => ({ upfront: form.upfront, familia_objetivo_id: form.familia_objetivo, tipo: form.tipo }),
  references: (form) => [{ field: 'familia_objetivo', table: 'tipos_objetivo', id: form.familia_objetivo }],
};

/** What every history's form holds: the item the entry prices. */
export type HistoryFormBase = {
  content_type: PricedKind;
  object_id: number;
  is_active: boolean;
  fecha?: string | undefined;
};
/** GET's filters: one kind of item, one item. */
export type HistoryFilters = { content_type?: PricedKind | undefined; object_id?: number | undefined };

function selectEntries<F extends HistoryFormBase, E>(history: HistoryTable<F, E>, where: SQL): SQL {
  const extra = Object.entries(history.extra).map(
    ([name, column]) => sql`, h.${sql.identifier(column)} AS ${sql.identifier(name)}`,
  );
  return sql`SELECT h.id, h.${sql.identifier(history.amount)}::text AS amount, h.object_id, h.content_type,
      h.is_active, ${isoInstant(sql`h.fecha`)} AS fecha, ${isoInstant(sql`h.created_on`)} AS created_on ${sql.join(extra)}
    FROM ${sql.identifier(history.table)} h WHERE h.tenant_id = app_current_tenant() AND ${where}
    ORDER BY h.content_type, h.object_id, h.fecha DESC, h.id DESC`;
}

/** A row read as the API's entry: the amount under its own name, at its kind's decimals. */
function toEntry<F extends HistoryFormBase, E>(
  history: HistoryTable<F, E>,
  row: z.infer<typeof ENTRY_ROW>,
): E {
  const { amount, ...rest } = row;
  return history.entry.parse({
    ...rest,
    [history.amount]: formatAmount(amount, history.decimals(row.content_type)),
  });
}

export async function listHistory<F extends HistoryFormBase, E>(
  tx: TenantTx,
  history: HistoryTable<F, E>,
  query: HistoryFilters,
): Promise<E[]> {
  const conditions = [sql`true`];
  if (query.content_type) conditions.push(sql`h.content_type = ${query.content_type}`);
  if (query.object_id) conditions.push(sql`h.object_id = ${query.object_id}`);
  const rows = parsedRows(
    await tx.execute(selectEntries(history, sql.join(conditions, sql` AND `))),
    history.row,
  );
  return rows.map((row) => toEntry(history, row));
}

async function readEntry<F extends HistoryFormBase, E>(
  tx: TenantTx,
  history: HistoryTable<F, E>,
  id: number,
) {
  const rows = parsedRows(await tx.execute(selectEntries(history, sql`h.id = ${id}`)), history.row);
  if (!rows[0]) throw notFound();
  return toEntry(history, rows[0]);
}

/** 400 unless the entry's item (and objective family) exist in this tenant. */
async function checkItem<F extends HistoryFormBase, E>(tx: TenantTx, history: HistoryTable<F, E>, form: F) {
  const references = [
    { field: 'object_id', table: PRICED_TABLES[form.content_type], id: form.object_id },
    ...history.references(form),
  ];
  for (const { field, table, id } of references) {
    if (id !== null && !(await rowExists(tx, table, id))) throw invalid({ [field]: [`No existe: ${id}`] });
  }
}

function columnsOf<F extends HistoryFormBase, E>(history: HistoryTable<F, E>, form: F): ColumnValues {
  return {
    ...history.values(form),
    content_type: form.content_type,
    object_id: form.object_id,
    is_active: form.is_active,
    fecha: form.fecha ? sql`${form.fecha}::timestamptz` : sql`now()`,
  };
}

export async function createEntry<F extends HistoryFormBase, E>(
  tx: TenantTx,
  history: HistoryTable<F, E>,
  form: F,
) {
  await checkItem(tx, history, form);
  return readEntry(tx, history, await insertRow(tx, history.table, columnsOf(history, form)));
}

export async function updateEntry<F extends HistoryFormBase, E>(
  tx: TenantTx,
  history: HistoryTable<F, E>,
  id: number,
  form: F,
) {
  await checkItem(tx, history, form);
  if (!(await updateRow(tx, history.table, id, columnsOf(history, form)))) throw notFound();
  return readEntry(tx, history, id);
}

export async function deleteEntry<F extends HistoryFormBase, E>(
  tx: TenantTx,
  history: HistoryTable<F, E>,
  id: number,
) {
  if (!(await deleteRow(tx, history.table, id))) throw notFound();
}

/** The price of each item at `at` (now if absent), in one statement (the configurator's quote). */
export async function pricesOnDate(
  tx: TenantTx,
  items: ReadonlyArray<{ content_type: PricedKind; object_id: number }>,
  at: string | undefined,
) {
  const instant = at ? sql`${at}::timestamptz` : sql`now()`;
  // One JSON parameter for the whole list (2,000 bound parameters cost more to build and bind
  // than the 1,000 index probes), and each kind's decimals applied in the statement.
  const places = sql.join(
    Object.entries(PRICE_DECIMALS).map(
      ([kind, decimals]) => sql`WHEN ${kind} THEN ${sql.raw(String(decimals))}`,
    ),
    sql` `,
  );
  return parsedRows(
    await tx.execute(
      sql`SELECT k.content_type, k.object_id,
            round(${priceInForce(sql`k.content_type`, sql`k.object_id`, instant)}, CASE k.content_type ${places} END)::text AS price
          FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS (content_type text, object_id int))
            WITH ORDINALITY AS k(content_type, object_id, n)
          ORDER BY k.n`,
    ),
    z.object({ content_type: pricedKindSchema, object_id: z.number().int(), price: z.string().nullable() }),
  );
}
/**
 * Records `price` as the item's price from now on, unless it already is the price in force:
 * saving a form without touching the price adds no entry.
 */
export async function recordPriceIfChanged(tx: TenantTx, kind: PricedKind, id: number, price: string) {
  await recordPricesIfChanged(tx, kind, [{ id, price }]);
}

/** The same rule for many items of one kind in one statement (the catalogue import's batches). */
export async function recordPricesIfChanged(
  tx: TenantTx,
  kind: PricedKind,
  items: ReadonlyArray<{ id: number; price: string }>,
) {
  if (items.length === 0) return;
  await tx.execute(
    sql`INSERT INTO price_history (tenant_id, content_type, object_id, price)
        SELECT ${tx.tenantId}, ${kind}, p.id, p.price
        FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS p(id int, price numeric)
        WHERE ${priceInForce(kind, sql`p.id`)} IS DISTINCT FROM p.price`,
  );
}
