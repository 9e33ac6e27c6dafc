import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ESTADOS_IMPORTACION,
  type Duplicados,
  type EstadoImportacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { MENSAJES_FICHERO } from '@ventas/domain/importaciones/importacion-fichero';
import { parsedRows, type TenantTx } from '../../db/database';
import { notFound } from '../../http/app-error';
import { isoInstant } from '../../lists/sql-format';

/** The import's state, or 404 when it is not this tenant's. */
export async function estadoDe(tx: TenantTx, id: number): Promise<string> {
  const result = await tx.execute(
    sql`SELECT estado FROM importaciones WHERE tenant_id = ${tx.tenantId} AND id = ${id}`,
  );
  const row = parsedRows(result, z.object({ estado: z.string() }))[0];
  if (!row) throw notFound(MENSAJES_FICHERO.importacionNoEncontrada);
  return row.estado;
}

/** What the apply and undo need of a record, read under its row lock. */
export interface ImportacionBloqueada {
  tenantId: number;
  id: number;
  estado: EstadoImportacion;
  origenBbddId: number;
  duplicados: Duplicados;
  subida: string | null;
  aplicacionJobId: string | null;
  aplicadaEl: Date | null;
  deshechaEl: Date | null;
  /** The apply's or undo's job is PENDING or STARTED. */
  tareaViva: boolean;
}

/** The instants are ISO text (isoInstant); the job id a uuid as text. */
const BLOQUEADA_ROW = z.object({
  id: z.number().int(),
  estado: z.enum(Object.keys(ESTADOS_IMPORTACION) as [EstadoImportacion, ...EstadoImportacion[]]),
  origen_bbdd_id: z.number().int(),
  duplicados: z.string(),
  subida: z.string().nullable(),
  job: z.string().nullable(),
  aplicada_el: z.string().nullable(),
  deshecha_el: z.string().nullable(),
  viva: z.boolean(),
});

/**
 * Locks the record (FOR UPDATE) for the rest of the transaction: a start request and each batch
 * of a job take turns on it, so two runs never write the same rows at once.
 */
export async function bloquearImportacion(tx: TenantTx, id: number): Promise<ImportacionBloqueada | null> {
  const result = await tx.execute(sql`
    SELECT i.id, i.estado, i.origen_bbdd_id, i.duplicados, i.subida, i.aplicacion_job_id::text AS job,
      ${isoInstant(sql`i.aplicada_el`)} AS aplicada_el, ${isoInstant(sql`i.deshecha_el`)} AS deshecha_el,
      EXISTS (SELECT 1 FROM jobs j WHERE j.tenant_id = i.tenant_id AND j.id = i.aplicacion_job_id
        AND j.state IN ('PENDING', 'STARTED')) AS viva
    FROM importaciones i WHERE i.tenant_id = ${tx.tenantId} AND i.id = ${id}
    FOR UPDATE OF i`);
  const row = parsedRows(result, BLOQUEADA_ROW)[0];
  if (!row) return null;
  return {
    tenantId: tx.tenantId,
    id: Number(row.id),
    estado: row.estado,
    origenBbddId: Number(row.origen_bbdd_id),
    duplicados: row.duplicados === 'actualizar' ? 'actualizar' : 'omitir',
    subida: row.subida,
    aplicacionJobId: row.job,
    aplicadaEl: row.aplicada_el === null ? null : new Date(row.aplicada_el),
    deshechaEl: row.deshecha_el === null ? null : new Date(row.deshecha_el),
    tareaViva: row.viva,
  };
}

/** The record moves to APLICANDO or DESHACIENDO with the job that will do it. */
export async function marcarEnCurso(
  tx: TenantTx,
  id: number,
  cambio: { estado: 'APLICANDO' | 'DESHACIENDO'; jobId: string; duplicados?: Duplicados },
): Promise<void> {
  await tx.execute(sql`
    UPDATE importaciones SET estado = ${cambio.estado}, aplicacion_job_id = ${cambio.jobId}::uuid, error = NULL
      ${cambio.duplicados ? sql`, duplicados = ${cambio.duplicados}` : sql``}
    WHERE tenant_id = ${tx.tenantId} AND id = ${id}`);
}

/** A failed run's message on the record, which stays in its running state to be resumed. */
export async function anotarError(tx: TenantTx, id: number, jobId: string, mensaje: string): Promise<void> {
  await tx.execute(sql`
    UPDATE importaciones SET error = ${mensaje}
    WHERE tenant_id = ${tx.tenantId} AND id = ${id} AND aplicacion_job_id = ${jobId}::uuid`);
}

/** How many staged rows have each outcome (`aplicada`), null included as 'pendiente'. */
export async function contarAplicadas(tx: TenantTx, id: number): Promise<Map<string, number>> {
  const result = await tx.execute(sql`
    SELECT coalesce(aplicada, 'pendiente') AS aplicada, count(*)::int AS n FROM importacion_filas
    WHERE tenant_id = ${tx.tenantId} AND importacion_id = ${id} GROUP BY 1`);
  return new Map(
    parsedRows(result, z.object({ aplicada: z.string(), n: z.number().int() })).map((row) => [
      row.aplicada,
      Number(row.n),
    ]),
  );
}

/** The apply's end: its counts from the staged rows, APLICADA, and the upload forgotten. */
export async function cerrarAplicacion(tx: TenantTx, id: number): Promise<void> {
  const n = await contarAplicadas(tx, id);
  const resultado = {
    creados: n.get('creado') ?? 0,
    actualizados: n.get('actualizado') ?? 0,
    omitidos: n.get('omitido') ?? 0,
  };
  await tx.execute(sql`
    UPDATE importaciones SET estado = 'APLICADA', resultado = ${JSON.stringify(resultado)}::jsonb,
      aplicada_el = now(), subida = NULL, error = NULL
    WHERE tenant_id = ${tx.tenantId} AND id = ${id}`);
}

/** The undo's end: the apply's counts plus the customers removed and kept, DESHECHA. */
export async function cerrarDeshacer(tx: TenantTx, id: number): Promise<void> {
  const n = await contarAplicadas(tx, id);
  const deshacer = { eliminados: n.get('eliminado') ?? 0, conservados: n.get('conservado') ?? 0 };
  await tx.execute(sql`
    UPDATE importaciones SET estado = 'DESHECHA', resultado = resultado || ${JSON.stringify(deshacer)}::jsonb,
      deshecha_el = now(), error = NULL
    WHERE tenant_id = ${tx.tenantId} AND id = ${id}`);
}
