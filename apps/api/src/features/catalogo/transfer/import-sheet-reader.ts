import type { CellValue } from 'exceljs';
import { JobFailure } from '../../../jobs/job-types';
import { TABLE_FILE_MESSAGES } from '../../../jobs/table-file';
import { inBatches, readTableRows } from '../../../jobs/table-file-reader';
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
  notWorkbook: TABLE_FILE_MESSAGES.notWorkbook,
  empty: 'La primera hoja del libro está vacía: descargue la plantilla.',
  headerRow: 'La fila 1 de la primera hoja debe llevar los encabezados de la plantilla.',
  missing: (headers: string[]) =>
    `Faltan columnas en la fila 1: ${headers.join(', ')}. Descargue la plantilla.`,
  repeated: (header: string) => `La columna ${header} aparece dos veces en la fila 1.`,
  tooMany: `El fichero tiene más de ${MAX_IMPORT_ROWS.toLocaleString('es-ES')} filas; divídalo.`,
} as const;

/** Column number -> field, from the header row; unknown headers are ignored (an export's stamps). */
function headerFields(
  row: { number: number; cells: readonly CellValue[] },
  columns: readonly ImportColumn[],
): Map<number, string> {
  if (row.number !== 1) throw new JobFailure(SHEET_MESSAGES.headerRow);
  const byHeader = new Map(columns.map((column) => [foldText(column.header), column]));
  const fields = new Map<number, string>();
  row.cells.forEach((value, index) => {
    const column = typeof value === 'string' ? byHeader.get(foldText(value)) : undefined;
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
 * The first sheet's data rows, streamed by the shared reader (jobs/xlsx-rows.ts: ExcelJS with
 * its fixes, formulas reported as such and never evaluated). Blank rows are skipped. A file
 * ExcelJS cannot read fails the job with a Spanish message; a file that cannot be read at all
 * (gone, an I/O error) fails it with that error.
 */
export async function* readSheetRows(
  path: string,
  columns: readonly ImportColumn[],
  /** How much of the file each read takes: tests take a few bytes, splitting every character. */
  chunkBytes?: number,
): AsyncGenerator<SheetRow> {
  let fields: Map<number, string> | null = null;
  for await (const row of readTableRows(path, 'xlsx', chunkBytes === undefined ? {} : { chunkBytes })) {
    if (!fields) {
      fields = headerFields(row, columns);
      continue;
    }
    if (row.number > MAX_IMPORT_ROWS + 1) throw new JobFailure(SHEET_MESSAGES.tooMany);
    const cells = new Map<string, CellValue>();
    for (const [index, field] of fields) cells.set(field, row.cells[index] ?? null);
    if ([...cells.values()].every(isBlank)) continue;
    yield { number: row.number, cells };
  }
  if (!fields) throw new JobFailure(SHEET_MESSAGES.empty);
}

export { inBatches };
