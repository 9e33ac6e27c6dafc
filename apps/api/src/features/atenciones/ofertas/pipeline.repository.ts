import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  estadoOfertaSchema,
  PIPELINE_LISTA_FILTERS,
  type PipelineOrderable,
  type TarjetaPipeline,
} from '@ventas/domain/ofertas/pipeline-contract';
import {
  PROBABILIDADES_POR_DEFECTO,
  type CifrasColumna,
  type ProbabilidadesPipeline,
} from '@ventas/domain/ofertas/pipeline';
import { toComercialRef } from '@ventas/domain/people/comercial-ref';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import type { EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { parsedRows, type TenantTx } from '../../../db/database';
import { tenants } from '../../../db/schema/tenancy';
import { inList, madridDayRange, type FilterSql } from '../../../lists/filter-sql';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { orderBySql } from '../../../lists/list-order';
import { isoInstant } from '../../../lists/sql-format';
import { whereOf, type TableList } from '../../../lists/table-list';
import { clientesJoin } from '../atenciones-list.repository';

/** The board's filters and any statuses: a column's page names one, the list any or none. */
export type PipelineQuery = ListQuery<typeof PIPELINE_LISTA_FILTERS, PipelineOrderable>;

/** Conditions on `o` (the offer) and `a` (its attention, whose commercial the offer is). */
const PIPELINE_SQL: FilterSql<typeof PIPELINE_LISTA_FILTERS> = {
  comercial: (ids) => inList(sql`a.comercial_id`, ids),
  operador: (values) => inList(sql`o.operador`, values),
  segmento: (values) => inList(sql`o.segmento`, values),
  created_on: (range) => madridDayRange(sql`o.created_on`, range),
  estado: (ids) => inList(sql`o.estado`, ids),
};

interface TarjetaRaw {
  id: number;
  estado: EstadoOfertaId;
  cliente_id: number;
  cliente_nombre: string;
  comercial_id: number | null;
  comercial_nombre: string | null;
  comercial_apellidos: string | null;
  comercial_username: string | null;
  precio_total: string | null;
  operador: string | null;
  segmento: string | null;
  created_on: string;
  updated_on: string;
  activacion_solicitada: EstadoOfertaId | null;
}

const toTarjeta = (raw: Record<string, unknown>): TarjetaPipeline => {
  const row = raw as unknown as TarjetaRaw;
  return {
    id: row.id,
    estado: row.estado,
    cliente: { id: row.cliente_id, nombre: row.cliente_nombre },
    comercial: toComercialRef({
      comercialId: row.comercial_id,
      comercialNombre: row.comercial_nombre,
      comercialApellidos: row.comercial_apellidos,
      comercialUsername: row.comercial_username,
    }),
    precio_total: row.precio_total,
    operador: row.operador,
    segmento: row.segmento,
    created_on: row.created_on,
    updated_on: row.updated_on,
    activacion_solicitada: row.activacion_solicitada,
  };
};

/**
 * The offers of the customers the viewer may work (a Comercial: theirs and the unassigned ones;
 * a Manager and above: the tenant's), with their attention's commercial. The board's sums, each
 * column's page, the list and its export read the same rows through the same filters: one
 * definition per figure.
 */
export function pipelineList(
  viewer: ClienteViewer,
): TableList<typeof PIPELINE_LISTA_FILTERS, PipelineOrderable, TarjetaPipeline> {
  return {
    from: sql`ofertas o
      JOIN atenciones a ON a.tenant_id = o.tenant_id AND a.id = o.atencion_id
      ${clientesJoin('o', viewer)}
      LEFT JOIN accounts ac ON ac.tenant_id = a.tenant_id AND ac.id = a.comercial_id`,
    tenantColumn: sql`o.tenant_id`,
    id: sql`o.id`,
    columns: sql`o.id, o.estado, c.id AS cliente_id, c.nombre AS cliente_nombre,
      ac.id AS comercial_id, ac.nombre AS comercial_nombre, ac.apellidos AS comercial_apellidos,
      ac.username AS comercial_username, o.precio_total::text AS precio_total, o.operador, o.segmento,
      ${isoInstant(sql`o.created_on`)} AS created_on, ${isoInstant(sql`o.updated_on`)} AS updated_on,
      o.activacion_solicitada`,
    filters: PIPELINE_LISTA_FILTERS,
    filterSql: PIPELINE_SQL,
    orderColumns: {
      updated_on: sql`o.updated_on`,
      created_on: sql`o.created_on`,
      precio_total: sql`o.precio_total`,
      id: sql`o.id`,
    },
    toRow: toTarjeta,
  };
}

const CIFRAS_ROW = z.object({
  estado: estadoOfertaSchema,
  count: z.number().int(),
  total: z.string(),
});

/** Each status's offers and the exact sum of their monthly prices (statuses with none left out). */
export async function cifrasPorEstado(
  tx: TenantTx,
  viewer: ClienteViewer,
  query: PipelineQuery,
): Promise<CifrasColumna[]> {
  const list = pipelineList(viewer);
  const result = await tx.execute(
    sql`SELECT o.estado, count(*)::int AS count, coalesce(sum(o.precio_total), 0)::text AS total
        FROM ${list.from} WHERE ${whereOf(list, tx.tenantId, query)} GROUP BY o.estado`,
  );
  return parsedRows(result, CIFRAS_ROW);
}

/** How many offers the query matches: the board's counts, summed. */
export async function contarPipeline(
  tx: TenantTx,
  viewer: ClienteViewer,
  query: PipelineQuery,
): Promise<number> {
  const cifras = await cifrasPorEstado(tx, viewer, query);
  return cifras.reduce((sum, cifra) => sum + cifra.count, 0);
}

/** Where an export's batch resumes: the last row's value in the order (exact, as text) and its id. */
export interface PipelineCursor {
  value: string | null;
  id: number;
}

/** What each order column's cursor text is read back as. */
const ORDER_TYPES: Record<PipelineOrderable, SQL> = {
  updated_on: sql`timestamptz`,
  created_on: sql`timestamptz`,
  precio_total: sql`numeric`,
  id: sql`bigint`,
};

/**
 * The rows past the cursor in the order orderBySql gives (the column, then the id, both the same
 * way, NULLS LAST): an offer without a price comes after every priced one, whichever the way.
 */
function pastCursor(query: PipelineQuery, column: SQL, id: SQL, after: PipelineCursor): SQL {
  const past = query.ordering.descending ? sql`<` : sql`>`;
  if (after.value === null) return sql`(${column} IS NULL AND ${id} ${past} ${after.id})`;
  const value = sql`${after.value}::${ORDER_TYPES[query.ordering.field]}`;
  return sql`((${column}, ${id}) ${past} (${value}, ${after.id}) OR ${column} IS NULL)`;
}

const BATCH_ROW = z.looseObject({ cursor__: z.string().nullable() });

/**
 * An export's batch: `limit` rows of the list past the cursor, in the query's order. Keyset, so
 * each batch is a short read however deep the export goes; the cursor carries the order value
 * at full precision (an instant to the microsecond, not the row's millisecond text).
 */
export async function tarjetasTras(
  tx: TenantTx,
  viewer: ClienteViewer,
  query: PipelineQuery,
  after: PipelineCursor | null,
  limit: number,
): Promise<{ tarjeta: TarjetaPipeline; cursor: PipelineCursor }[]> {
  const list = pipelineList(viewer);
  const column = list.orderColumns[query.ordering.field];
  const conditions = [whereOf(list, tx.tenantId, query)];
  if (after) conditions.push(pastCursor(query, column, list.id, after));
  const result = await tx.execute(
    sql`SELECT ${list.columns}, ${column}::text AS cursor__ FROM ${list.from}
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY ${orderBySql(list.orderColumns, list.id, query.ordering)} LIMIT ${limit}`,
  );
  return parsedRows(result, BATCH_ROW).map((raw) => {
    const tarjeta = toTarjeta(raw);
    return { tarjeta, cursor: { value: raw.cursor__, id: tarjeta.id } };
  });
}

/** The distributor's chances, the defaults for any status it has not set. */
export async function readProbabilidades(tx: TenantTx): Promise<ProbabilidadesPipeline> {
  const [row] = await tx
    .select({ probabilidades: tenants.probabilidadesPipeline })
    .from(tenants)
    .where(eq(tenants.id, tx.tenantId));
  const stored = row?.probabilidades ?? {};
  const entries = Object.entries(PROBABILIDADES_POR_DEFECTO).map(([estado, porDefecto]) => {
    const value = stored[estado];
    return [estado, Number.isInteger(value) && value! >= 0 && value! <= 100 ? value! : porDefecto];
  });
  return Object.fromEntries(entries) as unknown as ProbabilidadesPipeline;
}

export async function writeProbabilidades(
  tx: TenantTx,
  probabilidades: ProbabilidadesPipeline,
): Promise<void> {
  await tx
    .update(tenants)
    .set({ probabilidadesPipeline: { ...probabilidades } })
    .where(eq(tenants.id, tx.tenantId));
}
