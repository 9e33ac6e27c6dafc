import { z } from 'zod';
import { MENSAJES_REGISTRO } from '@ventas/domain/importaciones/importacion-aplicar';
import type { EstadoImportacion } from '@ventas/domain/importaciones/importacion-contract';
import type { Database, TenantTx } from '../../db/database';
import { JobFailure, type ClaimedJob, type JobContext, type JobResult } from '../../jobs/job-types';
import { anotarError, bloquearImportacion, type ImportacionBloqueada } from './importacion.repository';

/** What the apply and undo jobs store: the record they work on. */
export const trabajoImportacionSchema = z.object({ importacion_id: z.number().int().positive() });
export type TrabajoImportacion = z.infer<typeof trabajoImportacionSchema>;

/** A job that works through an import's staged rows in batches (the apply, the undo). */
export interface TrabajoPorLotes {
  /** The record's state while it runs, and once done. */
  enCurso: EstadoImportacion;
  terminada: EstadoImportacion;
  /** Rows already done and rows in all, for the progress bar (a rerun starts where the last ended). */
  contar(tx: TenantTx, importacionId: number): Promise<{ hechas: number; total: number }>;
  /** One batch after row `despuesDe` in the caller's transaction; null when none is left. */
  lote(
    tx: TenantTx,
    importacion: ImportacionBloqueada,
    despuesDe: number,
  ): Promise<{ hasta: number; filas: number } | null>;
  /** Outside any transaction, before the end is recorded (e.g. removing the upload). */
  antesDeCerrar?(importacion: ImportacionBloqueada): Promise<void>;
  cerrar(tx: TenantTx, importacionId: number): Promise<void>;
  /** The record's `error` when the run fails. */
  mensajeError: string;
}

/** The record was closed by this very job (a rerun after a crash between its end and the job's). */
class YaTerminada extends Error {}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
};
/**
 * A batch that collides with a customer saved at the same moment (the same phone or document) is
 * run again: its check then sees that customer and leaves the row out with its reason.
 */
const INTENTOS_POR_LOTE = 3;

/**
 * Runs a TrabajoPorLotes as a job handler. Each batch is its own transaction that both writes the
 * customers and marks its staged rows, holding the record's row lock, and checks first that the
 * record is still this job's: a process killed with SIGKILL mid-run loses nothing and writes
 * nothing twice, as the runner re-queues its job and the rerun continues from the first row not
 * done (docs: jobs/job-runner.ts, stale-job recovery).
 */
export function porLotes(database: Database, trabajo: TrabajoPorLotes) {
  async function propia(tx: TenantTx, id: number, job: ClaimedJob): Promise<ImportacionBloqueada> {
    const importacion = await bloquearImportacion(tx, id);
    if (!importacion) throw new JobFailure(MENSAJES_REGISTRO.noEncontrada);
    if (importacion.aplicacionJobId !== job.id) throw new JobFailure(MENSAJES_REGISTRO.yaNoEnCurso);
    if (importacion.estado === trabajo.terminada) throw new YaTerminada();
    if (importacion.estado !== trabajo.enCurso) throw new JobFailure(MENSAJES_REGISTRO.yaNoEnCurso);
    return importacion;
  }

  async function enSuTransaccion<T>(job: ClaimedJob, work: (tx: TenantTx) => Promise<T>): Promise<T> {
    for (let intento = 1; ; intento++) {
      try {
        return await database.tenant(job.tenantId, work);
      } catch (error) {
        if (!isUniqueViolation(error) || intento >= INTENTOS_POR_LOTE) throw error;
      }
    }
  }

  async function run(job: ClaimedJob, context: JobContext, id: number): Promise<JobResult> {
    const { hechas: hechasAntes, total } = await database.tenant(job.tenantId, async (tx) => {
      await propia(tx, id, job);
      return trabajo.contar(tx, id);
    });
    let hechas = hechasAntes;
    await context.progress(hechas, total);
    let despuesDe = 0;
    for (;;) {
      context.signal.throwIfAborted();
      const paso = await enSuTransaccion(job, async (tx) =>
        trabajo.lote(tx, await propia(tx, id, job), despuesDe),
      );
      if (!paso) break;
      despuesDe = paso.hasta;
      hechas += paso.filas;
      await context.progress(hechas, total);
    }
    const importacion = await database.tenant(job.tenantId, (tx) => propia(tx, id, job));
    await trabajo.antesDeCerrar?.(importacion);
    await database.tenant(job.tenantId, async (tx) => {
      await propia(tx, id, job);
      await trabajo.cerrar(tx, id);
    });
    return { filename: null, done: total, total };
  }

  return async (job: ClaimedJob, context: JobContext): Promise<JobResult> => {
    const payload = trabajoImportacionSchema.safeParse(job.payload);
    if (!payload.success) throw new JobFailure(MENSAJES_REGISTRO.noEncontrada);
    const id = payload.data.importacion_id;
    try {
      return await run(job, context, id);
    } catch (error) {
      if (error instanceof YaTerminada) {
        const total = await database.tenant(job.tenantId, (tx) => trabajo.contar(tx, id));
        return { filename: null, done: total.total, total: total.total };
      }
      // Stopped by a shutdown or a time-out: the record stays as it is, to be resumed.
      if (!context.signal.aborted) {
        const mensaje = error instanceof JobFailure ? error.message : trabajo.mensajeError;
        await database
          .tenant(job.tenantId, (tx) => anotarError(tx, id, job.id, mensaje))
          .catch((writeError: unknown) => context.log.warn({ err: writeError }, 'import error not recorded'));
      }
      throw error;
    }
  };
}
