import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ClienteRecord } from '@ventas/domain/clientes/cliente-record';
import { FILTROS_DE_FIGURA } from '@ventas/domain/gerencia/gerencia-figuras';
import { toComercialRef } from '@ventas/domain/people/comercial-ref';
import { parsedRows, type TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { clientes } from '../../db/schema/clientes';
import { boundedCountSql, estimateRows } from '../../lists/list-page';
import { orderBySql } from '../../lists/list-order';
import type { ClientesFilters, OrderableField } from './clientes-filters';
import type { ClienteScope } from './clientes-scope';
import { clientesWhere, filterConditions, searchMatches } from './clientes-where';
import { planTextFilters, withoutTextFilters, type TextPlan } from './clientes-text-filters';
import { intArray, isSet } from '../../lists/filter-sql';

export { clientesFiltersSchema, type ClientesFilters } from './clientes-filters';
export { scopeOf, type ClienteScope } from './clientes-scope';

/** `c` is the alias every raw filter in clientes-where.ts refers to. */
const c = alias(clientes, 'c');
const exportAccount = alias(accounts, 'ea');

const ORDER_COLUMNS: Record<OrderableField, SQL> = {
  id: sql`c.id`,
  nombre: sql`c.nombre`,
  updated_on: sql`c.updated_on`,
  created_on: sql`c.created_on`,
  fecha_contacto: sql`c.fecha_contacto`,
  estado: sql`c.estado`,
  cp: sql`c.cp`,
  localidad: sql`c.localidad`,
  // Kept by triggers (migration 0012), with an index for each direction.
  proxima_llamada: sql`c.proxima_llamada`,
};

export async function countClientes(
  tx: TenantTx,
  filters: ClientesFilters,
  scope: ClienteScope,
): Promise<number> {
  // Every match is read: the index way whenever a free-text filter has one.
  const text = await planTextFilters(tx, filters, Number.MAX_SAFE_INTEGER, false);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(c)
    .where(clientesWhere(tx.tenantId, filters, scope, text));
  return row?.n ?? 0;
}

/**
 * One row of the records statement (app_clientes_records, migration 0033): a customer with its
 * names, phones and last attention; dates and instants come as text. `ord` is a bigint: text
 * from node-postgres, a number from PGlite.
 */
const CLIENTE_RECORD_ROW = z.object({
  ord: z.union([z.string(), z.number()]),
  id: z.number(),
  nombre: z.string(),
  documento: z.string().nullable(),
  tipo_documento: z.string().nullable(),
  telefonos: z.array(z.string()),
  email: z.string().nullable(),
  origen_bbdd_id: z.number().nullable(),
  origen_nombre: z.string().nullable(),
  segmento: z.string().nullable(),
  isp_actual: z.string().nullable(),
  razon_no_interesado: z.string().nullable(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  localidad: z.string().nullable(),
  fecha_contacto: z.string().nullable(),
  comercial_id: z.number().nullable(),
  comercial_nombre: z.string().nullable(),
  comercial_apellidos: z.string().nullable(),
  comercial_username: z.string().nullable(),
  notas: z.string().nullable(),
  estado: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
  la_id: z.number().nullable(),
  la_tipo: z.string().nullable(),
  la_estado: z.string().nullable(),
  la_updated_on: z.string().nullable(),
  la_fecha_agendado: z.string().nullable(),
  proxima_llamada: z.string().nullable(),
  telefonos_no_llamar: z.array(z.string()),
});
type ClienteRecordRow = z.output<typeof CLIENTE_RECORD_ROW>;

/**
 * A row of the page statement: the count beside each record, or beside one row of nulls when the
 * page has no records (the LEFT JOIN); the count is null when the page was found by a walk.
 */
const PAGE_COUNTED = z.number().nullable();
const PAGE_ROW = z.union([
  CLIENTE_RECORD_ROW.extend({ counted: PAGE_COUNTED }),
  z.looseObject({ counted: PAGE_COUNTED, id: z.null() }),
]);

/**
 * Full records of the ids `idArray` yields (an int[] expression), each with its position `ord`:
 * one function (migrations 0013, 0033) whose plan is kept per connection, since it never depends
 * on the values, while the statement around it is planned for its filters. Each record's
 * opted-out phones are one probe per shown row inside it (the phones' (tenant, cliente) index,
 * then the do-not-call list's unique (tenant, telefono) index), never a join over the tenant's rows.
 */
function clienteRecordsSql(tenantId: number, idArray: SQL): SQL {
  return sql`SELECT r.* FROM app_clientes_records(${tenantId}::integer, ${idArray}) r`;
}

export type { ClienteRecord };

function toClienteRecord(row: ClienteRecordRow): ClienteRecord {
  return {
    id: row.id,
    nombre: row.nombre,
    documento: row.documento,
    tipo_documento: row.tipo_documento,
    telefonos_contacto: row.telefonos,
    email: row.email,
    origen_bbdd:
      row.origen_bbdd_id !== null && row.origen_nombre !== null
        ? { id: row.origen_bbdd_id, nombre: row.origen_nombre }
        : null,
    segmento: row.segmento,
    isp_actual: row.isp_actual,
    razon_no_interesado: row.razon_no_interesado,
    direccion: { direccion: row.direccion, cp: row.cp, localidad: row.localidad },
    fecha_contacto: row.fecha_contacto,
    comercial: toComercialRef({
      comercialId: row.comercial_id,
      comercialNombre: row.comercial_nombre,
      comercialApellidos: row.comercial_apellidos,
      comercialUsername: row.comercial_username,
    }),
    notas: row.notas,
    estado: row.estado,
    created_on: row.created_on,
    updated_on: row.updated_on,
    last_atencion:
      row.la_id !== null
        ? {
            id: row.la_id,
            tipo: row.la_tipo ?? '',
            estado: row.la_estado ?? '',
            updated_on: row.la_updated_on ?? '',
            fecha_agendado: row.la_fecha_agendado,
          }
        : null,
    proxima_llamada: row.proxima_llamada,
    telefonos_no_llamar: row.telefonos_no_llamar,
  };
}

/** Full records for the given ids, in the order of `ids`. */
export async function loadClientes(tx: TenantTx, ids: readonly number[]): Promise<ClienteRecord[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`${clienteRecordsSql(tx.tenantId, intArray(ids))} ORDER BY ord`);
  return parsedRows(result, CLIENTE_RECORD_ROW).map(toClienteRecord);
}

export interface ClientesPageRows {
  /** Matches counted: all of them when `exact`, else the first `exactLimit + 1`, or only those
   * up to this page when free-text filters were answered by a walk (nothing else counted). */
  counted: number;
  exact: boolean;
  records: ClienteRecord[];
  /** How the free-text filters were answered; `estimateClientes` uses its share. */
  text: TextPlan;
}

/**
 * One page of the list and its bounded count in one statement: the page's ids in the requested
 * order (the id as unique tiebreaker), their full records, and how many rows match, counting
 * no further than `exactLimit + 1` (the caller estimates above it: docs/decisions/). With no
 * filter at all the count is the kept per-commercial count; a search with no other filter in the
 * default order is answered from the search terms alone.
 */
export async function listClientesPage(
  tx: TenantTx,
  filters: ClientesFilters,
  scope: ClienteScope,
  exactLimit: number,
): Promise<ClientesPageRows> {
  const tenantId = tx.tenantId;
  const offset = (filters.page - 1) * filters.itemsPerPage;
  const filtered = filterConditions(filters).length > 0;
  const searched = filters.search !== undefined;
  const defaultOrder = filters.ordering.field === 'updated_on' && filters.ordering.descending;
  const plainSearch = searched && !filtered && defaultOrder;
  // The per-commercial counts (migration 0009) are exact however large; so is a figure's list
  // (decision 132): its count is the figure a manager clicked.
  const keptCount = !filtered && !searched;
  const figureCount = FILTROS_DE_FIGURA.some((key) => isSet(filters[key]));
  const text = await planTextFilters(tx, filters, offset + filters.itemsPerPage, defaultOrder);
  // Walking for many text matches finds the page, not the end: counting would read them all.
  const walked = text.share < 1 && text.rows === null;
  let statement: SQL;
  if (plainSearch) {
    statement = sql`WITH
      matches AS MATERIALIZED (${searchMatches(tenantId, filters.search ?? '', scope)}),
      counted AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM matches LIMIT ${exactLimit + 1}) s),
      records AS (${clienteRecordsSql(
        tenantId,
        sql`ARRAY(SELECT m.cliente_id FROM matches m ORDER BY m.updated_on DESC, m.cliente_id DESC
          LIMIT ${filters.itemsPerPage} OFFSET ${offset})`,
      )})`;
  } else {
    const where = clientesWhere(tenantId, filters, scope);
    const order = orderBySql(ORDER_COLUMNS, sql`c.id`, filters.ordering);
    const pageOf = (from: SQL) =>
      sql`ARRAY(SELECT c.id FROM ${from} ORDER BY ${order} LIMIT ${filters.itemsPerPage} OFFSET ${offset})`;
    if (text.rows) {
      // A free-text filter's matching rows from its index, read once for the count and the page.
      statement = sql`WITH matched AS MATERIALIZED (SELECT c.* FROM ${text.rows} c WHERE ${where}),
        counted AS (${boundedCountSql(sql`matched c`, exactLimit)}),
        records AS (${clienteRecordsSql(tenantId, pageOf(sql`matched c`))})`;
    } else {
      const pageIds =
        !scope.seesAll && defaultOrder
          ? ownThenUnassignedPage(where, scope.accountId, filters.itemsPerPage, offset)
          : pageOf(sql`clientes c WHERE ${where}`);
      const counted = walked
        ? sql`SELECT NULL::int AS n`
        : keptCount
          ? sql`SELECT coalesce(sum(k.n), 0)::int AS n FROM clientes_por_comercial k
            WHERE k.tenant_id = ${tenantId}${scope.seesAll ? sql`` : sql` AND k.comercial_id IN (${scope.accountId}, 0)`}`
          : figureCount
            ? sql`SELECT count(*)::int AS n FROM clientes c WHERE ${where}`
            : boundedCountSql(sql`clientes c WHERE ${where}`, exactLimit);
      statement = sql`WITH counted AS (${counted}), records AS (${clienteRecordsSql(tenantId, pageIds)})`;
    }
  }
  const result = await tx.execute(
    sql`${statement} SELECT counted.n AS counted, records.* FROM counted LEFT JOIN records ON true ORDER BY records.ord`,
  );
  const rows = parsedRows(result, PAGE_ROW);
  const records = rows.flatMap((row) => (row.id === null ? [] : [toClienteRecord(row)]));
  if (walked) {
    // A short page is the last one, so its end is known; a full one says only "at least".
    const seen = offset + records.length;
    const last = records.length < filters.itemsPerPage && (records.length > 0 || filters.page === 1);
    return { counted: seen, exact: last, records, text };
  }
  const counted = rows[0]?.counted ?? 0;
  return { counted, exact: keptCount || (figureCount && !text.rows) || counted <= exactLimit, records, text };
}

/**
 * A Comercial's page in the default order: their own customers (a range of the per-commercial
 * index) and the unassigned ones (their partial index, migration 0010), each already in
 * updated_on order, which the planner merges (Merge Append) reading no further than the page.
 * Written as one OR, it walked the whole tenant's order index: 26 ms of database time at page
 * 2000 (docs/performance.md).
 */
function ownThenUnassignedPage(where: SQL, accountId: number, limit: number, offset: number): SQL {
  const order = sql`ORDER BY c.updated_on DESC NULLS LAST, c.id DESC NULLS LAST`;
  const branch = (scope: SQL) =>
    sql`(SELECT c.id, c.updated_on FROM clientes c WHERE ${where} AND ${scope} ${order} LIMIT ${offset + limit})`;
  return sql`ARRAY(SELECT c.id FROM (${branch(sql`c.comercial_id = ${accountId}`)}
      UNION ALL ${branch(sql`c.comercial_id IS NULL`)}) c
    ${order} LIMIT ${limit} OFFSET ${offset})`;
}

/**
 * The planner's estimate of the matches, for counts it did not finish (one EXPLAIN). Row-level
 * security hides the statistics of free-text matches from the planner, so their share comes
 * from `text` (estimated by the owner, migration 0011) and multiplies the rest's estimate.
 */
export async function estimateClientes(
  tx: TenantTx,
  filters: ClientesFilters,
  scope: ClienteScope,
  text: TextPlan,
): Promise<number> {
  const rest = await estimateRows(
    tx,
    sql`clientes c WHERE ${clientesWhere(tx.tenantId, withoutTextFilters(filters), scope)}`,
  );
  return Math.round(rest * text.share);
}

export interface ClienteExportRow {
  id: number;
  nombre: string;
  documento: string | null;
  tipo_documento: string | null;
  telefonos: string;
  email: string | null;
  direccion: string | null;
  cp: string | null;
  localidad: string | null;
  origen: string | null;
  segmento: string | null;
  isp_actual: string | null;
  estado: string;
  comercial: string | null;
  fecha_contacto: string | null;
  razon_no_interesado: string | null;
  notas: string | null;
  /** The customer's next pending callback (ISO), as the list's "Próxima llamada" column. */
  proxima_llamada: string | null;
  updated_on: string;
}

export interface ExportCursor {
  updatedOn: string;
  id: number;
}

/**
 * One batch of the export in the list's default order (updated_on desc, id desc), after the
 * cursor: keyset pagination, so each batch is a short query however deep the export goes.
 */
export async function fetchClientesExportBatch(
  tx: TenantTx,
  filters: ClientesFilters,
  scope: ClienteScope,
  after: ExportCursor | null,
  limit: number,
): Promise<ClienteExportRow[]> {
  // A batch reads `limit` rows into the order after the cursor, as a page would.
  const text = await planTextFilters(tx, filters, limit, true);
  const conditions = [clientesWhere(tx.tenantId, filters, scope, text)];
  if (after) conditions.push(sql`(c.updated_on, c.id) < (${after.updatedOn}::timestamptz, ${after.id})`);
  const rows = await tx
    .select({
      id: c.id,
      nombre: c.nombre,
      documento: c.documento,
      tipo_documento: c.tipoDocumento,
      telefonos: sql<string>`coalesce((SELECT string_agg(t.telefono, ', ' ORDER BY t.orden, t.id) FROM telefonos_cliente t WHERE t.tenant_id = c.tenant_id AND t.cliente_id = c.id), '')`,
      email: c.email,
      direccion: c.direccion,
      cp: c.cp,
      localidad: c.localidad,
      origen: sql<
        string | null
      >`(SELECT o.nombre FROM origenes_bbdd o WHERE o.tenant_id = c.tenant_id AND o.id = c.origen_bbdd_id)`,
      segmento: c.segmento,
      isp_actual: c.ispActual,
      estado: c.estado,
      comercialId: c.comercialId,
      comercialNombre: exportAccount.nombre,
      comercialApellidos: exportAccount.apellidos,
      comercialUsername: exportAccount.username,
      fecha_contacto: c.fechaContacto,
      razon_no_interesado: c.razonNoInteresado,
      notas: c.notas,
      proximaLlamada: c.proximaLlamada,
      updatedOn: c.updatedOn,
    })
    .from(c)
    .leftJoin(exportAccount, and(eq(exportAccount.tenantId, c.tenantId), eq(exportAccount.id, c.comercialId)))
    .where(and(...conditions))
    .orderBy(sql`c.updated_on DESC NULLS LAST`, sql`c.id DESC NULLS LAST`)
    .limit(limit);
  return rows.map(
    ({
      updatedOn,
      proximaLlamada,
      comercialId,
      comercialNombre,
      comercialApellidos,
      comercialUsername,
      ...row
    }) => ({
      ...row,
      proxima_llamada: proximaLlamada?.toISOString() ?? null,
      // The same name the list shows (packages/domain/src/people/display-name.ts).
      comercial:
        toComercialRef({ comercialId, comercialNombre, comercialApellidos, comercialUsername })
          ?.nombre_completo ?? null,
      updated_on: updatedOn.toISOString(),
    }),
  );
}
