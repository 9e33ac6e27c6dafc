import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { CONTROL_CHARACTER_MESSAGE } from '../../../plugins/control-characters';
import { IMPORT_COLUMNS } from './import-columns';
import {
  createRow,
  installmentRow,
  runImport as runImportAs,
  startTransferTest,
  workbookOf,
  type Role,
} from './transfer.test-support';

let app: FastifyInstance;
let database: Database;
let headers: Record<Role, Record<string, string>>;
let otherHeaders: Record<Role, Record<string, string>>;
const ids = { fibra: 0, movil: 0, foreignTarifa: 0, promo: 0 };

const TARIFA_HEADER = IMPORT_COLUMNS.tarifas.map((column) => column.header);
const INSTALLMENT_HEADER = IMPORT_COLUMNS.installments.map((column) => column.header);

async function api(method: 'GET' | 'POST', url: string, payload?: object, as = headers.admin) {
  return app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
}

const create = (path: string, body: object, as = headers.admin) => createRow(app, as, path, body);

const tariffs = async () =>
  (
    (await api('GET', '/api/servicios/tarifas/')).json() as Array<{
      id: number;
      name: string;
      price_value: string;
    }>
  )
    .map(({ name, price_value }) => `${name} ${price_value}`)
    .sort();
const priceHistory = async (id: number) =>
  (
    (await api('GET', `/api/servicios/pricehistory/?content_type=tarifa&object_id=${id}`)).json() as Array<{
      price: string;
    }>
  ).map((entry) => entry.price);

const runImport = (table: string, mode: 'dry-run' | 'apply', file: Buffer) =>
  runImportAs(app, headers.admin, table, mode, file);

/** Tariff rows: new, an update by name + operator, and bad rows of every kind. */
async function tariffSheet(): Promise<Buffer> {
  const row = (name: unknown, price: unknown, extra: Partial<Record<string, unknown>> = {}) =>
    TARIFA_HEADER.map((header) => {
      if (header in extra) return extra[header];
      return (
        { Nombre: name, Operador: 'A', Categoría: 'Fijo', Segmento: 'PARTICULAR', Precio: price }[header] ??
        null
      );
    });
  return workbookOf(
    [
      TARIFA_HEADER,
      row('Fibra 1 Gb', '39.90', { Promociones: String(ids.promo), Activo: 'Sí' }), // 2: crear
      row('Fibra 300', 22.5), // 3: actualizar (natural key), price 20.00 -> 22.50
      row('Negativa', '-5'), // 4
      // 5: Excel stores a NUL as `_x0000_` (XML cannot hold it); ExcelJS writes this text as is.
      // Its price is wrong too: the report names both, so one pass fixes the row.
      row('Mal_x0000_nombre', '-10'),
      row('Con fórmula', null), // 6: formula in Precio (set below)
      row('x'.repeat(10_240), '10'), // 7
      row('Ajena', '10', { ID: ids.foreignTarifa }), // 8
      row('Fibra 1 Gb', '41'), // 9: same natural key as row 2
      row('Promo rara', '10', { Promociones: '999999' }), // 10
      [null, null, null], // 11: blank, skipped
      row('=HYPERLINK("http://x")', '5', { Categoría: 'fixed_line', Activo: 'No' }), // 12: crear (inert text)
    ],
    (sheet) => {
      const price = TARIFA_HEADER.indexOf('Precio') + 1;
      sheet.getRow(6).getCell(price).value = { formula: 'SUM(1,2)', result: 3 };
    },
  );
}

const EXPECTED_REJECTIONS = () => [
  { row: 4, reason: 'Precio: El importe no puede ser negativo' },
  { row: 5, reason: `Nombre: ${CONTROL_CHARACTER_MESSAGE}; Precio: El importe no puede ser negativo` },
  { row: 6, reason: 'Precio: Fórmula no permitida' },
  { row: 7, reason: 'Nombre: Texto demasiado largo (máximo 2000 caracteres)' },
  { row: 8, reason: `ID: No existe: ${ids.foreignTarifa}` },
  { row: 9, reason: 'Repite la tarifa de la fila 2' },
  { row: 10, reason: 'Promociones: No existe: 999999' },
];

