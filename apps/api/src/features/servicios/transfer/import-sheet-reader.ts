import { createReadStream, type ReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS, { type CellValue } from 'exceljs';
import { JobFailure } from '../../../jobs/job-types';
import { isSmallWorkbook, readWholeWorkbook } from '../../../jobs/xlsx-read';
import type { ImportColumn } from './import-columns';
import { foldText } from './transfer-fields';

/** One data row: its number as Excel shows it and its cells by form field (absent columns left out). */
export interface SheetRow {
  number: number;
  cells: ReadonlyMap<string, CellValue>;
}

/** Rows per import: far above any tenant's catalogue, and it bounds a hostile file's run time. */
export const MAX_IMPORT_ROWS = 50_000;

export const SHEET_MESSAGES = {
  notWorkbook: 'El fichero no es un libro de Excel (.xlsx) válido.',
  empty: 'La primera hoja del libro está vacía: descargue la plantilla.',
  headerRow: 'La fila 1 de la primera hoja debe llevar los encabezados de la plantilla.',
  missing: (headers: string[]) =>
    `Faltan columnas en la fila 1: ${headers.join(', ')}. Descargue la plantilla.`,
  repeated: (header: string) => `La columna ${header} aparece dos veces en la fila 1.`,
  tooMany: `El fichero tiene más de ${MAX_IMPORT_ROWS.toLocaleString('es-ES')} filas; divídalo.`,
} as const;

/** Column number -> field, from the header row; unknown headers are ignored (an export's stamps). */
function headerFields(row: ExcelJS.Row, columns: readonly ImportColumn[]): Map<number, string> {
  if (row.number !== 1) throw new JobFailure(SHEET_MESSAGES.headerRow);
  const byHeader = new Map(columns.map((column) => [foldText(column.header), column]));
  const fields = new Map<number, string>();
  row.eachCell((cell, index) => {
    const column = typeof cell.value === 'string' ? byHeader.get(foldText(cell.value)) : undefined;
    if (!column) return;
    if ([...fields.values()].includes(column.field))
      throw new JobFailure(SHEET_MESSAGES.repeated(column.header));
    fields.set(index, column.field);
  });
  const present = new Set(fields.values());
  const missing = columns.filter((column) => column.key && !present.has(column.field));
  if (missing.length > 0)
    throw new JobFailure(SHEET_MESSAGES.missing(missing.map((column) => column.header)));
  return fields;
}

const isBlank = (value: CellValue) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The uploaded file's own errors (deleted or unreadable meanwhile). ExcelJS pipes the file into
 * its unzipper, and a pipe does not pass errors on: the read waited forever (its job with it) and
 * the file stream's error went uncaught.
 */
function watchFile(input: ReadStream) {
  let error: Error | null = null;
  let rejectWaiting: ((cause: Error) => void) | null = null;
  input.once('error', (cause) => {
    error = cause;
    rejectWaiting?.(cause);
  });
  return {
    get error() {
      return error;
    },
    /** The iterator's next item, or the file's error if that comes first. */
    next<T>(iterator: AsyncIterator<T>): Promise<IteratorResult<T>> {
      return new Promise((resolve, reject) => {
        if (error) return reject(error);
        rejectWaiting = reject;
        iterator.next().then(resolve, reject);
      });
    },
  };
}

/** `items` until they end or the file fails. */
async function* untilFileFails<T>(
  items: AsyncIterable<T>,
  file: ReturnType<typeof watchFile>,
): AsyncGenerator<T> {
  const iterator = items[Symbol.asyncIterator]();
  let done = false;
  try {
    for (;;) {
      const next = await file.next(iterator);
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    // Stopped early (a refused sheet): ExcelJS closes its read. Once the file failed, ExcelJS is
    // still waiting for it, and asking it to stop would wait with it.
    if (!done && file.error === null) await iterator.return?.();
  }
}

/** The ExcelJS 4.4 reader's methods that `decodeUtf8Whole` wraps (internals: no types). */
interface WorkbookReaderInternals {
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseWorksheet(chunks: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown>;
}

/** Bytes to text, a character split between two chunks kept whole. */
async function* utf8Text(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * ExcelJS turns each chunk of the sheet's and the shared strings' XML into text on its own
 * (utils/parse-sax.js), so a character whose bytes fall in two chunks became two U+FFFD: 'Móvil'
 * was imported as 'M\uFFFD\uFFFDvil'. Where chunks end depends on timing (the benchmark's sheet lost
 * one tariff name of 10,000 in every run once the reader's scheduling changed; exceljs issues
 * #2063, #2084, #2316, unfixed). The reader gets text instead, decoded across chunks. If
 * ExcelJS's internals change, the import fails rather than corrupt text, and a test reads a file
 * a byte at a time.
 */
function decodeUtf8Whole(reader: ExcelJS.stream.xlsx.WorkbookReader): void {
  const internals = reader as unknown as WorkbookReaderInternals;
  const parseSharedStrings = internals._parseSharedStrings.bind(reader);
  const parseWorksheet = internals._parseWorksheet.bind(reader);
  internals._parseSharedStrings = (entry) => parseSharedStrings(entry.setEncoding('utf8'));
  internals._parseWorksheet = (chunks, sheetNo) => parseWorksheet(utf8Text(chunks), sheetNo);
}

/** Checked before a file is opened: an ExcelJS without these methods fails the import loudly. */
function assertReaderInternals(): void {
  const internals = ExcelJS.stream.xlsx.WorkbookReader
    .prototype as unknown as Partial<WorkbookReaderInternals>;
  if (typeof internals._parseSharedStrings !== 'function' || typeof internals._parseWorksheet !== 'function')
    throw new Error(
      'exceljs: WorkbookReader lost _parseSharedStrings/_parseWorksheet (import-sheet-reader.ts)',
    );
}

/**
 * The first sheet's data rows, streamed (ExcelJS's WorkbookReader: one row at a time, shared
 * strings cached, formulas reported as such and never evaluated). Blank rows are skipped. A
 * file ExcelJS cannot read fails the job with a Spanish message; a file that cannot be read at
 * all (gone, an I/O error) fails it with that error.
 */
export async function* readSheetRows(
  path: string,
  columns: readonly ImportColumn[],
  /** How much of the file each read takes: tests take a few bytes, splitting every character. */
  chunkBytes?: number,
): AsyncGenerator<SheetRow> {
  if (chunkBytes === undefined && (await isSmallWorkbook(path))) {
    yield* readWholeSheet(path, columns);
    return;
  }
  for (let attempt = 1; ; attempt += 1) {
    let yielded = false;
    try {
      for await (const row of readSheetRowsOnce(path, columns, chunkBytes ?? 64 * 1024)) {
        yielded = true;
        yield row;
      }
      return;
    } catch (error) {
      // Nothing was read yet: the streaming reader's failure on a valid file (decision 118) is
      // worth one more read; a file that is not a workbook fails both times.
      if (yielded || attempt > 1 || !(error instanceof UnreadableWorkbook)) throw error;
    }
  }
}

/** A small file read whole (jobs/xlsx-read.ts, decision 118), row for row as the stream gives them. */
async function* readWholeSheet(path: string, columns: readonly ImportColumn[]): AsyncGenerator<SheetRow> {
  const read = await readWholeWorkbook(path);
  if ('unreadable' in read) throw new JobFailure(SHEET_MESSAGES.notWorkbook, { cause: read.unreadable });
  const sheet = read.workbook.worksheets[0];
  if (!sheet) throw new JobFailure(SHEET_MESSAGES.empty);
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const [header, ...data] = rows;
  if (!header) throw new JobFailure(SHEET_MESSAGES.empty);
  const fields = headerFields(header, columns);
  for (const row of data) {
    if (row.number > MAX_IMPORT_ROWS + 1) throw new JobFailure(SHEET_MESSAGES.tooMany);
    const values = row.values as CellValue[];
    const cells = new Map<string, CellValue>();
    for (const [index, field] of fields) cells.set(field, values[index] ?? null);
    if ([...cells.values()].every(isBlank)) continue;
    yield { number: row.number, cells };
  }
}

/** The library could not read the file as a workbook (its error is the cause). */
class UnreadableWorkbook extends JobFailure {}

async function* readSheetRowsOnce(
  path: string,
  columns: readonly ImportColumn[],
  chunkBytes: number,
): AsyncGenerator<SheetRow> {
  assertReaderInternals();
  const input = createReadStream(path, { highWaterMark: chunkBytes });
  const file = watchFile(input);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  decodeUtf8Whole(reader);
  try {
    for await (const sheet of untilFileFails(reader, file)) {
      let fields: Map<number, string> | null = null;
      for await (const row of untilFileFails(sheet, file)) {
        if (!fields) {
          fields = headerFields(row, columns);
          continue;
        }
        if (row.number > MAX_IMPORT_ROWS + 1) throw new JobFailure(SHEET_MESSAGES.tooMany);
        const values = row.values as CellValue[];
        const cells = new Map<string, CellValue>();
        for (const [index, field] of fields) cells.set(field, values[index] ?? null);
        if ([...cells.values()].every(isBlank)) continue;
        yield { number: row.number, cells };
      }
      if (!fields) throw new JobFailure(SHEET_MESSAGES.empty);
      return;
    }
    throw new JobFailure(SHEET_MESSAGES.empty);
  } catch (error) {
    if (error instanceof JobFailure) throw error;
    if (file.error) throw file.error;
    throw new UnreadableWorkbook(SHEET_MESSAGES.notWorkbook, { cause: error });
  } finally {
    input.destroy();
  }
}

/** The rows in batches of `size`: each batch is checked and written before the next is read. */
export async function* inBatches<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
