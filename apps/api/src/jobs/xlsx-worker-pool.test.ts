import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openExportWriter, type ExportColumn } from './export-writer';
import { createXlsxWorkerPool, type XlsxWorkerPool } from './xlsx-worker-pool';

interface Row {
  id: number;
  nombre: string;
}
const COLUMNS: readonly ExportColumn<Row>[] = [
  { key: 'id', header: 'ID', width: 8 },
  { key: 'nombre', header: 'Nombre', width: 20 },
];

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ventas-xlsx-pool-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let files = 0;
/** Writes a small file through `pool` and reads its data rows back. */
async function exportThrough(pool: XlsxWorkerPool, rows: Row[]): Promise<unknown[][]> {
  const path = join(dir, `f${(files += 1)}.xlsx`);
  const writer = openExportWriter('xlsx', path, COLUMNS, { sheetName: 'Hoja', pool });
  await writer.write(rows);
  await writer.finish();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const read: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => read.push((row.values as unknown[]).slice(1)));
  return read;
}

describe('the xlsx worker pool (small exports do not wait for ExcelJS to load)', () => {
  it('starts a thread ahead of the first export, hands it to it, and keeps it for the next', async () => {
    const pool = createXlsxWorkerPool();
    try {
      pool.warm();
      expect(pool.started).toBe(1);
      expect(await exportThrough(pool, [{ id: 1, nombre: 'Ana' }])).toEqual([
        ['ID', 'Nombre'],
        [1, 'Ana'],
      ]);
      expect(await exportThrough(pool, [{ id: 2, nombre: 'Berta' }])).toEqual([
        ['ID', 'Nombre'],
        [2, 'Berta'],
      ]);
      expect(pool.started).toBe(1);
      // Warming a pool that already holds an idle thread starts nothing more.
      pool.warm();
      expect(pool.started).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('never hands out again the thread of an aborted export, and readies another at once', async () => {
    const pool = createXlsxWorkerPool();
    try {
      pool.warm();
      const writer = openExportWriter('xlsx', join(dir, 'abortado.xlsx'), COLUMNS, {
        sheetName: 'Hoja',
        pool,
      });
      await writer.write([{ id: 1, nombre: 'Ana' }]);
      await writer.abort();
      expect(pool.started).toBe(2);
      expect(await exportThrough(pool, [{ id: 3, nombre: 'Carla' }])).toHaveLength(2);
      expect(pool.started).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('gives a second export running at the same time its own thread', async () => {
    const pool = createXlsxWorkerPool();
    try {
      pool.warm();
      const [a, b] = await Promise.all([
        exportThrough(pool, [{ id: 1, nombre: 'Ana' }]),
        exportThrough(pool, [{ id: 2, nombre: 'Berta' }]),
      ]);
      expect([a[1], b[1]]).toEqual([
        [1, 'Ana'],
        [2, 'Berta'],
      ]);
      expect(pool.started).toBe(2);
    } finally {
      await pool.close();
    }
  });
});

describe('the sheet an export writes', () => {
  it('puts filter buttons on the header over the data rows, a total below them left out', async () => {
    const pool = createXlsxWorkerPool();
    try {
      const filterOf = async (footerRows: number) => {
        const path = join(dir, `filtro-${footerRows}.xlsx`);
        const writer = openExportWriter('xlsx', path, COLUMNS, { sheetName: 'Hoja', pool, footerRows });
        await writer.write([
          { id: 1, nombre: 'Ana' },
          { id: 2, nombre: 'Berta' },
        ]);
        await writer.write([{ id: 3, nombre: 'Total' }]);
        await writer.finish();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.readFile(path);
        return workbook.worksheets[0]?.autoFilter;
      };
      expect(await filterOf(0)).toBe('A1:B4');
      expect(await filterOf(1)).toBe('A1:B3');
    } finally {
      await pool.close();
    }
  });
});
