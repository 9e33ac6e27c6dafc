import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delimiterOf } from './csv-rows';
import { TABLE_FILE_MESSAGES, TableFileFailure, tableFormatOf } from './table-file';
import { readTableRows, tableFormatOfFile } from './table-file-reader';
import { cellText } from './table-cell';

let dir: string;
let count = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ventas-table-reader-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(content: Buffer | string): Promise<string> {
  count += 1;
  const path = join(dir, `f${count}`);
  await writeFile(path, content);
  return path;
}

async function rows(path: string, options = {}) {
  const out: Array<[number, unknown[]]> = [];
  for await (const row of readTableRows(path, await tableFormatOfFile(path), options))
    out.push([row.number, row.cells.slice(1)]);
  return out;
}

describe('telling a table file by its bytes', () => {
  it.each([
    ['a zip', Buffer.from('PK\u0003\u0004rest'), 'xlsx'],
    ['text', Buffer.from('Nombre;Teléfono\n'), 'csv'],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d', 'hex'), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s', (_caso, head, format) => {
    expect(tableFormatOf(head)).toBe(format);
  });
});

describe('reading a CSV', () => {
  it.each([
    ['commas', 'a,b;c,"d,e"', ','],
    ['semicolons', 'Nombre;Dirección;"Calle Mayor, 5"', ';'],
    ['tabs', 'Nombre\tTeléfono\tNotas, varias', '\t'],
    ['one column', 'Nombre', ','],
  ])('finds the delimiter of a first line with %s', (_caso, line, delimiter) => {
    expect(delimiterOf(line)).toBe(delimiter);
  });

  it('reads UTF-8 with a BOM, quoted delimiters, quotes and line breaks, numbering records', async () => {
    const path = await file(
      '\uFEFFNombre;Notas\r\n"Peña; Ana";"Dijo ""sí""\r\nmañana"\r\n\r\nBo;5" pantalla\r\n',
    );
    expect(await rows(path)).toEqual([
      [1, ['Nombre', 'Notas']],
      [2, ['Peña; Ana', 'Dijo "sí"\r\nmañana']],
      [3, ['']],
      [4, ['Bo', '5" pantalla']],
    ]);
  });

  it('reads every line ending, even mixed in one file', async () => {
    const path = await file('a\r\nb\nc\rd');
    expect(await rows(path)).toEqual([
      [1, ['a']],
      [2, ['b']],
      [3, ['c']],
      [4, ['d']],
    ]);
  });

  it('reads Windows-1252 (as Spanish Excel saves it)', async () => {
    const path = await file(Buffer.from([0x50, 0x65, 0xf1, 0x61, 0x09, 0x80, 0x0a]));
    expect(await rows(path)).toEqual([[1, ['Peña', '€']]]);
  });

  it('keeps a multi-byte character whole wherever the read chunks end', async () => {
    const names = Array.from({ length: 40_000 }, (_, i) => `Móvil ñandú ${i} 💡`);
    const path = await file(`Nombre\n${names.join('\n')}\n`);
    const read = await rows(path);
    expect(read.slice(1).map(([, cells]) => cells[0])).toEqual(names);
  });

  it.each([
    [
      'a NUL byte further on',
      Buffer.concat([Buffer.from('a,b\n'.repeat(30_000)), Buffer.from([0])]),
      TABLE_FILE_MESSAGES.notTable,
    ],
    ['an unclosed quote', 'Nombre\nAna\n"Bo\n', TABLE_FILE_MESSAGES.csvQuotes(3)],
  ])('fails in Spanish on %s', async (_caso, content, message) => {
    const path = await file(content);
    const error = await rows(path).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(TableFileFailure);
    expect((error as Error).message).toBe(message);
  });
});

describe('reading an xlsx', () => {
  async function workbook(edit: (sheet: ExcelJS.Worksheet) => void): Promise<string> {
    const book = new ExcelJS.Workbook();
    edit(book.addWorksheet('Datos'));
    return file(Buffer.from(await book.xlsx.writeBuffer()));
  }

  it('reports a formula as a formula, never its cached result', async () => {
    const path = await workbook((sheet) => {
      sheet.addRow(['Nombre', 'Teléfono']);
      sheet.addRow([{ formula: 'HYPERLINK("http://x","y")', result: 'y' }, 600112233]);
    });
    const [, [number, cells]] = (await rows(path)) as [unknown, [number, unknown[]]];
    expect(number).toBe(2);
    expect(cellText(cells[0] as ExcelJS.CellValue)).toEqual({ refused: 'formula' });
    expect(cellText(cells[1] as ExcelJS.CellValue)).toEqual({ text: '600112233' });
  });

  it('decodes control characters the workbook stores escaped', () => {
    expect(cellText('Ana_x0007_')).toEqual({ text: 'Ana\u0007' });
  });

  it.each([undefined, 1])(
    'stops at the inflation limit, whole or streamed (chunk %s)',
    async (chunkBytes) => {
      const path = await workbook((sheet) => {
        sheet.addRow(['Nombre']);
        for (let i = 0; i < 2000; i += 1) sheet.addRow([`Nombre ${i}`]);
      });
      const options = { maxInflatedBytes: 50_000, ...(chunkBytes ? { chunkBytes } : {}) };
      const error = await rows(path, options).catch((cause: unknown) => cause);
      expect((error as Error).message).toBe(TABLE_FILE_MESSAGES.inflatesTooMuch(50_000));
    },
  );
});
