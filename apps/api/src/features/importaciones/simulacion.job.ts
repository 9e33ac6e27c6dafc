import { z } from 'zod';
import { vistosVacios } from '@ventas/domain/importaciones/importacion-clasificar';
import {
  CAMPOS,
  IMPORTACION_MAX_FILAS,
  MENSAJES_IMPORTACION,
  type CampoImportacion,
  type Mapeo,
} from '@ventas/domain/importaciones/importacion-contract';
import { MENSAJES_FICHERO } from '@ventas/domain/importaciones/importacion-fichero';
import { leerFila, type FilaLeida } from '@ventas/domain/importaciones/importacion-leer-fila';
import type { Database } from '../../db/database';
import type { ExportFiles } from '../../jobs/export-files';
import { JobFailure, type JobContext, type JobHandler, type JobResult } from '../../jobs/job-types';
import type { TableFormat, TableRow } from '../../jobs/table-file';
import {
  inBatches,
  readTableRows,
  tableFormatOfFile,
  type TableReadOptions,
} from '../../jobs/table-file-reader';
import { celdaImportacion } from './fichero-celdas';
import { simularLote } from './simulacion-lote';
import {
  borrarFilas,
  fallarSimulacion,
  importacionASimular,
  terminarSimulacion,
  totalesVacios,
} from './simulacion-registro';

export const SIMULACION_KIND = 'importacion-simulacion';
/** Rows classified and written per transaction: one lookup per kind and one insert each. */
export const LOTE_SIMULACION = 1000;

export const simulacionPayloadSchema = z.object({ importacion: z.number().int().positive() });
export type SimulacionPayload = z.infer<typeof simulacionPayloadSchema>;

const MENSAJES = {
  payload: 'La importación no es válida; vuelva a subir el fichero.',
  noSimulable: 'La importación ya no está comprobándose.',
} as const;

/** Column number → field of the mapped columns, in the file's column order. */
function columnasMapeadas(mapeo: Mapeo): Array<[number, CampoImportacion]> {
  return Object.entries(mapeo)
    .filter((entry): entry is [string, CampoImportacion] => entry[1] !== null && CAMPOS.includes(entry[1]))
    .map(([columna, campo]): [number, CampoImportacion] => [Number(columna), campo])
    .sort(([a], [b]) => a - b);
}

/** The data rows (the first row is the header), read and normalised; blank rows left out. */
async function* filasLeidas(
  rows: AsyncIterable<TableRow>,
  columnas: ReadonlyArray<[number, CampoImportacion]>,
): AsyncGenerator<{ fila: number; leida: FilaLeida }> {
  let cabecera = true;
  for await (const row of rows) {
    if (cabecera) {
      cabecera = false;
      continue;
    }
    const leida = leerFila(
      columnas.map(([indice, campo]) => ({ campo, celda: celdaImportacion(row.cells[indice]) })),
    );
    if (leida) yield { fila: row.number, leida };
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Issue 17 "dry run": classifies every row of the upload (importacion-clasificar.ts) into
 * `importacion_filas`, batch after batch, each batch its own transaction, then writes the totals
 * and SIMULADA. A first streamed pass counts the rows (the progress bar's total; a file over the
 * row limit fails before anything is written). Memory holds one batch and the documents and
 * phones seen so far, never the file. A rerun (a process killed mid-run) starts over: the rows a
 * killed run wrote are deleted first. A failure the user must see (an unreadable file, too many
 * rows) leaves the record FALLIDA with its Spanish message and no rows. The upload stays for the
 * apply.
 */
export function createSimulacionHandler(deps: {
  database: Database;
  files: ExportFiles;
  /** Lowered by tests. */
  maxFilas?: number;
  readOptions?: TableReadOptions;
}): JobHandler {
  const { database, files, maxFilas = IMPORTACION_MAX_FILAS, readOptions = {} } = deps;

  async function contarFilas(path: string, format: TableFormat): Promise<number> {
    let filas = 0;
    let cabecera = true;
    for await (const row of readTableRows(path, format, readOptions)) {
      if (cabecera) {
        cabecera = false;
        continue;
      }
      filas += 1;
      if (row.number > maxFilas + 1) throw new JobFailure(MENSAJES_FICHERO.demasiadasFilas(maxFilas));
      if (filas % 10_000 === 0) await yieldToEventLoop();
    }
    return filas;
  }

  async function simular(tenantId: number, id: number, context: JobContext): Promise<JobResult> {
    const importacion = await database.tenant(tenantId, async (tx) => {
      const registro = await importacionASimular(tx, id);
      if (registro?.estado === 'SIMULANDO') await borrarFilas(tx, id);
      return registro;
    });
    if (!importacion || importacion.estado !== 'SIMULANDO') throw new JobFailure(MENSAJES.noSimulable);
    const upload = importacion.subida ? await files.locate(tenantId, importacion.subida) : null;
    if (!upload) throw new JobFailure(MENSAJES_IMPORTACION.subidaCaducada);
    const { path } = upload;
    const format = await tableFormatOfFile(path);
    const total = await contarFilas(path, format);
    await context.progress(0, total);

    const columnas = columnasMapeadas(importacion.mapeo);
    const totales = totalesVacios();
    const vistos = vistosVacios();
    let hechas = 0;
    const filas = filasLeidas(readTableRows(path, format, readOptions), columnas);
    for await (const lote of inBatches(filas, LOTE_SIMULACION)) {
      context.signal.throwIfAborted();
      const clasificadas = await database.tenant(tenantId, (tx) => simularLote(tx, id, lote, vistos));
      for (const { clase } of clasificadas) totales[clase] += 1;
      hechas = lote[lote.length - 1]?.fila ?? hechas;
      await context.progress(Math.min(hechas - 1, total), total);
    }
    await database.tenant(tenantId, (tx) => terminarSimulacion(tx, id, totales));
    return { filename: null, done: total, total };
  }

  return async (job, context) => {
    const payload = simulacionPayloadSchema.safeParse(job.payload);
    if (!payload.success) throw new JobFailure(MENSAJES.payload);
    const id = payload.data.importacion;
    try {
      return await simular(job.tenantId, id, context);
    } catch (error) {
      // A shutdown gives the job back to the queue: its rerun starts over. Anything else ends it.
      const reason: unknown = context.signal.aborted ? context.signal.reason : null;
      if (reason instanceof Error && reason.message === 'shutdown') throw error;
      const message = error instanceof JobFailure ? error.message : MENSAJES_IMPORTACION.errorSimulacion;
      await database.tenant(job.tenantId, (tx) => fallarSimulacion(tx, id, message));
      throw error;
    }
  };
}
