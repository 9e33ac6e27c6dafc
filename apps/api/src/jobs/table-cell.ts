import type { CellValue } from 'exceljs';

/**
 * A table file's cell as text, or what kind of value it is instead. The cells are data, never
 * code: a formula is reported (never evaluated, nor trusted for its cached result), like an Excel
 * error or a date, and each importer says in its own words why it refuses them.
 */
export type CellText = { text: string } | { refused: 'formula' | 'error' | 'date' | 'invalid' };

/**
 * XML cannot hold most control characters, so a workbook stores them as `_xHHHH_` (ECMA-376
 * ST_Xstring; `_x005F_` is a literal underscore) and Excel shows them decoded; ExcelJS does not
 * decode them, so this does, and a control-character check then sees what Excel would show.
 */
export const decodeXlsxEscapes = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Half a surrogate pair (from an `_xD800_`): PostgreSQL refuses it in text and jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** Whole numbers as their digits (a phone 600112233, a postal code 8001); others as JavaScript writes them. */
export function cellText(raw: CellValue): CellText {
  if (raw === null || raw === undefined) return { text: '' };
  if (typeof raw === 'string') return { text: wellFormed(decodeXlsxEscapes(raw)) };
  if (typeof raw === 'number') return { text: String(raw) };
  if (typeof raw === 'boolean') return { refused: 'invalid' };
  if (raw instanceof Date) return { refused: 'date' };
  if ('formula' in raw || 'sharedFormula' in raw) return { refused: 'formula' };
  if ('error' in raw) return { refused: 'error' };
  if ('richText' in raw)
    return { text: wellFormed(decodeXlsxEscapes(raw.richText.map((run) => run.text).join(''))) };
  if ('text' in raw && typeof raw.text === 'string') return { text: wellFormed(decodeXlsxEscapes(raw.text)) };
  return { refused: 'invalid' };
}
