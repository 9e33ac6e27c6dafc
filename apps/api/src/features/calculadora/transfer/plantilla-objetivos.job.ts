import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { mesSchema } from '@ventas/domain/calculadora/objetivos-contract';
import {
  PLANTILLA_RECHAZOS_MAXIMOS,
  type PlantillaReport,
} from '@ventas/domain/calculadora/plantilla-objetivos-contract';
import {
  cabecerasCoinciden,
  disposicionPlantilla,
  FILA_CABECERAS,
  leerFila,
  PRIMERA_FILA,
  rechazosDeLaHoja,
  type ObjetivoPlantilla,
} from '@ventas/domain/calculadora/plantilla-objetivos';
import { diasLaborables } from '@ventas/domain/calculadora/working-days';
import type { Database, TenantTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { EXPORT_FILENAME_PATTERN, type ExportFiles } from '../../../jobs/export-files';
import { JobFailure, type JobHandler, type JobResult } from '../../../jobs/job-types';
import type { ApiInstance } from '../../../http/route-types';
import { calendariosDeComerciales } from '../../calendario/calendario.public';
import { objetivosDeComerciales } from '../equipo/equipo.repository';
import { exigirMesAbierto } from '../meses-cerrados.repository';
import {
  comercialesPlantilla,
  cuentasExistentes,
  escribirObjetivos,
  familiasPlantilla,
} from './plantilla-objetivos.data';
import { leerHoja } from './plantilla-objetivos.reader';
import { plantillaObjetivosXlsx } from './plantilla-objetivos.template';

/** Queued by write-xlsx with `table: 'objetivos'` (catalogo/transfer) and run here. */
export const PLANTILLA_OBJETIVOS_KIND = 'plantilla-objetivos';
/** Queued by read-xlsx with `table: 'objetivos'` and run here. */
export const OBJETIVOS_IMPORT_KIND = 'import-objetivos';

const mesTexto = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/);
export const plantillaPayloadSchema = z.object({ mes: mesTexto });
export type PlantillaPayload = z.infer<typeof plantillaPayloadSchema>;
export const objetivosImportPayloadSchema = z.object({
  mes: mesTexto,
  mode: z.enum(['dry-run', 'apply']),
  upload: z.string().regex(EXPORT_FILENAME_PATTERN),
});
export type ObjetivosImportPayload = z.infer<typeof objetivosImportPayloadSchema>;

const MENSAJES = {
  invalida: 'La tarea no es válida; vuelva a intentarlo.',
  subidaPerdida: 'El fichero subido ya no está disponible; vuelva a subirlo.',
  otraPlantilla:
    'Las columnas de la fila 3 no son las de la plantilla de objetivos de hoy (han cambiado los tipos de objetivo): descárguela de nuevo.',
} as const;

const mesDeTexto = (texto: string): Mes => mesSchema.parse(texto);

/** A 409 of the month's close (exigirMesAbierto) as the task's failure message. */
async function mesAbierto(tx: TenantTx, mes: Mes): Promise<void> {
  try {
    await exigirMesAbierto(tx, mes);
  } catch (error) {
    if (error instanceof AppError) throw new JobFailure(error.message);
    throw error;
  }
}

/** The template of a month, with each commercial's objectives and working days filled in. */
function plantillaHandler(database: Database, files: ExportFiles): JobHandler {
  return async (job) => {
    const payload = plantillaPayloadSchema.safeParse(job.payload);
    if (!payload.success) throw new JobFailure(MENSAJES.invalida);
    const mes = mesDeTexto(payload.data.mes);
    const datos = await database.tenant(job.tenantId, async (tx) => {
      const familias = await familiasPlantilla(tx);
      const comerciales = await comercialesPlantilla(tx, mes);
      const ids = comerciales.map((comercial) => comercial.id);
      const objetivos = await objetivosDeComerciales(tx, ids, mes);
      const calendarios = await calendariosDeComerciales(tx, ids, mes);
      return {
        mes,
        familias,
        comerciales: comerciales.map((comercial) => ({
          ...comercial,
          objetivos: (objetivos.get(comercial.id) ?? []).map(
            ({ familia, objetivo, peso, llave }): ObjetivoPlantilla => ({ familia, objetivo, peso, llave }),
          ),
          diasLaborables: diasLaborables(mes, calendarios.get(comercial.id)),
        })),
      };
    });
    const file = await files.create(job.tenantId, 'plantilla-objetivos', 'xlsx');
    try {
      await writeFile(file.path, await plantillaObjetivosXlsx(datos));
      await file.publish();
    } catch (error) {
      await file.discard();
      throw error;
    }
    const total = datos.comerciales.length;
    return { filename: file.filename, done: total, total };
  };
}

