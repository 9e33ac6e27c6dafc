import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { openExportWriter } from '../../../jobs/export-writer';
import { IMPORT_COLUMNS } from './import-columns';

/**
 * An import's template: the header row the importer reads (IMPORT_COLUMNS) and one example
 * row, written by the exports' own xlsx writer (its worker owns ExcelJS's writer).
 */
export async function importTemplate(table: ImportTable): Promise<Buffer> {
  const columns = IMPORT_COLUMNS[table].map((column) => ({
    key: column.field,
    header: column.header,
    width: Math.max(12, column.header.length + 4),
  }));
  const example = Object.fromEntries(IMPORT_COLUMNS[table].map((column) => [column.field, column.example]));
  const dir = await mkdtemp(join(tmpdir(), 'plantilla-'));
  try {
    const path = join(dir, `${table}.xlsx`);
    const writer = openExportWriter<Record<string, unknown>>('xlsx', path, columns, { sheetName: 'Datos' });
    try {
      await writer.write([example]);
      await writer.finish();
    } catch (error) {
      await writer.abort();
      throw error;
    }
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
