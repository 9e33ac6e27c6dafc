import { createReadStream, type ReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS, { type CellValue } from 'exceljs';
import { TABLE_FILE_MESSAGES, TableFileFailure, XLSX_MAX_INFLATED_BYTES, type TableRow } from './table-file';
import { isSmallWorkbook, readWholeWorkbook, WHOLE_READ_MAX_INFLATED_BYTES } from './xlsx-read';
import { checkZipInflation } from './zip-inflate-check';

/**
 * The first sheet of an uploaded workbook, row by row (every import of a workbook: the
 * catalogue's, the lead lists'). ExcelJS's WorkbookReader streams it (one row at a time, shared
 * strings cached, formulas reported as such and never evaluated), with the fixes below; a small
 * file is read whole (decision 118). A file ExcelJS cannot read fails with a Spanish message
 * (`TableFileFailure`); a file that cannot be read at all (gone, an I/O error) with that error.
 */
export interface XlsxReadOptions {
  /** How much of the file each read takes: tests take a few bytes, splitting every character. */
  chunkBytes?: number;
  /** Lowered by tests: what the workbook may inflate to (zip-inflate-check.ts). */
  maxInflatedBytes?: number;
}

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
    throw new Error('exceljs: WorkbookReader lost _parseSharedStrings/_parseWorksheet (jobs/xlsx-rows.ts)');
}

/** The library could not read the file as a workbook (its error is the cause). */
class UnreadableWorkbook extends TableFileFailure {}

/** Measured before ExcelJS opens it: a zip bomb stops here, not in memory or on disk. */
async function checkInflation(path: string, maxInflatedBytes: number): Promise<number> {
  const check = await checkZipInflation(path, { maxTotalBytes: maxInflatedBytes });
  if ('inflatedBytes' in check) return check.inflatedBytes;
  if (check.refused === 'too-large')
    throw new TableFileFailure(TABLE_FILE_MESSAGES.inflatesTooMuch(maxInflatedBytes));
  throw new TableFileFailure(TABLE_FILE_MESSAGES.notWorkbook);
}

export async function* readXlsxRows(path: string, options: XlsxReadOptions = {}): AsyncGenerator<TableRow> {
  const inflated = await checkInflation(path, options.maxInflatedBytes ?? XLSX_MAX_INFLATED_BYTES);
  if (
    options.chunkBytes === undefined &&
    inflated <= WHOLE_READ_MAX_INFLATED_BYTES &&
    (await isSmallWorkbook(path))
  ) {
    yield* readWholeSheet(path);
    return;
  }
  for (let attempt = 1; ; attempt += 1) {
    let yielded = false;
    try {
      for await (const row of readSheetOnce(path, options.chunkBytes ?? 64 * 1024)) {
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

/** A small file read whole (xlsx-read.ts, decision 118), row for row as the stream gives them. */
async function* readWholeSheet(path: string): AsyncGenerator<TableRow> {
  const read = await readWholeWorkbook(path);
  if ('unreadable' in read)
    throw new TableFileFailure(TABLE_FILE_MESSAGES.notWorkbook, { cause: read.unreadable });
  const sheet = read.workbook.worksheets[0];
  if (!sheet) return;
  const rows: TableRow[] = [];
  sheet.eachRow((row) => rows.push({ number: row.number, cells: row.values as CellValue[] }));
  yield* rows;
}

async function* readSheetOnce(path: string, chunkBytes: number): AsyncGenerator<TableRow> {
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
      for await (const row of untilFileFails(sheet, file))
        yield { number: row.number, cells: row.values as CellValue[] };
      return;
    }
  } catch (error) {
    if (error instanceof TableFileFailure) throw error;
    if (file.error) throw file.error;
    throw new UnreadableWorkbook(TABLE_FILE_MESSAGES.notWorkbook, { cause: error });
  } finally {
    input.destroy();
  }
}
