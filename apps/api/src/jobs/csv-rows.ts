import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  CSV_MAX_RECORD_CHARS,
  fileHead,
  TABLE_FILE_MESSAGES,
  TableFileFailure,
  type TableRow,
} from './table-file';

/**
 * A CSV upload, record by record (csv-parse, streamed: memory holds one chunk and one record).
 * Spanish Excel saves CSV with `;` and Windows-1252, other tools with `,` or tabs and UTF-8
 * (with or without BOM): the encoding is UTF-8 when every byte sequence of the file is valid
 * UTF-8, else Windows-1252; the delimiter is the one of `,` `;` tab found most often in the first
 * line outside quotes. Quoted fields may hold delimiters, quotes ("") and line breaks. A row's
 * number is its record's (as Excel shows the file), not its line's.
 */
export type CsvEncoding = 'utf-8' | 'windows-1252';
const DELIMITERS = [',', ';', '\t'] as const;

/** One pass over the bytes: NUL (binary, not text) refused; UTF-8 if it decodes as such. */
async function encodingOf(path: string): Promise<CsvEncoding> {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const bytes = chunk as Buffer;
    if (bytes.includes(0)) throw new TableFileFailure(TABLE_FILE_MESSAGES.notTable);
    if (!valid) continue;
    try {
      utf8.decode(bytes, { stream: true });
    } catch {
      valid = false;
    }
  }
  if (valid) {
    try {
      utf8.decode();
    } catch {
      valid = false;
    }
  }
  return valid ? 'utf-8' : 'windows-1252';
}

/** The delimiter most used in the first line, quoted text aside (`,` when it has none). */
export function delimiterOf(firstLine: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

async function* decoded(path: string, encoding: CsvEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

function failureOf(error: unknown, row: number): unknown {
  if (!(error instanceof CsvError)) return error;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return new TableFileFailure(TABLE_FILE_MESSAGES.csvQuotes(row));
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return new TableFileFailure(TABLE_FILE_MESSAGES.csvRecordTooLong(row));
  return new TableFileFailure(TABLE_FILE_MESSAGES.csvUnreadable, { cause: error });
}

export async function* readCsvRows(path: string): AsyncGenerator<TableRow> {
  const encoding = await encodingOf(path);
  const head = new TextDecoder(encoding).decode(await fileHead(path));
  const source = Readable.from(decoded(path, encoding));
  const parser = source.pipe(
    parse({
      delimiter: delimiterOf(head.split(/\r\n|\n|\r/, 1)[0] ?? ''),
      bom: true,
      // Any line ending, even mixed in one file (edited by hand): csv-parse otherwise keeps the
      // first line's, and the rest of the file became one cell with no error.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A stray quote inside an unquoted field (5" pantalla) is text.
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: CSV_MAX_RECORD_CHARS,
      info: true,
    }),
  );
  // A pipe does not pass errors on: the file's own (gone, unreadable) ends the parse with it.
  source.once('error', (error) => parser.destroy(error));
  let number = 0;
  try {
    for await (const { record } of parser as AsyncIterable<{ record: string[] }>) {
      number += 1;
      yield { number, cells: [undefined, ...record] as TableRow['cells'] };
    }
  } catch (error) {
    throw failureOf(error, number + 1);
  } finally {
    source.destroy();
    parser.destroy();
  }
}
