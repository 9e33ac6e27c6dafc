import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import type { FiltrosTeletrabajo } from '@ventas/domain/gerencia/gerencia-figuras';
import { filterEntries } from '@ventas/domain/http/filter-url';
import type { DayRange } from '@ventas/domain/http/list-filters';
import {
  CIFRAS_ORIGEN,
  filtrosDeCifra,
  porcentaje,
  type CifraOrigen,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen';
import {
  SIN_ORIGEN,
  type CifrasOrigen,
  type RendimientoOrigen,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { clientesFiltersSchema, clientesWhere, type ClienteScope } from '../clientes/clientes.public';

/**
 * Origin performance (issue 17): each figure is the Teletrabajo list of its filters
 * (domain `filtrosDeCifra`), read with the list's own parser and counted with the list's own
 * WHERE, so a figure and the list it opens always agree. One grouped statement counts every
 * figure of every origin (a FILTER per figure) and, through GROUPING SETS, the total row, where
 * each customer counts once.
 */

/** SuperAdmin only: the list's whole-tenant scope. */
const TODO_EL_DISTRIBUIDOR: ClienteScope = { accountId: 0, seesAll: true };

/** Teletrabajo's filters as the list's request carries them, parsed by the list's parser. */
export function comoPeticionDeLaLista(filtros: FiltrosTeletrabajo) {
  const query: Record<string, string[]> = {};
  for (const [key, value] of filterEntries(CLIENTES_FILTERS, filtros)) (query[key] ??= []).push(value);
  return clientesFiltersSchema.parse(query);
}

/** A figure's condition on `c`, over every origin (the origin is the statement's group). */
function condicion(tenantId: number, cifra: CifraOrigen, creados: DayRange | null): SQL {
  const filtros = filtrosDeCifra(cifra, 'todos', creados);
  return clientesWhere(tenantId, comoPeticionDeLaLista(filtros), TODO_EL_DISTRIBUIDOR);
}

type Cuentas = Record<CifraOrigen, number>;

/** The counts with their two conversions (rounded once, here at the edge). */
export function conConversion(cuentas: Cuentas): CifrasOrigen {
  return {
    ...cuentas,
    conversion_leads: porcentaje(cuentas.vendidos, cuentas.leads),
    conversion_contactados: porcentaje(cuentas.vendidos, cuentas.contactados),
  };
}

/** Each figure's `::int` count, one column per figure. */
const CUENTAS_SHAPE = Object.fromEntries(CIFRAS_ORIGEN.map((cifra) => [cifra, z.number()])) as Record<
  CifraOrigen,
  z.ZodNumber
>;
/** A group's row: its origin (null: none, or the total's), GROUPING() and its counts. */
const FILA_ROW = z.object({ origen: z.number().nullable(), todos: z.number(), ...CUENTAS_SHAPE });
const ORIGEN_ROW = z.object({ id: z.number(), nombre: z.string() });

const aCero = (): Cuentas => Object.fromEntries(CIFRAS_ORIGEN.map((cifra) => [cifra, 0])) as Cuentas;

/**
 * Every origin of the tenant by name (those without leads too, at zero), then the customers with
 * no origin when there are any, and the total.
 */
export async function rendimientoPorOrigen(
  tx: TenantTx,
  creados: DayRange | null,
): Promise<RendimientoOrigen> {
  const tenantId = tx.tenantId;
  const cuentas = sql.join(
    CIFRAS_ORIGEN.map(
      (cifra) =>
        sql`count(*) FILTER (WHERE ${condicion(tenantId, cifra, creados)})::int AS ${sql.identifier(cifra)}`,
    ),
    sql`, `,
  );
  const filas = parsedRows(
    await tx.execute(sql`SELECT c.origen_bbdd_id AS origen, GROUPING(c.origen_bbdd_id) AS todos, ${cuentas}
      FROM clientes c WHERE ${condicion(tenantId, 'leads', creados)}
      GROUP BY GROUPING SETS ((c.origen_bbdd_id), ())`),
    FILA_ROW,
  );
  const origenes = parsedRows(
    await tx.execute(sql`SELECT id, nombre FROM origenes_bbdd WHERE tenant_id = ${tenantId}`),
    ORIGEN_ROW,
  ).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.id - b.id);

  const porOrigen = new Map<number | null, Cuentas>();
  let total = aCero();
  for (const fila of filas) {
    const valores = Object.fromEntries(CIFRAS_ORIGEN.map((cifra) => [cifra, Number(fila[cifra])])) as Cuentas;
    if (Number(fila.todos)) total = valores;
    else porOrigen.set(fila.origen === null ? null : Number(fila.origen), valores);
  }
  const sinOrigen = porOrigen.get(null);
  return {
    filas: [
      ...origenes.map((origen) => ({
        origen: Number(origen.id),
        nombre: origen.nombre,
        ...conConversion(porOrigen.get(Number(origen.id)) ?? aCero()),
      })),
      ...(sinOrigen ? [{ origen: null, nombre: SIN_ORIGEN, ...conConversion(sinOrigen) }] : []),
    ],
    total: conConversion(total),
  };
}
