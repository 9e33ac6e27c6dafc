import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ExportFormat } from './export-files';
import type { XlsxCell, XlsxWorkerData, XlsxWorkerReply, XlsxWorkerRequest } from './xlsx-writer.protocol';

/** Excel's hard limit per sheet, header row included. */
export const XLSX_MAX_ROWS = 1_048_576;
export const XLSX_MAX_DATA_ROWS = XLSX_MAX_ROWS - 1;

export interface ExportColumn<Row> {
  key: keyof Row & string;
  header: string;
  width: number;
}

/**
 * Streams rows to an export file. `write` resolves once the rows are on their way to disk, so a
 * caller that awaits it before sending more keeps memory flat whatever the export's size.
 */
export interface ExportWriter<Row> {
  write(rows: readonly Row[]): Promise<void>;
  finish(): Promise<void>;
  /** Stops writing; the caller discards the file. */
  abort(): Promise<void>;
}

export function openExportWriter<Row extends object>(
  format: ExportFormat,
  path: string,
  columns: readonly ExportColumn<Row>[],
  sheetName = 'Datos',
): ExportWriter<Row> {
  return format === 'xlsx' ? openXlsxWriter(path, columns, sheetName) : openJsonWriter(path, columns);
}

const cellOf = (value: unknown): XlsxCell =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : String(value);

/**
 * The streaming writer's live data is one batch of rows and the zip buffers; left alone V8 grew
 * its heap to ~150 MB before collecting, which took a 100k-row export past 300 MB of RSS
 * (docs/performance.md). A small old generation makes it collect instead; a worker that still
 * ran out would fail its job with an error, never the API process.
 */
const XLSX_WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

function openXlsxWriter<Row extends object>(
  path: string,
  columns: readonly ExportColumn<Row>[],
  sheetName: string,
): ExportWriter<Row> {
  const workerData: XlsxWorkerData = {
    path,
    sheetName,
    columns: columns.map(({ header, width }) => ({ header, width })),
  };
  const worker = new Worker(new URL('./xlsx-writer.worker-entry.mjs', import.meta.url), {
    workerData,
    resourceLimits: XLSX_WORKER_LIMITS,
  });
  let failure: Error | null = null;
  let pending: { resolve: (reply: XlsxWorkerReply) => void; reject: (error: Error) => void } | null = null;

  const fail = (error: Error) => {
    failure ??= error;
    pending?.reject(failure);
    pending = null;
  };
  worker.on('message', (reply: XlsxWorkerReply) => {
    const waiting = pending;
    pending = null;
    if (reply.type === 'error') fail(new Error(`xlsx worker: ${reply.message}`));
    else waiting?.resolve(reply);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`xlsx worker exited with code ${code}`)));

  // One request in flight at a time: the caller awaits each before sending the next.
  const request = (message: XlsxWorkerRequest) =>
    new Promise<XlsxWorkerReply>((resolve, reject) => {
      if (failure) return reject(failure);
      if (pending) return reject(new Error('xlsx worker: request already in flight'));
      pending = { resolve, reject };
      worker.postMessage(message);
    });

  return {
    async write(rows) {
      await request({
        type: 'rows',
        rows: rows.map((row) => columns.map((column) => cellOf(row[column.key]))),
      });
    },
    async finish() {
      await request({ type: 'finish' });
      await worker.terminate();
    },
    async abort() {
      failure ??= new Error('aborted');
      await worker.terminate();
    },
  };
}

/** A JSON array of objects with the columns' keys; no worker needed (stringify is cheap). */
function openJsonWriter<Row extends object>(
  path: string,
  columns: readonly ExportColumn<Row>[],
): ExportWriter<Row> {
  const stream: WriteStream = createWriteStream(path);
  const errored = new Promise<never>((_, reject) => stream.once('error', reject));
  errored.catch(() => undefined);
  let first = true;

  const put = async (chunk: string) => {
    if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), errored]);
  };

  return {
    async write(rows) {
      if (rows.length === 0) return;
      const objects = rows.map((row) =>
        JSON.stringify(Object.fromEntries(columns.map((column) => [column.key, row[column.key] ?? null]))),
      );
      await put((first ? '[\n' : ',\n') + objects.join(',\n'));
      first = false;
    },
    async finish() {
      await put(first ? '[]\n' : '\n]\n');
      stream.end();
      await Promise.race([once(stream, 'finish'), errored]);
    },
    async abort() {
      stream.destroy();
      await once(stream, 'close').catch(() => undefined);
    },
  };
}
