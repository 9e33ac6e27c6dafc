import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TABLES } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { CATALOGUE_RESOURCES, exportColumnsOf } from './catalogue-export.job';
import { FIELD_HEADERS } from './transfer-fields';
import {
  createRow,
  finishedTask,
  sheetRows,
  startTransferTest,
  reportOf,
  uploadImport,
  type Role,
} from './transfer.test-support';

let app: FastifyInstance;
let headers: Record<Role, Record<string, string>>;
let otherHeaders: Record<Role, Record<string, string>>;

const create = (path: string, body: object, as = headers.admin) => createRow(app, as, path, body);

const startExport = (body: object, as = headers.manager) =>
  app.inject({ method: 'POST', url: '/api/utils/write-xlsx/', headers: as, payload: body });

/** Exports `table` filtered by `query` as the Manager; the file's rows (header first). */
async function exported(table: string, query: Record<string, string | string[]>) {
  const response = await startExport({ table, query, format: 'xlsx' });
  expect(response.statusCode, response.body).toBe(200);
  const status = await finishedTask(app, headers.manager, response.json().task_id);
  expect(status.state, status.error).toBe('SUCCESS');
  const filename = status.result?.filename ?? '';
  expect(filename).toMatch(new RegExp(`^${table}-\\d{8}-\\d{4}-[0-9a-f]{12}\\.xlsx$`));
  const file = await app.inject({
    url: `/api/utils/get-xlsx-files/?filename=${filename}`,
    headers: headers.manager,
  });
  expect(file.statusCode).toBe(200);
  return { rows: await sheetRows(file.rawPayload), file: file.rawPayload };
}
const column = (rows: unknown[][], header: string) => {
  const index = (rows[0] ?? []).indexOf(header);
  return rows.slice(1).map((row) => row[index]);
};

const tarifa = { category: 'fixed_line', segment: 'PARTICULAR', price_value: '30' };

beforeAll(async () => {
  ({ app, headers, otherHeaders } = await startTransferTest());
  await create('tarifas', { ...tarifa, name: 'Fibra Hogar', operator: 'A' });
  await create('tarifas', { ...tarifa, name: 'Móvil B', operator: 'B', category: 'mobile_line' });
  await create('tarifas', { ...tarifa, name: '=HYPERLINK("http://x")', operator: 'A' });
  await create('tarifas', { ...tarifa, name: 'Fibra de otro', operator: 'A' }, otherHeaders.admin);
  await create('terminales', { name: 'Galaxy S', brand: 'Samsung', price: '500', operator: 'A' });
  await create('terminales', { name: 'iPhone', brand: 'Apple', price: '900', operator: 'A' });
  await create('gestion', { name: 'Portabilidad', operator: 'A', tipo_gestion: 'ALTA' });
  await create('gestion', { name: 'Baja', operator: 'A', tipo_gestion: 'BAJA' });
});

afterAll(async () => {
  await app.close();
});

describe('POST /api/utils/write-xlsx/ (SPEC §7, catalogue transfer contract)', () => {
  it("exports the tariffs the list's filter keeps, in its order, escaping formula-like names", async () => {
    const { rows } = await exported('tarifas', { operator: 'A', ordering: '-name' });
    expect(rows[0]).toEqual(exportColumnsOf(CATALOGUE_RESOURCES.get('tarifas')!).map((c) => c.header));
    expect(column(rows, 'Nombre')).toEqual(['Fibra Hogar', `'=HYPERLINK("http://x")`]);
    expect(column(rows, 'Categoría')).toEqual(['Fijo', 'Fijo']);
    expect(column(rows, 'Activo')).toEqual(['Sí', 'Sí']);
  });

  it('exports the devices the search finds', async () => {
    const { rows } = await exported('terminales', { search: 'galax' });
    expect(column(rows, 'Nombre')).toEqual(['Galaxy S']);
    expect(column(rows, 'Precio')).toEqual(['500.00']);
  });

  it('exports a simple table (gestiones) by its list filter', async () => {
    const { rows } = await exported('gestion', { tipo_gestion: ['ALTA'] });
    expect(rows).toEqual([
      ['ID', 'Nombre', 'Operador', 'Tipo de gestión', 'Activo'],
      [expect.any(Number), 'Portabilidad', 'A', 'ALTA', 'Sí'],
    ]);
  });

  it('never shows another tenant its rows', async () => {
    const response = await startExport({ table: 'tarifas', query: {} }, otherHeaders.manager);
    const status = await finishedTask(app, otherHeaders.manager, response.json().task_id);
    const file = await app.inject({
      url: `/api/utils/get-xlsx-files/?filename=${status.result?.filename ?? ''}`,
      headers: otherHeaders.manager,
    });
    expect(column(await sheetRows(file.rawPayload), 'Nombre')).toEqual(['Fibra de otro']);
  });

  it('answers 403 to a Comercial and 400 naming a bad table or filter', async () => {
    expect((await startExport({ table: 'tarifas' }, headers.comercial)).statusCode).toBe(403);
    const badTable = await startExport({ table: 'clientes' });
    expect(badTable.statusCode).toBe(400);
    expect(badTable.json()).toEqual({ table: ['Tabla no válida'] });
    const badFilter = await startExport({ table: 'tarifas', query: { is_active: 'quizá' } });
    expect(badFilter.statusCode).toBe(400);
    expect(Object.keys(badFilter.json())).toEqual(['query.is_active']);
  });

  it('gives every exported field of every table a Spanish header', () => {
    const fields = EXPORT_TABLES.flatMap((table) =>
      exportColumnsOf(CATALOGUE_RESOURCES.get(table)!).map((c) => c.key),
    );
    expect(fields.filter((field) => !(field in FIELD_HEADERS))).toEqual([]);
  });

  it('writes a tariff file the import reads back as updates of the same rows', async () => {
    const { file } = await exported('tarifas', { operator: 'A' });
    const fields: Array<[string, string]> = [
      ['table', 'tarifas'],
      ['mode', 'dry-run'],
    ];
    const response = await uploadImport(app, headers.admin, fields, { name: 'tarifas.xlsx', content: file });
    const taskId: string = response.json().task_id;
    const status = await finishedTask(app, headers.admin, taskId);
    expect(status.state, status.error).toBe('SUCCESS');
    const report = reportOf(status);
    expect(report).toMatchObject({ created: 0, updated: 2, rejected: 0 });
    // The apostrophe that kept the name inert in the file is not part of the name.
    expect(report.rows.map((row) => row.label).sort()).toEqual(['=HYPERLINK("http://x")', 'Fibra Hogar']);
  });
});
