import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { limiteRetencion } from '@ventas/domain/proteccion-datos/lead-sin-contactar';
import {
  VISTA_PREVIA_EJEMPLOS,
  type OrigenRetencion,
  type VistaPrevia,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { intArray } from '../../lists/filter-sql';
import { purgablesWhere } from './retencion-sql';

const ORIGEN_ROW = z.object({
  id: z.number().int(),
  nombre: z.string(),
  retencion_dias: z.number().int().nullable(),
});

const N_ROW = z.object({ n: z.number().int() });
const ID_ROW = z.object({ id: z.number().int() });
/** created_on is timestamptz: the drivers' text (drizzle keeps it unparsed), or a Date. */
const EJEMPLO_ROW = z.object({
  id: z.number().int(),
  nombre: z.string(),
  created_on: z.union([z.date(), z.string()]),
});

type Origen = z.output<typeof ORIGEN_ROW>;

/** The tenant's origins (or the one asked for), by name. */
async function origenes(tx: TenantTx, origenId: number | null): Promise<Origen[]> {
  const result = await tx.execute(
    sql`SELECT o.id, o.nombre, o.retencion_dias FROM origenes_bbdd o
        WHERE o.tenant_id = ${tx.tenantId} ${origenId === null ? sql`` : sql`AND o.id = ${origenId}`}
        ORDER BY lower(o.nombre), o.id`,
  );
  return parsedRows(result, ORIGEN_ROW).map((fila) => ({
    id: Number(fila.id),
    nombre: fila.nombre,
    retencion_dias: fila.retencion_dias === null ? null : Number(fila.retencion_dias),
  }));
}

/** How many leads of the origin a period ending at `limite` purges. */
export async function contarPurgables(tx: TenantTx, origenId: number, limite: Date): Promise<number> {
  const result = await tx.execute(
    sql`SELECT count(*)::int AS n FROM clientes c WHERE ${purgablesWhere(sql`c`, tx.tenantId, sql`${origenId}::int`, limite)}`,
  );
  return Number(parsedRows(result, N_ROW)[0]?.n ?? 0);
}

/**
 * The tenant's origins (or one) with their period and how many leads are due at `ahora`: the
 * count is the purge's own condition with the domain's limit (few origins: one count each).
 */
export async function origenesRetencion(
  tx: TenantTx,
  ahora: Date,
  origenId: number | null = null,
): Promise<OrigenRetencion[]> {
  const filas = await origenes(tx, origenId);
  const conPendientes: OrigenRetencion[] = [];
  for (const origen of filas) {
    const limite = limiteRetencion(ahora, origen.retencion_dias);
    const pendientes = limite === null ? 0 : await contarPurgables(tx, origen.id, limite);
    conPendientes.push({ ...origen, pendientes });
  }
  return conPendientes;
}

/** Sets an origin's period; false when the tenant has no such origin. */
export async function guardarRetencion(
  tx: TenantTx,
  origenId: number,
  retencionDias: number | null,
): Promise<boolean> {
  const result = await tx.execute(
    sql`UPDATE origenes_bbdd SET retencion_dias = ${retencionDias}
        WHERE tenant_id = ${tx.tenantId} AND id = ${origenId} RETURNING id`,
  );
  return parsedRows(result, ID_ROW).length > 0;
}

/** What the purge would remove at `ahora`: the count and the oldest few. */
export async function vistaPrevia(tx: TenantTx, origen: OrigenRetencion, ahora: Date): Promise<VistaPrevia> {
  const limite = limiteRetencion(ahora, origen.retencion_dias);
  if (limite === null) return { origen, limite: null, total: 0, ejemplos: [] };
  const result = await tx.execute(
    sql`SELECT c.id, c.nombre, c.created_on FROM clientes c
        WHERE ${purgablesWhere(sql`c`, tx.tenantId, sql`${origen.id}::int`, limite)}
        ORDER BY c.created_on, c.id LIMIT ${VISTA_PREVIA_EJEMPLOS}`,
  );
  const ejemplos = parsedRows(result, EJEMPLO_ROW).map((fila) => ({
    id: Number(fila.id),
    nombre: fila.nombre,
    created_on: new Date(fila.created_on).toISOString(),
  }));
  return { origen, limite: limite.toISOString(), total: origen.pendientes, ejemplos };
}

/**
 * Deletes up to `lote` due leads of the origin (their phones go with them by cascade) and hides
 * the personal values of their import rows, which keep only a customer id. Answers how many went.
 */
export async function purgarLote(
  tx: TenantTx,
  origenId: number,
  limite: Date,
  lote: number,
): Promise<number> {
  // The batch is chosen first, then deleted by id: as `id IN (… LIMIT n FOR UPDATE SKIP LOCKED)`
  // the planner may run the sub-select again for every candidate row, which took more than `lote`
  // rows (523 of 500 seen) and, as a nested loop on a fuller database, ran past the test's limit.
  const elegidos = parsedRows(
    await tx.execute(
      sql`SELECT c.id FROM clientes c
          WHERE ${purgablesWhere(sql`c`, tx.tenantId, sql`${origenId}::int`, limite)}
          ORDER BY c.id LIMIT ${lote} FOR UPDATE SKIP LOCKED`,
    ),
    ID_ROW,
  ).map((fila) => Number(fila.id));
  if (elegidos.length === 0) return 0;
  const result = await tx.execute(
    sql`DELETE FROM clientes d WHERE d.tenant_id = ${tx.tenantId} AND d.id = ANY(${intArray(elegidos)})
        RETURNING d.id`,
  );
  const ids = parsedRows(result, ID_ROW).map((fila) => Number(fila.id));
  if (ids.length > 0)
    await tx.execute(
      sql`UPDATE importacion_filas SET datos = app_datos_personales_ocultos(datos)
          WHERE tenant_id = ${tx.tenantId} AND cliente_id = ANY(${`{${ids.join(',')}}`}::int[])`,
    );
  return ids.length;
}
