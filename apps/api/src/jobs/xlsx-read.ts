import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';

/**
 * Reading an uploaded workbook (the catalogue import, the objectives template). A file this small
 * is read whole, through the zip's central directory: ExcelJS's streaming reader fails now and
 * then on a valid workbook before its first row ('sheets' of undefined, unzipper's FILE_ENDED),
 * up to 2 reads in 400 of the workbooks ExcelJS itself writes (the sheet before workbook.xml), at
 * times twice running on the same file under load (decision 118). 256 KiB is a few thousand
 * rows: larger files keep the streaming read and its memory bound (issue 12).
 */
export const WHOLE_READ_MAX_BYTES = 256 * 1024;
/**
 * A whole read holds the inflated workbook in memory: a small file that inflates past this (a
 * few thousand rows are a few MB of XML) is streamed instead (xlsx-rows.ts measures it first).
 */
export const WHOLE_READ_MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export async function isSmallWorkbook(path: string): Promise<boolean> {
  return (await stat(path)).size <= WHOLE_READ_MAX_BYTES;
}

/** The whole workbook, or `unreadable` with the library's error when it is no workbook. */
export async function readWholeWorkbook(
  path: string,
): Promise<{ workbook: ExcelJS.Workbook } | { unreadable: unknown }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(path);
    return { workbook };
  } catch (error) {
    // The file's own errors (gone, unreadable) stay what they are.
    if ((error as NodeJS.ErrnoException).code !== undefined) throw error;
    return { unreadable: error };
  }
}
