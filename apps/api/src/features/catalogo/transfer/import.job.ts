import { z } from 'zod';
import {
  IMPORT_MODES,
  IMPORT_TABLES,
  type ImportReport,
  type ImportRowOutcome,
} from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { Database } from '../../../db/database';
import { EXPORT_FILENAME_PATTERN, type ExportFiles } from '../../../jobs/export-files';
import { openExportWriter } from '../../../jobs/export-writer';
import {
  JobFailure,
  type ClaimedJob,
  type JobContext,
  type JobHandler,
  type JobResult,
} from '../../../jobs/job-types';
import { importBatch } from './import-batch';
import { createImportState } from './import-row';
import { createImportReport, IMPORT_REPORT_COLUMNS } from './import-report';
import { inBatches, readSheetRows } from './import-sheet-reader';
import { IMPORT_TABLE_SPECS } from './import-tables';

export const CATALOGUE_IMPORT_KIND = 'import-catalogue';
/** Rows checked and written between two progress reports. */
export const IMPORT_BATCH_SIZE = 500;

/** What the upload stores in its job: the table, the mode and the uploaded file's name. */
export const importPayloadSchema = z.object({
  table: z.enum(IMPORT_TABLES),
  mode: z.enum(IMPORT_MODES),
  upload: z.string().regex(EXPORT_FILENAME_PATTERN),
});
export type ImportPayload = z.infer<typeof importPayloadSchema>;

/** The task's result: the export's fields (the report file) plus the report itself. */
export type ImportResult = JobResult & { report: ImportReport };

const MESSAGES = {
  invalidPayload: 'La importación no es válida; vuelva a subir el fichero.',
  uploadGone: 'El fichero subido ya no está disponible; vuelva a subirlo.',
} as const;

/** Thrown to end a dry run's transaction (it only read) once its report is complete. */
class DryRunDone extends Error {}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * SPEC §7 read-xlsx: counts the sheet's rows (and checks its header) in a first streamed pass,
 * then, in one tenant transaction, decides every row and writes each batch (import-batch.ts). A
 * dry run makes the same decisions from the same queries and writes nothing, so its report is
 * the apply's; an apply commits the valid rows, or nothing if the database refuses one
 * (decision 69).
 */
export function createImportHandler(deps: { database: Database; files: ExportFiles }): JobHandler {
  const { database, files } = deps;

  async function run(job: ClaimedJob, context: JobContext, payload: ImportPayload, path: string) {
    const spec = IMPORT_TABLE_SPECS[payload.table];
    let total = 0;
    for await (const _row of readSheetRows(path, spec.columns)) total += 1;
    await context.progress(0, total);
    // PGlite runs one transaction at a time: a progress write from outside it would wait for it.
    const progressInside =
      database.engine === 'pglite'
        ? () => yieldToEventLoop()
        : (done: number) => context.progress(done, total);

    const report = createImportReport(payload.table, payload.mode);
    const file = await files.create(job.tenantId, 'informe-importacion', 'xlsx');
    const writer = openExportWriter<ImportRowOutcome>('xlsx', file.path, IMPORT_REPORT_COLUMNS, {
      sheetName: 'Informe',
    });
    try {
      await database
        .tenant(job.tenantId, async (tx) => {
          const state = createImportState();
          let done = 0;
          for await (const batch of inBatches(readSheetRows(path, spec.columns), IMPORT_BATCH_SIZE)) {
            context.signal.throwIfAborted();
            const outcomes = await importBatch(tx, spec, state, payload.mode, batch);
            report.add(outcomes);
            await writer.write(outcomes);
            done += batch.length;
            await progressInside(done);
          }
          if (payload.mode === 'dry-run') throw new DryRunDone();
        })
        .catch((error: unknown) => {
          if (!(error instanceof DryRunDone)) throw error;
        });
      await writer.finish();
      await file.publish();
    } catch (error) {
      await writer.abort();
      await file.discard();
      throw error;
    }
    const result: ImportResult = { filename: file.filename, done: total, total, report: report.result() };
    return result;
  }

  return async (job, context) => {
    const payload = importPayloadSchema.safeParse(job.payload);
    if (!payload.success) throw new JobFailure(MESSAGES.invalidPayload);
    const upload = await files.locate(job.tenantId, payload.data.upload);
    if (!upload) throw new JobFailure(MESSAGES.uploadGone);
    const { path } = upload;
    try {
      return await run(job, context, payload.data, path);
    } finally {
      // A job stopped by a shutdown runs again later and needs its file; the sweep takes it then.
      if (!context.signal.aborted) await files.remove(job.tenantId, payload.data.upload);
    }
  };
}
