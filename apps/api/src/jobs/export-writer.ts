import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import type { ExportColumn } from './export-column';
import type { ExportFormat } from './export-files';
import { XLSX_NUMBER_FORMATS, xlsxCellsOf } from './xlsx-cells';
import { xlsxWorkerPool, type XlsxWorkerPool } from './xlsx-worker-pool';
import type { XlsxSheetSpec, XlsxWorkerReply, XlsxWorkerRequest } from './xlsx-writer.protocol';

/** Excel's hard limit per sheet, header row included. */
export const XLSX_MAX_ROWS = 1_048_576;
export const XLSX_MAX_DATA_ROWS = XLSX_MAX_ROWS - 1;

/** Declared on its own (xlsx-cells.ts reads it too); re-exported for the lists that declare exports. */
export type { ExportColumn };

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

export interface ExportWriterOptions {
  /** The xlsx sheet's name ('Datos' by default). */
  sheetName?: string;
  /** Rows the caller writes last that are not data (a total): outside the sheet's filter. */
  footerRows?: number;
  pool?: XlsxWorkerPool;
}

export function openExportWriter<Row extends object>(
  format: ExportFormat,
  path: string,
  columns: readonly ExportColumn<Row>[],
  options: ExportWriterOptions = {},
): ExportWriter<Row> {
  return format === 'xlsx' ? openXlsxWriter(path, columns, options) : openJsonWriter(path, columns);
}

function openXlsxWriter<Row extends object>(
  path: string,
  columns: readonly ExportColumn<Row>[],
  { sheetName = 'Datos', footerRows = 0, pool = xlsxWorkerPool }: ExportWriterOptions,
): ExportWriter<Row> {
  const cellsOf = xlsxCellsOf(columns);
  const sheet: XlsxSheetSpec = {
    path,
    sheetName,
    footerRows,
    columns: columns.map(({ header, width, format }) => ({
      header,
      width,
      ...(format ? { numFmt: XLSX_NUMBER_FORMATS[format] } : {}),
    })),
  };
  const worker = pool.take();
  const thread = listenTo(worker);
  // Queued by the worker's port until its script listens: a thread still loading ExcelJS is fine.
  const opened = thread.request({ type: 'open', sheet });
  opened.catch(() => undefined);

  return {
    async write(rows) {
      await opened;
      await thread.request({ type: 'rows', rows: rows.map(cellsOf) });
    },
    async finish() {
      await opened;
      await thread.request({ type: 'finish' });
      thread.stopListening();
      pool.release(worker);
    },
    async abort() {
      thread.stopListening();
      await pool.discard(worker);
    },
  };
}

/** The replies of one thread to one file's requests; one request in flight at a time. */
function listenTo(worker: Worker) {
  let failure: Error | null = null;
  let pending: { resolve: (reply: XlsxWorkerReply) => void; reject: (error: Error) => void } | null = null;

  const fail = (error: Error) => {
    failure ??= error;
    pending?.reject(failure);
    pending = null;
  };
  const onMessage = (reply: XlsxWorkerReply) => {
    const waiting = pending;
    pending = null;
    if (reply.type === 'error') fail(new Error(`xlsx worker: ${reply.message}`));
    else waiting?.resolve(reply);
  };
  const onExit = (code: number) => fail(new Error(`xlsx worker exited with code ${code}`));
  worker.on('message', onMessage);
  worker.on('error', fail);
  worker.on('exit', onExit);

  return {
    request: (message: XlsxWorkerRequest) =>
      new Promise<XlsxWorkerReply>((resolve, reject) => {
        if (failure) return reject(failure);
        if (pending) return reject(new Error('xlsx worker: request already in flight'));
        pending = { resolve, reject };
        worker.postMessage(message);
      }),
    /** The file is done with this thread: nothing more is sent, a request still waiting fails. */
    stopListening() {
      fail(new Error('aborted'));
      worker.off('message', onMessage);
      worker.off('error', fail);
      worker.off('exit', onExit);
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
