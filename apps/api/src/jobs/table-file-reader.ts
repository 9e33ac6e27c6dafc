import { readCsvRows } from './csv-rows';
import {
  fileHead,
  TABLE_FILE_MESSAGES,
  TableFileFailure,
  tableFormatOf,
  type TableFormat,
  type TableRow,
} from './table-file';
import { readXlsxRows, type XlsxReadOptions } from './xlsx-rows';

export type TableReadOptions = XlsxReadOptions;

/** The format of a stored upload, by its bytes; a file that is neither fails with a Spanish message. */
export async function tableFormatOfFile(path: string): Promise<TableFormat> {
  const format = tableFormatOf(await fileHead(path));
  if (!format) throw new TableFileFailure(TABLE_FILE_MESSAGES.notTable);
  return format;
}

/**
 * Every row of a stored upload (xlsx: the first sheet; CSV: every record, blank ones included),
 * streamed, header row first. The caller reads the header, skips blank rows and stops at its own
 * row limit; it never holds the whole file.
 */
export async function* readTableRows(
  path: string,
  format: TableFormat,
  options: TableReadOptions = {},
): AsyncGenerator<TableRow> {
  if (format === 'xlsx') yield* readXlsxRows(path, options);
  else yield* readCsvRows(path);
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
