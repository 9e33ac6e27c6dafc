import { excelSerialInMadrid, excelSerialOfDay } from './excel-dates';
import type { ExportColumn } from './export-column';
import type { XlsxCell } from './xlsx-writer.protocol';

/** How Excel shows the two kinds of dates (Spanish order; the grid shows the same). */
export const XLSX_NUMBER_FORMATS = {
  day: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
} as const satisfies Record<NonNullable<ExportColumn<object>['format']>, string>;

/**
 * Text a spreadsheet could take for a formula (OWASP "CSV injection": = + - @, and tab or carriage
 * return before them). The cells are written as text, so Excel does not run them, but a copy
 * pasted or saved as CSV would: a leading apostrophe keeps them inert everywhere.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const defuseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

function cellOf<Row>(column: ExportColumn<Row>, value: unknown): XlsxCell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  if (column.format) {
    const serial =
      column.format === 'day'
        ? excelSerialOfDay(String(value))
        : excelSerialInMadrid(value instanceof Date ? value : String(value));
    // A value that is not a date after all is written as the text it is.
    if (serial !== null) return serial;
  }
  const text = value instanceof Date ? value.toISOString() : String(value);
  return defuseFormula(column.label ? column.label(text) : text);
}

/** A row as the xlsx cells of `columns`: labels for codes, Excel serials for dates, inert text. */
export const xlsxCellsOf =
  <Row extends object>(columns: readonly ExportColumn<Row>[]) =>
  (row: Row): XlsxCell[] =>
    columns.map((column) => cellOf(column, row[column.key]));