beforeAll(async () => {
  ({ app, database, headers, otherHeaders } = await startTransferTest());
  const tarifa = { category: 'fixed_line', operator: 'A', segment: 'PARTICULAR' };
  ids.fibra = await create('tarifas', { ...tarifa, name: 'Fibra 300', price_value: '20.00' });
  ids.promo = await create('promociones', {
    name: '50 %',
    amount: 50,
    amount_unit: 'PERCENTS',
    operator: 'A',
  });
  ids.movil = await create('terminales', { name: 'Móvil X', price: '199.00', operator: 'A' });
  ids.foreignTarifa = await create(
    'tarifas',
    { ...tarifa, name: 'Fibra ajena', price_value: '1.00' },
    otherHeaders.admin,
  );
});

afterAll(async () => {
  await app.close();
});

describe('POST /api/utils/read-xlsx/ dry-run (SPEC §7, decision 69)', () => {
  it('reports new, updated and refused rows with Spanish reasons, rejected first, and writes nothing', async () => {
    const before = await tariffs();
    const { status, report } = await runImport('tarifas', 'dry-run', await tariffSheet());
    expect(status.state, status.error).toBe('SUCCESS');
    expect(report).toMatchObject({ table: 'tarifas', mode: 'dry-run', created: 2, updated: 1, rejected: 7 });
    expect(report?.truncated).toBe(false);
    expect(report?.rows.slice(0, 7).map(({ row, reason }) => ({ row, reason }))).toEqual(
      EXPECTED_REJECTIONS(),
    );
    expect(report?.rows.slice(7).map(({ row, action, label }) => [row, action, label])).toEqual([
      [2, 'crear', 'Fibra 1 Gb'],
      [3, 'actualizar', 'Fibra 300'],
      [12, 'crear', '=HYPERLINK("http://x")'],
    ]);
    expect(await tariffs()).toEqual(before);
    expect(await priceHistory(ids.fibra)).toEqual(['20.00']);
  });

  it("refuses an installment on another tenant's tariff or an unknown terminal, and creates a valid one", async () => {
    const row = installmentRow;
    const sheet = await workbookOf([
      INSTALLMENT_HEADER,
      row(ids.movil, ids.fibra, '12.50'),
      row(ids.movil, ids.foreignTarifa, '9'),
      row(999_999, ids.fibra, '9'),
    ]);
    const { status, report } = await runImport('installments', 'dry-run', sheet);
    expect(status.state, status.error).toBe('SUCCESS');
    expect(report).toMatchObject({ created: 1, updated: 0, rejected: 2 });
    expect(report?.rows.map(({ row, action, reason }) => [row, action, reason])).toEqual([
      [3, 'rechazar', `Tarifa o línea: No existe: ${ids.foreignTarifa}`],
      [4, 'rechazar', 'Terminal: No existe: 999999'],
      [2, 'crear', null],
    ]);
    const installments = await api('GET', `/api/servicios/installments-terminal/${ids.movil}/`);
    expect(installments.json()).toEqual([]);
  });

  it('fails the job with a Spanish message when the key columns are missing', async () => {
    const { status } = await runImport('terminales', 'dry-run', await workbookOf([['Marca'], ['X']]));
    expect(status).toMatchObject({
      state: 'FAILURE',
      error: 'Faltan columnas en la fila 1: Nombre, Operador. Descargue la plantilla.',
    });
  });
});

