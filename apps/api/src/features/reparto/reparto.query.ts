import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MENSAJES_REPARTO, type FiltrosReparto } from '@ventas/domain/reparto/reparto-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { invalid } from '../../http/app-error';
import { intArray } from '../../lists/filter-sql';
import {
  clientesFiltersSchema,
  clientesWhere,
  planTextFilters,
  type ClienteScope,
} from '../clientes/clientes.public';
import { clienteNoLlamarSql } from '../no-llamar/no-llamar.public';

/**
 * The customers a deal-out takes (issue 17): those the Teletrabajo query matches, with the list's
 * own parser and WHERE, that nobody works (`comercial_id IS NULL`) and were not erased; those with
 * an opted-out phone are counted apart and never dealt (decision 152).
 */

/** A deal-out is a SuperAdmin's: the list's whole-tenant scope. */
const TODO_EL_DISTRIBUIDOR: ClienteScope = { accountId: 0, seesAll: true };

type ClientesFilters = z.output<typeof clientesFiltersSchema>;

/** The query read as the list reads it; a filter the list refuses is a 400 naming it. */
export function filtrosDelReparto(filtros: FiltrosReparto): ClientesFilters {
  const parsed = clientesFiltersSchema.safeParse(filtros);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = ['filtros', ...issue.path.map(String)].join('.');
    (fields[key] ??= []).push(issue.message);
  }
  throw invalid(fields);
}

const noLlamar = (tenantId: number) => clienteNoLlamarSql(sql`${tenantId}`, sql`c.id`);

/** The unassigned, not erased customers of the query, for alias `c`. */
async function sinAsignarWhere(tx: TenantTx, filters: ClientesFilters): Promise<SQL> {
  // Every match is read, as the list's count does: the index way for a free-text filter.
  const text = await planTextFilters(tx, filters, Number.MAX_SAFE_INTEGER, false);
  return sql`${clientesWhere(tx.tenantId, filters, TODO_EL_DISTRIBUIDOR, text)}
    AND c.comercial_id IS NULL AND c.suprimido_el IS NULL`;
}

const CONTADOR_ROW = z.object({ sin_asignar: z.number(), no_llamar: z.number() });
const ID_ROW = z.object({ id: z.number() });
const ASIGNADOS_ROW = z.object({ comercial: z.number(), n: z.number() });

/** How many unassigned customers match, and how many of them have an opted-out phone. */
export async function contarSinAsignar(
  tx: TenantTx,
  filters: ClientesFilters,
): Promise<{ sinAsignar: number; noLlamar: number }> {
  const where = await sinAsignarWhere(tx, filters);
  const [row] = parsedRows(
    await tx.execute(sql`SELECT count(*)::int AS sin_asignar,
      count(*) FILTER (WHERE ${noLlamar(tx.tenantId)})::int AS no_llamar
      FROM clientes c WHERE ${where}`),
    CONTADOR_ROW,
  );
  return { sinAsignar: row?.sin_asignar ?? 0, noLlamar: row?.no_llamar ?? 0 };
}

/** The ids to deal, in id order (the order the parts are taken in). */
export async function idsARepartir(tx: TenantTx, filters: ClientesFilters): Promise<number[]> {
  const where = await sinAsignarWhere(tx, filters);
  const rows = parsedRows(
    await tx.execute(
      sql`SELECT c.id FROM clientes c WHERE ${where} AND NOT ${noLlamar(tx.tenantId)} ORDER BY c.id`,
    ),
    ID_ROW,
  );
  return rows.map((row) => Number(row.id));
}

/** The ids that are not live (ALTA, not deleted) accounts of this tenant, in the order given. */
export async function comercialesNoValidos(tx: TenantTx, ids: readonly number[]): Promise<number[]> {
  const rows = parsedRows(
    await tx.execute(sql`SELECT a.id FROM accounts a WHERE a.tenant_id = ${tx.tenantId}
      AND a.id = ANY(${intArray(ids)}) AND a.estado = 'ALTA' AND a.eliminada_el IS NULL`),
    ID_ROW,
  );
  const validos = new Set(rows.map((row) => Number(row.id)));
  return ids.filter((id) => !validos.has(id));
}

export async function exigirComerciales(tx: TenantTx, ids: readonly number[]): Promise<void> {
  const malos = await comercialesNoValidos(tx, ids);
  if (malos.length) throw invalid({ comerciales: [MENSAJES_REPARTO.comercialesNoValidos(malos)] });
}

/**
 * Assigns each customer `ids[i]` to `comerciales[i]` in one statement, re-checking that it is
 * still unassigned, not erased and not opted out (someone may have taken it meanwhile: it is
 * left as it is). The per-commercial counts follow by trigger (migration 0009). Answers how many
 * each commercial got.
 */
export async function asignar(
  tx: TenantTx,
  ids: readonly number[],
  comerciales: readonly number[],
): Promise<Map<number, number>> {
  const rows = parsedRows(
    await tx.execute(sql`WITH hecho AS (
        UPDATE clientes c SET comercial_id = v.comercial
        FROM unnest(${intArray(ids)}, ${intArray(comerciales)}) AS v(id, comercial)
        WHERE c.tenant_id = ${tx.tenantId} AND c.id = v.id
          AND c.comercial_id IS NULL AND c.suprimido_el IS NULL AND NOT ${noLlamar(tx.tenantId)}
        RETURNING c.comercial_id)
      SELECT comercial_id AS comercial, count(*)::int AS n FROM hecho GROUP BY 1`),
    ASIGNADOS_ROW,
  );
  return new Map(rows.map((row) => [Number(row.comercial), Number(row.n)]));
}
