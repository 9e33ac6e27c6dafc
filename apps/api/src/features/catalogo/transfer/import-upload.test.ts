import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from './import-columns';
import { SHEET_MESSAGES } from './import-sheet-reader';
import { IMPORT_MAX_BYTES, UPLOAD_MESSAGES } from './import-upload';
import {
  finishedTask,
  sheetRows,
  startTransferTest,
  reportOf,
  uploadImport,
  type Role,
} from './transfer.test-support';

let app: FastifyInstance;
let headers: Record<Role, Record<string, string>>;

beforeAll(async () => {
  ({ app, headers } = await startTransferTest());
});

afterAll(async () => {
  await app.close();
});

const template = (table: string, role: Role = 'admin') =>
  app.inject({ url: `/api/utils/read-xlsx/template/?table=${table}`, headers: headers[role] });

const upload = (
  fields: ReadonlyArray<[string, string]>,
  file?: { name: string; content: Buffer | string },
  role: Role = 'admin',
) => uploadImport(app, headers[role], fields, file);
const TARIFAS_DRY_RUN: Array<[string, string]> = [
  ['table', 'tarifas'],
  ['mode', 'dry-run'],
];

describe('GET /api/utils/read-xlsx/template/', () => {
  it.each(['tarifas', 'terminales', 'installments'] as const)(
    'gives the %s header the importer reads and an example row',
    async (table) => {
      const response = await template(table);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const rows = await sheetRows(response.rawPayload);
      expect(rows[0]).toEqual(IMPORT_COLUMNS[table].map((column) => column.header));
      expect(rows).toHaveLength(2);
    },
  );

  it('is a sheet the importer accepts as it is', async () => {
    const file = (await template('terminales')).rawPayload;
    const response = await upload(
      [
        ['table', 'terminales'],
        ['mode', 'dry-run'],
      ],
      { name: 'plantilla.xlsx', content: file },
    );
    const taskId: string = response.json().task_id;
    const status = await finishedTask(app, headers.admin, taskId);
    expect(status.state, status.error).toBe('SUCCESS');
    expect(reportOf(status)).toMatchObject({ created: 1, rejected: 0 });
  });

  it('answers 403 to a Manager and 400 to an unknown table', async () => {
    expect((await template('tarifas', 'manager')).statusCode).toBe(403);
    const response = await template('clientes');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ table: ['Tabla no válida'] });
  });
});

describe('POST /api/utils/read-xlsx/ refuses bad uploads before any job', () => {
  it('without a file', async () => {
    const response = await upload(TARIFAS_DRY_RUN);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [UPLOAD_MESSAGES.missingFile] });
  });

  it('for a table it does not import or a mode it does not know', async () => {
    const file = { name: 'a.xlsx', content: (await template('tarifas')).rawPayload };
    const response = await upload(
      [
        ['table', 'promociones'],
        ['mode', 'borrar'],
      ],
      file,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      table: ['Tabla no válida: tarifas, terminales, installments u objetivos'],
      mode: ['Modo no válido: dry-run o apply'],
    });
  });

  it('for a text file named .xlsx', async () => {
    const response = await upload(TARIFAS_DRY_RUN, {
      name: 'tarifas.xlsx',
      content: 'Nombre;Precio\nFibra;30\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [UPLOAD_MESSAGES.notXlsx] });
  });

  it('for a file over the size limit', async () => {
    const content = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(IMPORT_MAX_BYTES)]);
    const response = await upload(TARIFAS_DRY_RUN, { name: 'grande.xlsx', content });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [UPLOAD_MESSAGES.tooLarge] });
  });

  it('for a JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/utils/read-xlsx/',
      headers: headers.admin,
      payload: { table: 'tarifas', mode: 'apply' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [UPLOAD_MESSAGES.notMultipart] });
  });

  it('from a Manager or a Comercial', async () => {
    const file = { name: 'a.xlsx', content: (await template('tarifas')).rawPayload };
    expect((await upload(TARIFAS_DRY_RUN, file, 'manager')).statusCode).toBe(403);
    expect((await upload(TARIFAS_DRY_RUN, file, 'comercial')).statusCode).toBe(403);
  });

  it('and fails the job, in Spanish, for a zip that is not a workbook', async () => {
    const notWorkbook = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('no es un libro')]);
    const response = await upload(TARIFAS_DRY_RUN, { name: 'roto.xlsx', content: notWorkbook });
    expect(response.statusCode).toBe(200);
    const status = await finishedTask(app, headers.admin, response.json().task_id);
    expect(status).toMatchObject({ state: 'FAILURE', error: SHEET_MESSAGES.notWorkbook });
  });
});