/** Thrown to end a dry run's (or a refused apply's) transaction: it wrote nothing. */
class SinEscribir extends Error {}

/**
 * Reads an uploaded template: every row decided by the domain's rules (plantilla-objetivos.ts),
 * the commercial ids checked in one query; an apply with no refused cell writes the whole
 * sheet in one transaction, otherwise nothing (decisions-plantilla.md).
 */
function importHandler(database: Database, files: ExportFiles): JobHandler {
  async function run(
    tenantId: number,
    payload: ObjetivosImportPayload,
    path: string,
    progress: (done: number, total: number) => Promise<void>,
  ) {
    const mes = mesDeTexto(payload.mes);
    const hoja = await leerHoja(path, FILA_CABECERAS);
    const numeros = hoja.filasDesde(PRIMERA_FILA);
    await progress(0, numeros.length);
    const hecho: { report: PlantillaReport | null } = { report: null };
    await database
      .tenant(tenantId, async (tx) => {
        await mesAbierto(tx, mes);
        const disposicion = disposicionPlantilla(await familiasPlantilla(tx));
        if (!cabecerasCoinciden(disposicion, hoja.cabecera)) throw new JobFailure(MENSAJES.otraPlantilla);
        const filas = numeros.map((numero) =>
          leerFila(disposicion, numero, (columna) => hoja.celda(numero, columna)),
        );
        const ids = filas.flatMap((fila) => (fila.comercial === null ? [] : [fila.comercial]));
        const existentes = await cuentasExistentes(tx, ids);
        const rechazos = rechazosDeLaHoja(filas, (id) => existentes.has(id));
        const validas = new Map<number, ObjetivoPlantilla[]>();
        for (const fila of filas)
          if (fila.comercial !== null && fila.rechazos.length === 0 && existentes.has(fila.comercial))
            if (!validas.has(fila.comercial)) validas.set(fila.comercial, fila.objetivos);
        const aplicar = payload.mode === 'apply' && rechazos.length === 0;
        hecho.report = {
          mes: payload.mes,
          mode: payload.mode,
          comerciales: validas.size,
          objetivos: [...validas.values()].reduce((total, lista) => total + lista.length, 0),
          aplicado: aplicar,
          rechazos: rechazos.slice(0, PLANTILLA_RECHAZOS_MAXIMOS),
          truncated: rechazos.length > PLANTILLA_RECHAZOS_MAXIMOS,
        };
        if (!aplicar) throw new SinEscribir();
        await escribirObjetivos(tx, mes, validas);
      })
      .catch((error: unknown) => {
        if (!(error instanceof SinEscribir)) throw error;
      });
    const result: JobResult & { report: PlantillaReport } = {
      filename: null,
      done: numeros.length,
      total: numeros.length,
      report: hecho.report!,
    };
    return result;
  }

  return async (job, context) => {
    const payload = objetivosImportPayloadSchema.safeParse(job.payload);
    if (!payload.success) throw new JobFailure(MENSAJES.invalida);
    const upload = await files.locate(job.tenantId, payload.data.upload);
    if (!upload) throw new JobFailure(MENSAJES.subidaPerdida);
    const { path } = upload;
    try {
      return await run(job.tenantId, payload.data, path, context.progress);
    } finally {
      // A job stopped by a shutdown runs again later and needs its file; the sweep takes it then.
      if (!context.signal.aborted) await files.remove(job.tenantId, payload.data.upload);
    }
  };
}

/** The template's two jobs, on the app's one queue. */
export function registerPlantillaObjetivosJobs(app: ApiInstance, database: Database): void {
  app.jobQueue.register(PLANTILLA_OBJETIVOS_KIND, plantillaHandler(database, app.exportFiles));
  app.jobQueue.register(OBJETIVOS_IMPORT_KIND, importHandler(database, app.exportFiles));
}
