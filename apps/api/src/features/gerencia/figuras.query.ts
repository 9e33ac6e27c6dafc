import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FigurasDeComercial } from '@ventas/domain/gerencia/gerencia-contract';
import {
  FIGURAS_GERENCIA,
  TIPO_DE_FIGURA,
  type FiguraGerencia,
} from '@ventas/domain/gerencia/gerencia-figuras';
import { periodoDe, type Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { DayRange } from '@ventas/domain/http/list-filters';
import { ESTADOS_OFERTA_VENDIDA } from '@ventas/domain/ofertas/oferta-estados';
import { ESTADOS_CONTRATO } from '@ventas/domain/telework/paquete-estados';
import { parsedRows, type TenantTx } from '../../db/database';
import { intArray, madridDayRange } from '../../lists/filter-sql';
import { atencionSql, ventaSql, type ClienteScope } from '../clientes/clientes.public';

/**
 * The one query module of Gerencia's figures (issue 15; docs/decisions/ 121): the dashboard,
 * Gerencia · Comerciales, the statistics and the xlsx all count through here. Every figure counts
 * customers with the conditions Teletrabajo's filters apply (clientes/actividad-sql.ts), so the
 * list a figure opens (domain `filtrosDeFigura`) has the figure's count.
 */

export interface Figuras {
  porComercial: Map<number, FigurasDeComercial>;
  /** Each customer once, whichever of the commercials it is behind. */
  total: FigurasDeComercial;
}

export const figurasACero = (): FigurasDeComercial =>
  Object.fromEntries(FIGURAS_GERENCIA.map((figura) => [figura, 0])) as FigurasDeComercial;

const rango = (ventana: Ventana): DayRange => ({ after: ventana.desde, before: ventana.hasta });

/** Teletrabajo's scope of a Comercial (decision 16), on the customer `cliente` (an id column). */
export function enAlcance(alcance: ClienteScope, cliente: SQL): SQL {
  if (alcance.seesAll) return sql`true`;
  return sql`EXISTS (SELECT 1 FROM clientes sc WHERE sc.tenant_id = app_current_tenant() AND sc.id = ${cliente}
    AND (sc.comercial_id = ${alcance.accountId} OR sc.comercial_id IS NULL))`;
}

const FIGURA_DE_TIPO = new Map<string, FiguraGerencia>(
  Object.entries(TIPO_DE_FIGURA).map(([figura, tipo]) => [tipo, figura as FiguraGerencia]),
);

interface Fila {
  comercial: number | null;
  /** 1 on the rows that add up every commercial (GROUPING SETS' total). */
  todos: number;
}

/** A GROUPING SETS row: the commercial (null on the total) and GROUPING()'s int. */
const FILA_ROW = z.object({ comercial: z.number().int().nullable(), todos: z.number().int() });

const ATENCION_EN_VIVO_ROW = FILA_ROW.extend({
  tipo: z.string().nullable(),
  porTipo: z.number().int(),
  n: z.number().int(),
});

type Anotar = (fila: Fila, figura: FiguraGerencia, n: number) => void;

/** Customers with an attention of the commercials in the window, counted live: any type, and per type. */
async function figurasDeAtencionEnVivo(
  tx: TenantTx,
  ids: readonly number[],
  ventana: Ventana,
  alcance: ClienteScope,
  anotar: Anotar,
): Promise<void> {
  const atencion = atencionSql('a');
  const where = [
    sql`a.tenant_id = app_current_tenant()`,
    atencion.atencion_comercial!([...ids]) as SQL,
    ...(atencion.atencion_updated_on!(rango(ventana)) as SQL[]),
    enAlcance(alcance, sql`a.cliente_id`),
  ];
  const result = await tx.execute(sql`
      SELECT a.comercial_id AS comercial, a.tipo, GROUPING(a.comercial_id) AS todos,
        1 - GROUPING(a.tipo) AS "porTipo", count(DISTINCT a.cliente_id)::int AS n
      FROM atenciones a WHERE ${sql.join(where, sql` AND `)}
      GROUP BY GROUPING SETS ((a.comercial_id, a.tipo), (a.comercial_id), (a.tipo), ())`);
  const rows = parsedRows(result, ATENCION_EN_VIVO_ROW);
  for (const row of rows) anotarTipo(anotar, row, Number(row.porTipo) ? row.tipo : TODOS_LOS_TIPOS, row.n);
}

/** The rollup's "every type" and "every commercial" (migration 0023). */
const TODOS_LOS_TIPOS = '*';
const TODOS_LOS_COMERCIALES = 0;

function anotarTipo(anotar: Anotar, fila: Fila, tipo: string | null, n: number): void {
  const figura = tipo === TODOS_LOS_TIPOS ? 'atencion' : FIGURA_DE_TIPO.get(tipo ?? '');
  if (figura) anotar(fila, figura, Number(n));
}

/** Whether a commercial outside the list was active in the period (the kept total is then not theirs). */
/** A kept count (gerencia_conteos.clientes is integer) or a recount cast to int. */
const CONTEO_ROW = z.object({ tipo: z.string(), n: z.number().int() });
const CONTEO_COMERCIAL_ROW = CONTEO_ROW.extend({ comercial: z.number().int() });

const activosFuera = (delPeriodo: SQL, lista: SQL) =>
  sql`EXISTS (SELECT 1 FROM gerencia_conteos WHERE ${delPeriodo}
    AND comercial_id <> ${TODOS_LOS_COMERCIALES} AND clientes > 0 AND NOT comercial_id = ANY(${lista}))`;

/**
 * The same figures for one whole SPEC §9 period, from what the write path keeps (migration 0023,
 * decision 130): each commercial's counts, and the total — kept for every commercial, so read as
 * it is when no commercial outside the list was active in the period, else recounted from the
 * kept customers of the listed ones.
 */
async function figurasDeAtencionDelPeriodo(
  tx: TenantTx,
  ids: readonly number[],
  periodo: string,
  anotar: Anotar,
): Promise<void> {
  const lista = intArray([...ids]);
  const delPeriodo = sql`tenant_id = app_current_tenant() AND periodo = ${periodo}::date`;
  const rows = parsedRows(
    await tx.execute(sql`SELECT comercial_id AS comercial, tipo, clientes AS n FROM gerencia_conteos
      WHERE ${delPeriodo} AND comercial_id = ANY(${lista})`),
    CONTEO_COMERCIAL_ROW,
  );
  for (const row of rows) anotarTipo(anotar, { comercial: row.comercial, todos: 0 }, row.tipo, row.n);
  // One commercial's total is their own row (a customer is theirs once either way).
  if (ids.length === 1) {
    for (const row of rows) anotarTipo(anotar, { comercial: null, todos: 1 }, row.tipo, row.n);
    return;
  }
  const total = parsedRows(
    await tx.execute(sql`
      SELECT tipo, clientes AS n FROM gerencia_conteos
      WHERE ${delPeriodo} AND comercial_id = ${TODOS_LOS_COMERCIALES} AND NOT ${activosFuera(delPeriodo, lista)}
      UNION ALL
      SELECT tipo, count(*)::int FROM (SELECT DISTINCT tipo, cliente_id FROM gerencia_atendidos
        WHERE ${delPeriodo} AND comercial_id = ANY(${lista})) kept
      WHERE ${activosFuera(delPeriodo, lista)} GROUP BY tipo`),
    CONTEO_ROW,
  );
  for (const row of total) anotarTipo(anotar, { comercial: null, todos: 1 }, row.tipo, row.n);
}

/**
 * Customers with an attention of the commercials in the window: any type, and per type. A whole
 * period seen by Manager and above reads the kept figures; any other range, or a Comercial's own
 * scope, counts live (one commercial's range is one index range).
 */
async function figurasDeAtencion(
  tx: TenantTx,
  ids: readonly number[],
  ventana: Ventana,
  alcance: ClienteScope,
  anotar: Anotar,
): Promise<void> {
  const periodo = alcance.seesAll ? periodoDe(ventana) : null;
  if (periodo) await figurasDeAtencionDelPeriodo(tx, ids, periodo, anotar);
  else await figurasDeAtencionEnVivo(tx, ids, ventana, alcance, anotar);
}

/**
 * The offers (alias `o`) behind the figure `vendido`: in a sale status, sold on the window's
 * Madrid days, recorded by one of the commercials, on a customer in the caller's scope. The
 * statistics' sales by type and value select from the same.
 */
export function ofertasVendidasWhere(ids: readonly number[], ventana: Ventana, alcance: ClienteScope): SQL {
  return sql.join(
    [
      sql`o.tenant_id = app_current_tenant()`,
      sql`o.estado IN (${sql.raw(ESTADOS_OFERTA_VENDIDA.join(', '))})`,
      ...madridDayRange(sql`o.fecha_venta`, rango(ventana)),
      ventaSql('o').venta_comercial!([...ids]) as SQL,
      enAlcance(alcance, sql`o.cliente_id`),
    ],
    sql` AND `,
  );
}

/** Customers sold by the commercials in the window, and those whose sale holds a live package. */
async function figurasDeVenta(
  tx: TenantTx,
  ids: readonly number[],
  ventana: Ventana,
  alcance: ClienteScope,
  anotar: Anotar,
): Promise<void> {
  const vigente = ventaSql('o').paquete_estado!([...ESTADOS_CONTRATO]) as SQL;
  // Joined to group by whose sale it is; the WHERE is the figure's own.
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT va.comercial_id AS comercial, GROUPING(va.comercial_id) AS todos,
        count(DISTINCT o.cliente_id)::int AS vendido,
        count(DISTINCT o.cliente_id) FILTER (WHERE ${vigente})::int AS paquete
      FROM ofertas o
      JOIN atenciones va ON va.tenant_id = o.tenant_id AND va.id = o.atencion_id
      WHERE ${ofertasVendidasWhere(ids, ventana, alcance)}
      GROUP BY GROUPING SETS ((va.comercial_id), ())`),
    FILA_ROW.extend({ vendido: z.number().int(), paquete: z.number().int() }),
  );
  for (const row of rows) {
    anotar(row, 'vendido', Number(row.vendido));
    anotar(row, 'paquete', Number(row.paquete));
  }
}

/** Customers created in the window and assigned to the commercials ("Altas"). */
async function figurasDeAlta(
  tx: TenantTx,
  ids: readonly number[],
  ventana: Ventana,
  anotar: Anotar,
): Promise<void> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT c.comercial_id AS comercial, GROUPING(c.comercial_id) AS todos, count(*)::int AS n
      FROM clientes c
      WHERE c.tenant_id = app_current_tenant() AND c.comercial_id = ANY(${intArray([...ids])})
        AND ${sql.join(madridDayRange(sql`c.created_on`, rango(ventana)), sql` AND `)}
      GROUP BY GROUPING SETS ((c.comercial_id), ())`),
    FILA_ROW.extend({ n: z.number().int() }),
  );
  for (const row of rows) anotar(row, 'cliente', Number(row.n));
}

/** Every figure of each commercial of `ids` in the window, and of all of them together. */
export async function figurasPorComercial(
  tx: TenantTx,
  ids: readonly number[],
  ventana: Ventana,
  alcance: ClienteScope,
): Promise<Figuras> {
  const porComercial = new Map(ids.map((id) => [id, figurasACero()]));
  const total = figurasACero();
  if (ids.length === 0) return { porComercial, total };
  const anotar = (fila: Fila, figura: FiguraGerencia, n: number) => {
    const destino = Number(fila.todos) ? total : porComercial.get(Number(fila.comercial));
    if (destino) destino[figura] = n;
  };
  await figurasDeAtencion(tx, ids, ventana, alcance, anotar);
  await figurasDeVenta(tx, ids, ventana, alcance, anotar);
  await figurasDeAlta(tx, ids, ventana, anotar);
  return { porComercial, total };
}