describe('POST /api/utils/read-xlsx/ apply', () => {
  it('writes the valid rows in one go, records the price change in the history and skips refused rows', async () => {
    const { status, report } = await runImport('tarifas', 'apply', await tariffSheet());
    expect(status.state, status.error).toBe('SUCCESS');
    expect(report).toMatchObject({ mode: 'apply', created: 2, updated: 1, rejected: 7 });
    expect(await tariffs()).toEqual(['=HYPERLINK("http://x") 5.00', 'Fibra 1 Gb 39.90', 'Fibra 300 22.50']);
    expect(await priceHistory(ids.fibra)).toEqual(['22.50', '20.00']);
    const created = ((await api('GET', '/api/servicios/tarifas/?search=1 Gb')).json() as Array<object>)[0];
    expect(created).toMatchObject({ promotions: [ids.promo], category: 'fixed_line', is_active: true });
  });

  it('updates by ID and keeps what the sheet leaves out (the line info)', async () => {
    const id = await create('tarifas', {
      name: 'Con líneas',
      category: 'mobile_line',
      operator: 'B',
      segment: 'NEGOCIOS',
      price_value: 10,
      mobile_line_info: { mobile_line_data: { amount: 50, unit: 'GB' } },
    });
    const sheet = await workbookOf([
      ['ID', 'Nombre', 'Operador', 'Precio'],
      [id, 'Con líneas renombrada', 'B', 11],
    ]);
    const { status, report } = await runImport('tarifas', 'apply', sheet);
    expect(status.state, status.error).toBe('SUCCESS');
    expect(report).toMatchObject({ created: 0, updated: 1, rejected: 0 });
    expect((await api('GET', `/api/servicios/tarifas/${id}/`)).json()).toMatchObject({
      name: 'Con líneas renombrada',
      segment: 'NEGOCIOS',
      price_value: '11.00',
      mobile_line_info: { mobile_line_data: { amount: 50, unit: 'GB' } },
    });
  });

  it('writes nothing when the database refuses a row that passed the checks', async () => {
    // A constraint the forms do not know stands for any failure while writing.
    await database.owner.execute(
      sql.raw(
        `ALTER TABLE terminales ADD CONSTRAINT import_test_refuses CHECK (name <> 'Rechazado por la base') NOT VALID`,
      ),
    );
    try {
      const before = (await api('GET', '/api/servicios/terminales/')).json();
      const header = IMPORT_COLUMNS.terminales.map((column) => column.header);
      const row = (name: string, price: string) =>
        header.map((h) => ({ Nombre: name, Operador: 'A', Precio: price })[h] ?? null);
      const sheet = await workbookOf([
        header,
        row('Nuevo A', '10'),
        row('Móvil X', '149.00'),
        row('Rechazado por la base', '5'),
        row('Nuevo B', '10'),
      ]);
      const { status } = await runImport('terminales', 'apply', sheet);
      expect(status).toMatchObject({
        state: 'FAILURE',
        error: 'Fila 4: la base de datos no admitió la fila; no se ha importado ninguna fila.',
      });
      expect((await api('GET', '/api/servicios/terminales/')).json()).toEqual(before);
      const history = await api(
        'GET',
        `/api/servicios/pricehistory/?content_type=terminal&object_id=${ids.movil}`,
      );
      expect(history.json()).toHaveLength(1);
    } finally {
      await database.owner.execute(sql.raw('ALTER TABLE terminales DROP CONSTRAINT import_test_refuses'));
    }
  });
});

describe('a large sheet', () => {
  // Memory stays flat whatever the size: rows are streamed and checked 500 at a time, and the
  // report keeps at most 500 of each kind. Most rows here are refused at the cell (a formula),
  // so the test spends its time reading, not in 20,000 PGlite writes (~5 ms each).
  it('reads 20,000 rows in batches, reports progress to the end and truncates the listed rows', async () => {
    const header = IMPORT_COLUMNS.terminales.map((column) => column.header);
    const rows = Array.from({ length: 20_000 }, (_, i) => {
      const price = i % 20 === 0 ? '1.00' : { formula: 'A1*2', result: 2 };
      return header.map((h) => ({ Nombre: `Terminal ${i}`, Operador: 'B', Precio: price })[h] ?? null);
    });
    const { status, report } = await runImport('terminales', 'dry-run', await workbookOf([header, ...rows]));
    expect(status.state, status.error).toBe('SUCCESS');
    expect(status.result).toMatchObject({ done: 20_000, total: 20_000 });
    expect(report).toMatchObject({ created: 1_000, updated: 0, rejected: 19_000, truncated: true });
    expect(report?.rows).toHaveLength(500);
    expect(report?.rows[0]).toEqual({
      row: 3,
      action: 'rechazar',
      label: 'Terminal 1',
      reason: 'Precio: Fórmula no permitida',
    });
  }, 120_000);
});
