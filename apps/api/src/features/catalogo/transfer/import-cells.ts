import type { CellValue } from 'exceljs';
import { decodeXlsxEscapes } from '../../../jobs/table-cell';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '../../../plugins/control-characters';
import type { ImportColumn } from './import-columns';
import { foldText, VALUE_LABELS } from './transfer-fields';

/**
 * A sheet's cells as form input. The cells are data, never code: a formula is refused rather
 * than evaluated or trusted for its cached result (decision 69), and text with control
 * characters is refused as every JSON body is (plugins/control-characters.ts).
 */
export const CELL_MESSAGES = {
  formula: 'Fórmula no permitida',
  excelError: 'La celda tiene un error de Excel',
  date: 'No se esperaba una fecha',
  invalid: 'Valor no válido',
  tooLong: (max: number) => `Texto demasiado largo (máximo ${max} caracteres)`,
} as const;

/** No form field takes more (SPEC §3's longest texts are 2,000); a 32 KB cell goes no further. */
export const MAX_CELL_TEXT = 2000;

type Read = { value: unknown } | { error: string };

/** Control characters a workbook stores as `_xHHHH_`, decoded as Excel shows them (jobs/table-cell.ts). */
const decodeEscapes = decodeXlsxEscapes;

/** The apostrophe the export puts before formula-like text (jobs/xlsx-cells.ts) is not data. */
const undoDefuse = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** Text, a number or a boolean, as ExcelJS gives a cell; objects are formulas, errors, rich text. */
function plainValue(raw: CellValue): Read {
  if (raw === null || raw === undefined) return { value: null };
  if (typeof raw === 'string') return { value: decodeEscapes(raw) };
  if (typeof raw === 'number' || typeof raw === 'boolean') return { value: raw };
  if (raw instanceof Date) return { error: CELL_MESSAGES.date };
  if ('formula' in raw || 'sharedFormula' in raw) return { error: CELL_MESSAGES.formula };
  if ('error' in raw) return { error: CELL_MESSAGES.excelError };
  if ('richText' in raw) return { value: decodeEscapes(raw.richText.map((run) => run.text).join('')) };
  if ('text' in raw && typeof raw.text === 'string') return { value: decodeEscapes(raw.text) };
  return { error: CELL_MESSAGES.invalid };
}

function checkedText(text: string): Read {
  if (findControlCharacter(text) !== null) return { error: CONTROL_CHARACTER_MESSAGE };
  if (text.length > MAX_CELL_TEXT) return { error: CELL_MESSAGES.tooLong(MAX_CELL_TEXT) };
  return { value: text };
}

const TRUE_WORDS = new Set(['si', 'true', '1', 'verdadero', 'x']);
const FALSE_WORDS = new Set(['no', 'false', '0', 'falso']);
const asWholeNumber = (text: string): number | string => (/^\d{1,10}$/.test(text) ? Number(text) : text);

/** The code of a label the export wrote ('Fijo' -> 'fixed_line'); other text as it is. */
function codeOf(field: string, text: string): string {
  const labels = VALUE_LABELS[field];
  if (!labels) return text;
  const folded = foldText(text);
  return Object.entries(labels).find(([, label]) => foldText(label) === folded)?.[0] ?? text;
}

/**
 * What the form schema gets for one cell: numbers and texts as they are (the schema's own
 * messages judge them), id lists split, Sí/No as booleans. A blank cell is null (it clears the
 * field; a required one is then refused), except a boolean's, which keeps the form's default.
 */
function converted(column: ImportColumn, value: unknown): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    return column.kind === 'boolean' ? undefined : column.kind === 'ids' ? [] : null;
  }
  const text = typeof value === 'string' ? codeOf(column.field, value.trim()) : null;
  switch (column.kind) {
    case 'text':
      return text ?? String(value);
    case 'amount':
      return text ?? value;
    case 'integer':
      return text === null ? value : asWholeNumber(text);
    case 'ids':
      return text === null
        ? [value]
        : text
            .split(/[\s,;]+/)
            .filter(Boolean)
            .map(asWholeNumber);
    case 'boolean': {
      const word = foldText(text ?? String(value));
      if (typeof value === 'boolean') return value;
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : value;
    }
  }
}

/** One cell as form input, or why it is refused. */
export function readCell(column: ImportColumn, raw: CellValue): Read {
  const plain = plainValue(raw);
  if ('error' in plain) return plain;
  if (typeof plain.value !== 'string') return { value: converted(column, plain.value) };
  const text = checkedText(plain.value);
  if ('error' in text) return text;
  return { value: converted(column, undoDefuse(plain.value)) };
}
