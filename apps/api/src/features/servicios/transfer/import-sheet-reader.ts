import { createReadStream } from 'node:fs';
import ExcelJS, { type CellValue } from 'exceljs';
import { JobFailure } from '../../../jobs/job-types';
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
 * The first sheet's data rows, streamed (ExcelJS's WorkbookReader: one row at a time, shared
 * strings cached, formulas reported as such and never evaluated). Blank rows are skipped. A
 * file ExcelJS cannot read fails the job with a Spanish message.
 */
export async function* readSheetRows(
  path: string,
  columns: readonly ImportColumn[],
): AsyncGenerator<SheetRow> {
  const input = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      let fields: Map<number, string> | null = null;
      for await (const row of sheet) {
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
    throw new JobFailure(SHEET_MESSAGES.notWorkbook);
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
