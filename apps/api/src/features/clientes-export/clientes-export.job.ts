import { z } from 'zod';
import type { Database } from '../../db/database';
import {
  clientesFiltersSchema,
  countClientes,
  fetchClientesExportBatch,
  type ClienteExportRow,
  type ClienteScope,
  type ClientesFilters,
  type ExportCursor,
} from '../clientes/clientes-query';
import { EXPORT_FORMATS, type ExportFiles } from '../jobs/export-files';
import { openExportWriter, XLSX_MAX_DATA_ROWS } from '../jobs/export-writer';
import {
  JobFailure,
  type ClaimedJob,
  type JobContext,
  type JobHandler,
  type JobResult,
} from '../jobs/job-types';
import { CLIENTES_EXPORT_COLUMNS } from './clientes-export.columns';

export const CLIENTES_EXPORT_KIND = 'export-teletrabajo';
/** Rows per read: each batch is its own short transaction, never one long one. */
export const CLIENTES_EXPORT_BATCH_SIZE = 1000;
const FILE_PREFIX = 'teletrabajo';

/** What the request stores: the raw filters (re-validated here) and the caller's scope. */
export const clientesExportPayload = z.object({
  format: z.enum(EXPORT_FORMATS),
  query: z.record(z.string(), z.unknown()),
  scope: z.object({ accountId: z.number().int(), seesAll: z.boolean() }),
});
export type ClientesExportPayload = z.infer<typeof clientesExportPayload>;

const TOO_MANY_ROWS = (rows: number, max: number) =>
  `La exportación tiene ${rows.toLocaleString('es-ES')} clientes y Excel admite como máximo ` +
  `${max.toLocaleString('es-ES')} filas; acote los filtros o exporte en JSON.`;
const INVALID_PAYLOAD = 'Los filtros de la exportación no son válidos; vuelva a lanzarla.';

interface ExportQuery {
  tenantId: number;
  filters: ClientesFilters;
  scope: ClienteScope;
}

function parsePayload(job: ClaimedJob): ClientesExportPayload & { filters: ClientesFilters } {
  const payload = clientesExportPayload.safeParse(job.payload);
  const filters = payload.success ? clientesFiltersSchema.safeParse(payload.data.query) : null;
  if (!payload.success || !filters?.success) throw new JobFailure(INVALID_PAYLOAD);
  return { ...payload.data, filters: filters.data };
}

/** SPEC §4 "Export job": the teletrabajo customer list, with the list's filters, as xlsx or json. */
export function createClientesExportHandler(deps: {
  database: Database;
  files: ExportFiles;
  /** Excel's limit; lowered only by tests. */
  xlsxMaxRows?: number;
}): JobHandler {
  const { database, files, xlsxMaxRows = XLSX_MAX_DATA_ROWS } = deps;

  const fetchBatch = (query: ExportQuery, after: ExportCursor | null) =>
    database.tenant(query.tenantId, (tx) =>
      fetchClientesExportBatch(
        tx,
        query.tenantId,
        query.filters,
        query.scope,
        after,
        CLIENTES_EXPORT_BATCH_SIZE,
      ),
    );

  return async (job: ClaimedJob, context: JobContext): Promise<JobResult> => {
    const { format, filters, scope } = parsePayload(job);
    const query: ExportQuery = { tenantId: job.tenantId, filters, scope };
    const maxRows = format === 'xlsx' ? xlsxMaxRows : Number.MAX_SAFE_INTEGER;

    const total = await database.tenant(job.tenantId, (tx) =>
      countClientes(tx, job.tenantId, filters, scope),
    );
    if (total > maxRows) throw new JobFailure(TOO_MANY_ROWS(total, maxRows));
    await context.progress(0, total);

    const file = await files.create(job.tenantId, FILE_PREFIX, format);
    const writer = openExportWriter<ClienteExportRow>(
      format,
      file.path,
      CLIENTES_EXPORT_COLUMNS,
      'Teletrabajo',
    );
    try {
      let done = 0;
      let batch = await fetchBatch(query, null);
      while (batch.length > 0) {
        context.signal.throwIfAborted();
        // Rows added since the count can still push an xlsx past Excel's limit.
        if (done + batch.length > maxRows) throw new JobFailure(TOO_MANY_ROWS(done + batch.length, maxRows));
        const last = batch[batch.length - 1] as ClienteExportRow;
        const after: ExportCursor = { updatedOn: last.updated_on, id: last.id };
        // The worker writes this batch while the next one is read: one batch in flight, flat memory.
        const [, next] = await Promise.all([
          writer.write(batch),
          batch.length < CLIENTES_EXPORT_BATCH_SIZE ? Promise.resolve([]) : fetchBatch(query, after),
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
