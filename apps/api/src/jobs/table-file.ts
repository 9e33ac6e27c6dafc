import { open } from 'node:fs/promises';
import type { CellValue } from 'exceljs';
import { JobFailure } from './job-types';

/**
 * An uploaded table (a list of people, a catalogue sheet): an xlsx workbook's first sheet or a
 * CSV text. What the readers share: the formats, the row shape and the Spanish messages.
 */
export const TABLE_FORMATS = ['xlsx', 'csv'] as const;
export type TableFormat = (typeof TABLE_FORMATS)[number];

/**
 * One row as the file holds it: its number as Excel (or a text editor) shows it, and its cells
 * by column number (1-based, as ExcelJS's `row.values`: index 0 is empty). An xlsx cell is what
 * ExcelJS read (text, number, date, a formula object never evaluated, an error); a CSV cell is
 * always text.
 */
export interface TableRow {
  number: number;
  cells: readonly CellValue[];
}

/** What any xlsx may inflate to: 500,000 rows of a dozen columns are some 400 MB of XML. */
export const XLSX_MAX_INFLATED_BYTES = 1024 * 1024 * 1024;
/** Longest CSV record read (characters): a 10 MB cell is read, then refused by its reader. */
export const CSV_MAX_RECORD_CHARS = 32 * 1024 * 1024;

/** 1 GB, 64 MB, 49 KB: a size as people read it. */
function tamaño(bytes: number): string {
  const [unit, size] =
    bytes >= 1024 ** 3
      ? ['GB', bytes / 1024 ** 3]
      : bytes >= 1024 ** 2
        ? ['MB', bytes / 1024 ** 2]
        : ['KB', bytes / 1024];
  return `${Math.round(size).toLocaleString('es-ES')} ${unit}`;
}

export const TABLE_FILE_MESSAGES = {
  notWorkbook: 'El fichero no es un libro de Excel (.xlsx) válido.',
  notTable: 'El fichero no es un libro de Excel (.xlsx) ni un CSV de texto.',
  inflatesTooMuch: (bytes: number) => `El libro descomprimido ocupa más de ${tamaño(bytes)}; divídalo.`,
  csvQuotes: (row: number) => `El CSV tiene unas comillas sin cerrar en la fila ${row}.`,
  csvRecordTooLong: (row: number) => `La fila ${row} del CSV es demasiado larga.`,
  csvUnreadable: 'El CSV no se puede leer.',
} as const;

/** The file is not a table we can read: the message is for the user. */
export class TableFileFailure extends JobFailure {}

/** An xlsx is a zip: it starts with a local file header. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Enough of a text file's start to tell it from a binary one. */
export const SNIFF_BYTES = 64 * 1024;

/** The file's first bytes (fewer if it is shorter). */
export async function fileHead(path: string, bytes = SNIFF_BYTES): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * By the bytes, never by the name: a zip is an xlsx (whether it is a readable workbook is the
 * reader's to say), text without NUL bytes is a CSV, anything else (an image, random bytes)
 * neither. The CSV reader refuses a NUL byte further on too.
 */
export function tableFormatOf(head: Buffer): TableFormat | null {
  if (head.length >= ZIP_SIGNATURE.length && head.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE))
    return 'xlsx';
  if (head.length === 0 || head.includes(0)) return null;
  return 'csv';
}
