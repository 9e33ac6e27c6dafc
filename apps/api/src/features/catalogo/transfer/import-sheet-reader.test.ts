import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobFailure } from '../../../jobs/job-types';
import { IMPORT_COLUMNS } from './import-columns';
import { readSheetRows } from './import-sheet-reader';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ventas-sheet-reader-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readAll(path: string, chunkBytes?: number) {
  const rows = [];
  for await (const row of readSheetRows(path, IMPORT_COLUMNS.tarifas, chunkBytes)) rows.push(row);
  return rows;
}

/** A tariff sheet of `names`, written as the export and the benchmark write theirs. */
async function tariffSheet(path: string, names: readonly string[], useSharedStrings: boolean) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings });
  const sheet = workbook.addWorksheet('Datos');
  sheet.addRow(IMPORT_COLUMNS.tarifas.map((column) => column.header)).commit();
  for (const name of names)
    sheet
      .addRow(
        IMPORT_COLUMNS.tarifas.map(({ field }) => ({ name, operator: 'A', price_value: '9.90' })[field]),
      )
      .commit();
  sheet.commit();
  await workbook.commit();
}

// ExcelJS decodes each chunk of XML on its own: a character split between two chunks came out
// as two U+FFFD ('Fijo + M\uFFFD\uFFFDvil' in one run of the benchmark). A file read a byte at a
// time splits every one.
describe('reading text that falls across two chunks', () => {
  const names = Array.from({ length: 200 }, (_, i) => `Fijo + Móvil ñandú ${i} € 💡`);

  it.each([
    ['shared strings', true],
    ['inline strings', false],
  ])('keeps every character whole (%s)', async (_kind, useSharedStrings) => {
    const path = join(dir, `acentos-${String(useSharedStrings)}.xlsx`);
    await tariffSheet(path, names, useSharedStrings);
    const rows = await readAll(path, 1);
    expect(rows.map((row) => row.cells.get('name'))).toEqual(names);
  });
});

// ExcelJS pipes the file into its unzipper and a pipe does not pass errors on: the read used to
// wait forever (and the job with it, holding the runner) while the error went uncaught.
describe('reading an upload that cannot be read', () => {
  it('fails with the file error when the upload is gone, not waiting for it', async () => {
    const error = await readAll(join(dir, 'borrado.xlsx')).catch((cause: unknown) => cause);
    expect(error).toMatchObject({ code: 'ENOENT' });
    expect(error).not.toBeInstanceOf(JobFailure);
  });

  it('fails with the file error when reading it fails after it opened', async () => {
    // A folder opens, and its first read fails (EISDIR): an error in the middle of the stream.
    const error = await readAll(dir).catch((cause: unknown) => cause);
    expect(error).toMatchObject({ code: 'EISDIR' });
  });
});

// ExcelJS's streaming reader fails now and then on the workbooks ExcelJS itself writes (the sheet
// before sharedStrings.xml and workbook.xml): 'sheets' of undefined, or unzipper's FILE_ENDED, in
// 2 of 400 reads in some runs. It was the import's occasional "no es un libro válido" on a valid
// file; the reader now starts again once when that happens before its first row (decision 118).
describe('reading the workbooks ExcelJS writes, over and over', () => {
  it('reads every one of 400 (each with its own creation time, so its own bytes)', async () => {
    const failures: string[] = [];
    for (let index = 0; index < 400; index += 1) {
      const workbook = new ExcelJS.Workbook();
      workbook.created = new Date(Date.UTC(2020, 0, 1) + index * 7_919_000);
      workbook.modified = workbook.created;
      const sheet = workbook.addWorksheet('Datos');
      sheet.addRow(IMPORT_COLUMNS.tarifas.map((column) => column.header));
      sheet.addRow(
        IMPORT_COLUMNS.tarifas.map(({ field }) => ({ name: `Tarifa ${index}`, operator: 'A' })[field]),
      );
      const path = join(dir, `libro-${index}.xlsx`);
      await workbook.xlsx.writeFile(path);
      try {
        expect(await readAll(path)).toHaveLength(1);
      } catch (error) {
        failures.push(`${index}: ${String((error as Error).cause ?? error)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
