import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PRICED_KINDS, PRICED_TABLES } from '@ventas/domain/servicios/price-history';
import type { ListaUpfrontsQuery, UpfrontListado } from '@ventas/domain/liquidacion/liquidacion-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { containsPattern } from '../../lists/filter-sql';
import { isoInstant } from '../../lists/sql-format';
import { conNombreDeOperador } from './operador-nombre';

/**
 * Lista de upfronts: the catalogue's upfront history (SPEC §3 "Upfront history", the table
 * /api/servicios/upfronts/ writes) with each item's name and operator and its family's name.
 * The operator is named as on every screen (operador-nombre.ts). `vigentes` keeps, per item, the entry in force now: the latest active one dated at or before
 * now — the same choice the month's sales make at the sale (decision 82).
 */

/** The item's name and operator, from the table its kind names. */
const item = (column: 'name' | 'operator') =>
  sql`CASE h.content_type ${sql.join(
    Object.entries(PRICED_TABLES).map(
      ([kind, table]) =>
        sql`WHEN ${kind} THEN (SELECT x.${sql.identifier(column)} FROM ${sql.identifier(table)} x
          WHERE x.tenant_id = h.tenant_id AND x.id = h.object_id)`,
    ),
    sql` `,
  )} END`;

function conditions(query: ListaUpfrontsQuery): SQL[] {
  const where: SQL[] = [sql`h.tenant_id = app_current_tenant()`];
  if (query.content_type) where.push(sql`h.content_type = ${query.content_type}`);
  if (query.familia) where.push(sql`h.familia_objetivo_id = ${query.familia}`);
  if (query.vigentes)
    where.push(sql`h.id = (SELECT l.id FROM upfront_history l
      WHERE l.tenant_id = h.tenant_id AND l.content_type = h.content_type AND l.object_id = h.object_id
        AND l.is_active AND l.fecha <= now()
      ORDER BY l.fecha DESC, l.id DESC LIMIT 1)`);
  return where;
}

const listado = (query: ListaUpfrontsQuery) => sql`
  SELECT h.id, h.content_type, h.object_id, ${item('name')} AS elemento, ${item('operator')} AS operador,
    h.familia_objetivo_id AS familia_id, f.nombre AS familia_nombre, h.tipo, h.upfront::text AS upfront,
    ${isoInstant(sql`h.fecha`)} AS fecha, h.is_active
  FROM upfront_history h
  LEFT JOIN tipos_objetivo f ON f.tenant_id = h.tenant_id AND f.id = h.familia_objetivo_id
  WHERE ${sql.join(conditions(query), sql` AND `)}`;

/** listado's columns: the item's name and operator are null when its row is gone. */
const UPFRONT_ROW = z.object({
  id: z.number(),
  content_type: z.enum(PRICED_KINDS),
  object_id: z.number(),
  elemento: z.string().nullable(),
  operador: z.string().nullable(),
  familia_id: z.number().nullable(),
  familia_nombre: z.string().nullable(),
  tipo: z.string().nullable(),
  upfront: z.string(),
  fecha: z.string(),
  is_active: z.boolean(),
}) satisfies z.ZodType<UpfrontListado>;

/** The search looks in the item's and the family's names. */
function filtered(query: ListaUpfrontsQuery): SQL {
  const search = query.search
    ? sql`WHERE (u.elemento ILIKE ${containsPattern(query.search)} OR u.familia_nombre ILIKE ${containsPattern(query.search)})`
    : sql``;
  return sql`SELECT * FROM (${listado(query)}) u ${search}`;
}

/** `limit` rows from `offset`, by kind, item name and newest entry first. */
export async function listaUpfronts(
  tx: TenantTx,
  query: ListaUpfrontsQuery,
  offset = 0,
  limit: number | null = null,
): Promise<UpfrontListado[]> {
  const page = limit === null ? sql`` : sql`LIMIT ${limit} OFFSET ${offset}`;
  const rows = parsedRows(
    await tx.execute(sql`${filtered(query)}
      ORDER BY u.content_type, u.elemento NULLS LAST, u.object_id, u.fecha DESC, u.id DESC ${page}`),
    UPFRONT_ROW,
  );
  return conNombreDeOperador(
    tx,
    rows.map((row) => ({ ...row, id: Number(row.id), object_id: Number(row.object_id) })),
  );
}

export async function contarUpfronts(tx: TenantTx, query: ListaUpfrontsQuery): Promise<number> {
  const [row] = parsedRows(
    await tx.execute(sql`SELECT count(*)::int AS n FROM (${filtered(query)}) c`),
    z.object({ n: z.number() }),
  );
  return Number(row?.n ?? 0);
}
