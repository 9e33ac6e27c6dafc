import ExcelJS from 'exceljs';

/** Test-only: workbooks to upload, and the rows of a workbook downloaded. */

/** An xlsx of `rows` (the first is usually the header); `edit` may add formulas or other cells. */
export async function workbookOf(
  rows: ReadonlyArray<readonly unknown[]>,
  edit?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Datos');
  for (const row of rows) sheet.addRow(row as ExcelJS.CellValue[]);
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet's rows as plain values (row 1 first). */
export async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
