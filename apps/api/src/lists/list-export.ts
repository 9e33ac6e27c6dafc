import { z } from 'zod';
import type { Database, TenantTx } from '../db/database';
import { EXPORT_FORMATS, type ExportFiles } from '../jobs/export-files';
import { openExportWriter, XLSX_MAX_DATA_ROWS, type ExportColumn } from '../jobs/export-writer';
import {
  JobFailure,
  type ClaimedJob,
  type JobContext,
  type JobHandler,
  type JobResult,
} from '../jobs/job-types';

/**
 * A list's export, declared: how to count and read its rows in batches (keyset, so each batch is
 * a short transaction however deep the export goes) and the columns of the file. The job handler
 * below does the rest: re-validates the stored query, refuses an xlsx past Excel's limit, writes
 * the file while the next batch is read, reports progress, and publishes or discards the file.
 */
export interface ListExport<Query, Scope, Row, Cursor> {
  /** The job kind, e.g. 'export-teletrabajo'. */
  kind: string;
  /** File name prefix (lower-case letters and digits) and sheet name. */
  filePrefix: string;
  sheetName: string;
  /** What a row is, plural, for messages ('clientes'). */
  rowsNoun: string;
  columns: readonly ExportColumn<Row>[];
  /** Re-validates the query the request stored (a bad one fails the job with a Spanish message). */
  querySchema: z.ZodType<Query, unknown>;
  scopeSchema: z.ZodType<Scope, unknown>;
  count(tx: TenantTx, query: Query, scope: Scope): Promise<number>;
  batch(tx: TenantTx, query: Query, scope: Scope, after: Cursor | null, limit: number): Promise<Row[]>;
  cursorOf(row: Row): Cursor;
  /** Rows the export writes last that are not data (a total): outside the xlsx sheet's filter. */
  footerRows?: number;
  /**
   * Labels that are the tenant's data (its option lists), read once per xlsx job; they take the
   * place of a column's own `label`. The json keeps the codes.
   */
  tenantLabels?(tx: TenantTx): Promise<ColumnLabels<Row>>;
}

/** A label function per column key. */
export type ColumnLabels<Row> = Partial<Record<keyof Row & string, (code: string) => string>>;

/** Rows per read: each batch is its own short transaction, never one long one. */
export const EXPORT_BATCH_SIZE = 1000;

/** What an export request stores in its job: the raw query, the format and the caller's scope. */
const exportPayload = z.object({
  format: z.enum(EXPORT_FORMATS),
  query: z.record(z.string(), z.unknown()),
  scope: z.unknown(),
});
export type ListExportPayload = z.infer<typeof exportPayload>;

const TOO_MANY_ROWS = (rows: number, noun: string, max: number) =>
  `La exportación tiene ${rows.toLocaleString('es-ES')} ${noun} y Excel admite como máximo ` +
  `${max.toLocaleString('es-ES')} filas; acote los filtros o exporte en JSON.`;
const INVALID_PAYLOAD = 'Los filtros de la exportación no son válidos; vuelva a lanzarla.';

export function createListExportHandler<Query, Scope, Row extends object, Cursor>(
  list: ListExport<Query, Scope, Row, Cursor>,
  deps: {
    database: Database;
    files: ExportFiles;
    /** Excel's limit; lowered only by tests. */
    xlsxMaxRows?: number;
  },
): JobHandler {
  const { database, files, xlsxMaxRows = XLSX_MAX_DATA_ROWS } = deps;
  const tooManyRows = (rows: number, max: number) => TOO_MANY_ROWS(rows, list.rowsNoun, max);

  function parse(job: ClaimedJob) {
    const payload = exportPayload.safeParse(job.payload);
    if (!payload.success) throw new JobFailure(INVALID_PAYLOAD);
    const query = list.querySchema.safeParse(payload.data.query);
    const scope = list.scopeSchema.safeParse(payload.data.scope);
    if (!query.success || !scope.success) throw new JobFailure(INVALID_PAYLOAD);
    return { format: payload.data.format, query: query.data, scope: scope.data };
  }

  async function labelledColumns(tenantId: number): Promise<readonly ExportColumn<Row>[]> {
    if (!list.tenantLabels) return list.columns;
    const labels: ColumnLabels<Row> = await database.tenant(
      tenantId,
      async (tx) => (await list.tenantLabels?.(tx)) ?? {},
    );
    return list.columns.map((column) => {
      const label = labels[column.key];
      return label ? { ...column, label } : column;
    });
  }

  return async (job: ClaimedJob, context: JobContext): Promise<JobResult> => {
    const { format, query, scope } = parse(job);
    const maxRows = format === 'xlsx' ? xlsxMaxRows : Number.MAX_SAFE_INTEGER;
    const fetchBatch = (after: Cursor | null) =>
      database.tenant(job.tenantId, (tx) => list.batch(tx, query, scope, after, EXPORT_BATCH_SIZE));

    const total = await database.tenant(job.tenantId, (tx) => list.count(tx, query, scope));
    if (total > maxRows) throw new JobFailure(tooManyRows(total, maxRows));
    await context.progress(0, total);

    const columns = format === 'xlsx' ? await labelledColumns(job.tenantId) : list.columns;
    const file = await files.create(job.tenantId, list.filePrefix, format);
    const writer = openExportWriter<Row>(format, file.path, columns, {
      sheetName: list.sheetName,
      footerRows: list.footerRows ?? 0,
    });
    try {
      let done = 0;
      let batch = await fetchBatch(null);
      while (batch.length > 0) {
        context.signal.throwIfAborted();
        // Rows added since the count can still push an xlsx past Excel's limit.
        if (done + batch.length > maxRows) throw new JobFailure(tooManyRows(done + batch.length, maxRows));
        const last = batch[batch.length - 1] as Row;
        // The worker writes this batch while the next one is read: one batch in flight, flat memory.
        const [, next] = await Promise.all([
          writer.write(batch),
          batch.length < EXPORT_BATCH_SIZE ? Promise.resolve([]) : fetchBatch(list.cursorOf(last)),
        ]);
        done += batch.length;
        await context.progress(done, Math.max(total, done));
        batch = next;
      }
      await writer.finish();
      await file.publish();
      return { filename: file.filename, done, total: done };
    } catch (error) {
      await writer.abort();
      await file.discard();
      throw error;
    }
  };
}
