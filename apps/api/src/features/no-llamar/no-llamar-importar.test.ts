import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORTAR_MAX_BYTES,
  IMPORTAR_MAX_FILAS,
  MENSAJES_IMPORTAR,
} from '@ventas/domain/no-llamar/no-llamar-importacion';
import { TABLE_FILE_MESSAGES, XLSX_MAX_INFLATED_BYTES } from '../../jobs/table-file';
import { WHOLE_READ_MAX_BYTES } from '../../jobs/xlsx-read';
import { bearer, login } from '../../../test/support/test-app';
import { workbookOf as xlsx } from '../../../test/support/xlsx-books';
import { zipBomb } from '../../../test/support/zip-bomb';
import { multipartFile, startNoLlamarTest, type NoLlamarTest } from './no-llamar.test-support';

const URL = '/api/no-llamar/importar/';
let t: NoLlamarTest;

beforeAll(async () => {
  t = await startNoLlamarTest();
});
afterAll(async () => {
  await t?.app.close();
});

const subir = async (name: string, content: Buffer | string, headers = t.superadminHeaders) => {
  const body = await multipartFile(name, content);
  return t.app.inject({
    method: 'POST',
    url: URL,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};
const total = async () =>
  (await t.call('superadmin', 'GET', '/api/no-llamar/?fuente=lista')).json().count as number;

describe('POST /api/no-llamar/importar/', () => {
  it('classifies every row of an xlsx, never evaluating a formula, and writes the new phones', async () => {
    await t.call('admin', 'POST', '/api/no-llamar/', { telefono: '622000001' });
    const file = await xlsx(
      [['Teléfono'], ['+34 622 00 00 01'], ['622000002'], [622000003], ['622.00.00.02'], ['12345'], []],
      (sheet) => {
        sheet.getCell('A8').value = { formula: 'HYPERLINK("http://x","622000004")', result: '622000004' };
        sheet.getCell('A9').value = '=1+1';
      },
    );
    const response = await subir('lista.xlsx', file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      filas: 7,
      nuevos: 2,
      ya_estaban: 1,
      repetidos: 1,
      invalidos: 3,
      muestras_invalidas: [
        { fila: 6, valor: '12345', motivo: MENSAJES_IMPORTAR.telefono },
        { fila: 8, valor: '', motivo: MENSAJES_IMPORTAR.formula },
        { fila: 9, valor: '=1+1', motivo: MENSAJES_IMPORTAR.formula },
      ],
    });
    const listed = (await t.call('superadmin', 'GET', '/api/no-llamar/?fuente=lista')).json();
    expect(listed.results.map((row: { telefono: string }) => row.telefono).sort()).toEqual([
      '622000002',
      '622000003',
    ]);
    expect((await t.call('superadmin', 'GET', '/api/no-llamar/?search=622000004')).json().count).toBe(0);
  });

  it('reads a CSV without header, quoted first fields and other columns, and a second upload finds them all', async () => {
    // One delimiter (the first line's) and one line ending a file, as the shared CSV reader reads them.
    const csv = '"633 00 00 01";Ana\r\n633000002;Luis\r\n\r\n=HYPERLINK("http://x")\r\n633000002\r\n';
    const first = (await subir('lista.csv', csv)).json();
    expect(first).toMatchObject({ filas: 4, nuevos: 2, ya_estaban: 0, repetidos: 1, invalidos: 1 });
    const again = (await subir('lista.csv', csv)).json();
    expect(again).toMatchObject({ nuevos: 0, ya_estaban: 2, repetidos: 1, invalidos: 1 });
  });

  it('reads a CSV record by record: quoted delimiters and line breaks, rows numbered as Excel shows them', async () => {
    const csv = 'Teléfono,Nombre\n"633000011","Pérez, Ana"\n633000012,"Calle\nMayor"\n12345,Luis\n';
    expect((await subir('lista.csv', csv)).json()).toEqual({
      filas: 3,
      nuevos: 2,
      ya_estaban: 0,
      repetidos: 0,
      invalidos: 1,
      muestras_invalidas: [{ fila: 4, valor: '12345', motivo: MENSAJES_IMPORTAR.telefono }],
    });
  });

  it('reads a CSV saved by Spanish Excel (Windows-1252), accents and all', async () => {
    const csv = Buffer.from('Teléfono;Nombre\r\n633000021;Begoña\r\nMóvil 6;Íñigo\r\n', 'latin1');
    expect((await subir('lista.csv', csv)).json()).toMatchObject({
      filas: 2,
      nuevos: 1,
      muestras_invalidas: [{ fila: 3, valor: 'Móvil 6', motivo: MENSAJES_IMPORTAR.telefono }],
    });
  });

  it('refuses a zip bomb before inflating it, with a 400, writing nothing', async () => {
    const before = await total();
    const bomba = await zipBomb(XLSX_MAX_INFLATED_BYTES + 1024 * 1024);
    expect(bomba.length).toBeLessThan(IMPORTAR_MAX_BYTES);
    const response = await subir('bomba.xlsx', bomba);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [TABLE_FILE_MESSAGES.inflatesTooMuch(XLSX_MAX_INFLATED_BYTES)] });
    expect(await total()).toBe(before);
    // Measuring a gigabyte of inflation takes seconds.
  }, 60_000);

  it('refuses a file that is neither xlsx nor text, a broken xlsx, an empty one and an oversize one, writing nothing', async () => {
    const before = await total();
    const cases: Array<[string, Buffer | string, string]> = [
      ['foto.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), MENSAJES_IMPORTAR.formato],
      [
        'roto.xlsx',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]),
        MENSAJES_IMPORTAR.libroIlegible,
      ],
      ['vacio.csv', 'Teléfono\n\n', MENSAJES_IMPORTAR.vacio],
      // Zero bytes are no CSV text (the shared reader's rule, as for the lead lists).
      ['cero.csv', '', MENSAJES_IMPORTAR.formato],
      // A NUL byte past the first 64 KB the format is told by: the CSV reader refuses it.
      ['binario.csv', `${'600000001\n'.repeat(7000)}\u0000`, MENSAJES_IMPORTAR.formato],
      ['grande.csv', '600000001\n'.repeat(IMPORTAR_MAX_BYTES / 10 + 1), MENSAJES_IMPORTAR.grande],
    ];
    for (const [name, content, message] of cases) {
      const response = await subir(name, content);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ file: [message] });
    }
    expect(await total()).toBe(before);
  });

  it('streams a workbook too large to read whole, and counts every row', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => [`655${String(i).padStart(6, '0')}`]);
    const file = await xlsx([['Teléfono'], ...rows]);
    expect(file.length).toBeGreaterThan(WHOLE_READ_MAX_BYTES);
    const response = await subir('grande.xlsx', file);
    expect(response.json()).toMatchObject({ filas: 60_000, nuevos: 60_000, invalidos: 0 });
    // Writing 60,000 phones takes most of it (reading them, a second or two): on a busy machine, longer than 30 s.
  }, 120_000);

  it(`refuses more than ${IMPORTAR_MAX_FILAS.toLocaleString('es-ES')} rows, writing nothing`, async () => {
    const before = await total();
    const rows = Array.from({ length: IMPORTAR_MAX_FILAS + 2 }, (_, i) => `7${String(i).padStart(8, '0')}`);
    const response = await subir('muchas.csv', rows.join('\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [MENSAJES_IMPORTAR.demasiadas] });
    expect(await total()).toBe(before);
  });

  it('refuses a body that is not multipart or has no file', async () => {
    const json = await t.app.inject({ method: 'POST', url: URL, payload: {}, headers: t.superadminHeaders });
    expect(json.statusCode).toBe(400);
    const otherField = await multipartFile('lista.csv', '600000001', 'fichero');
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: otherField.payload,
      headers: { ...t.superadminHeaders, ...otherField.headers },
    });
    expect(response.json()).toEqual({ file: [MENSAJES_IMPORTAR.sinFichero] });
  });

  it('is SuperAdmin only, and writes into the caller tenant only', async () => {
    const adminHeaders = bearer((await login(t.app, t.tenant, 'admin')).access, t.tenant.host);
    expect((await subir('lista.csv', '644000001', adminHeaders)).statusCode).toBe(403);
    expect((await t.call('superadmin', 'GET', '/api/no-llamar/?search=644000001')).json().count).toBe(0);
    expect((await subir('lista.csv', '644000002')).statusCode).toBe(200);
    expect((await t.otherCall('superadmin', 'GET', '/api/no-llamar/?search=644000002')).json().count).toBe(0);
  });
});
