import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { Database } from '../../../db/database';
import { IMPORT_COLUMNS } from './import-columns';
import { IMPORT_BATCH_SIZE } from './import.job';
import {
  createRow,
  installmentRow,
  runImport,
  startTransferTest,
  workbookOf,
  type Role,
} from './transfer.test-support';

/**
 * The import decides rows a batch at a time and writes each batch with set-based statements
 * (catalogue-bulk-writes.ts); these cases are the ones a batch could get wrong: rows of one
 * batch that depend on each other, rows that depend on an earlier batch, and a dry run that
 * must report what the apply does without writing.
 */

let app: FastifyInstance;
let database: Database;
let headers: Record<Role, Record<string, string>>;
const ids = { promoA: 0, promoB: 0, sva: 0 };

const HEADER = IMPORT_COLUMNS.tarifas.map((column) => column.header);
type Cells = Partial<Record<string, unknown>>;
const tariffRow = (name: string, price: unknown, extra: Cells = {}) =>
  HEADER.map(
    (header) =>
      ({ Nombre: name, Operador: 'A', Categoría: 'Fijo', Segmento: 'PARTICULAR', Precio: price, ...extra })[
        header
      ] ?? null,
  );

const get = async <T>(url: string): Promise<T> =>
  (await app.inject({ method: 'GET', url, headers: headers.admin })).json();
type Tariff = { id: number; name: string; price_value: string; promotions: number[]; svas: number[] };
const tariffNamed = async (name: string) =>
  (await get<Tariff[]>('/api/servicios/tarifas/')).filter((tariff) => tariff.name === name);
const prices = async (id: number) =>
  (
    await get<Array<{ price: string }>>(`/api/servicios/pricehistory/?content_type=tarifa&object_id=${id}`)
  ).map((entry) => entry.price);
const createTariff = (name: string, price: string, extra: object = {}) =>
  createRow(app, headers.admin, 'tarifas', {
    name,
    price_value: price,
    category: 'fixed_line',
    operator: 'A',
    segment: 'PARTICULAR',
    ...extra,
  });

/** Runs the dry run and the apply of one file; both reports (their rows must agree). */
async function dryRunThenApply(table: string, file: Buffer) {
  const dry = await runImport(app, headers.admin, table, 'dry-run', file);
  const applied = await runImport(app, headers.admin, table, 'apply', file);
  expect(dry.status.state, dry.status.error).toBe('SUCCESS');
  expect(applied.status.state, applied.status.error).toBe('SUCCESS');
  const rowsOf = (report: ImportReport | null) =>
    report?.rows.map(({ row, action, reason }) => [row, action, reason]);
  expect(rowsOf(applied.report)).toEqual(rowsOf(dry.report));
  return applied.report!;
}

beforeAll(async () => {
  ({ app, database, headers } = await startTransferTest());
  const promo = { amount: 10, amount_unit: 'PERCENTS', operator: 'A' };
  ids.promoA = await createRow(app, headers.admin, 'promociones', { ...promo, name: 'Promo A' });
  ids.promoB = await createRow(app, headers.admin, 'promociones', { ...promo, name: 'Promo B' });
  ids.sva = await createRow(app, headers.admin, 'sva', {
    name: 'SVA',
    operator: 'A',
    segment: 'PARTICULAR',
    price_value: '3.00',
  });
});

afterAll(async () => {
  await app.close();
});

describe('rows of one batch that depend on each other', () => {
  it('refuses a second new row with the same name and operator, in the dry run as in the apply', async () => {
    const report = await dryRunThenApply(
      'tarifas',
      await workbookOf([
        HEADER,
        tariffRow('Gemela', '10'),
        tariffRow('Gemela', '11'),
        tariffRow('Gemela ', '12'),
      ]),
    );
    expect(report.rows.map(({ row, action, reason }) => [row, action, reason])).toEqual([
      [3, 'rechazar', 'Repite la tarifa de la fila 2'],
      [4, 'rechazar', 'Repite la tarifa de la fila 2'],
      [2, 'crear', null],
    ]);
    const [created] = await tariffNamed('Gemela');
    expect(created?.price_value).toBe('10.00');
    expect(await prices(created!.id)).toEqual(['10.00']);
  });

  it('updates a row and replaces its links while creating another in the same batch', async () => {
    const id = await createTariff('Con enlaces', '20.00', { promotions: [ids.promoA], svas: [ids.sva] });
    const unchanged = await createTariff('Mismo precio', '15.00', { promotions: [ids.promoA] });
    const report = await dryRunThenApply(
      'tarifas',
      await workbookOf([
        HEADER,
        tariffRow('Con enlaces', '25', { Promociones: `${ids.promoB}, ${ids.promoA}`, SVAs: '' }),
        tariffRow('Nueva enlazada', '9.5', { Promociones: String(ids.promoB), SVAs: String(ids.sva) }),
        tariffRow('Mismo precio', '15.00', { Promociones: '' }),
      ]),
    );
    expect(report).toMatchObject({ created: 1, updated: 2, rejected: 0 });
    const [updated] = await tariffNamed('Con enlaces');
    expect(updated).toMatchObject({
      id,
      price_value: '25.00',
      promotions: [ids.promoA, ids.promoB],
      svas: [],
    });
    expect(await prices(id)).toEqual(['25.00', '20.00']);
    const [created] = await tariffNamed('Nueva enlazada');
    expect(created).toMatchObject({ price_value: '9.50', promotions: [ids.promoB], svas: [ids.sva] });
    // Saving the price in force adds no history entry; its links are cleared all the same.
    expect(await tariffNamed('Mismo precio')).toMatchObject([{ id: unchanged, promotions: [] }]);
    expect(await prices(unchanged)).toEqual(['15.00']);
  });

  it('matches a renamed row by its new name only', async () => {
    const id = await createTariff('Nombre viejo', '30.00');
    const report = await dryRunThenApply(
      'tarifas',
      await workbookOf([
        HEADER,
        tariffRow('Nombre nuevo', '31', { ID: id }),
        tariffRow('Nombre viejo', '5'),
        tariffRow('Nombre nuevo', '32'),
      ]),
    );
    expect(report.rows.map(({ row, action, reason }) => [row, action, reason])).toEqual([
      [4, 'rechazar', 'Repite la tarifa de la fila 2'],
      [2, 'actualizar', null],
      [3, 'crear', null],
    ]);
    expect((await tariffNamed('Nombre nuevo')).map((tariff) => tariff.id)).toEqual([id]);
    expect(await tariffNamed('Nombre viejo')).toHaveLength(1);
  });
});

describe('a file longer than one batch', () => {
  const filler = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => tariffRow(`${prefix} ${i}`, '1'));

  it(`refuses in batch 2 a key created in batch 1 (${IMPORT_BATCH_SIZE} rows each)`, async () => {
    const report = await dryRunThenApply(
      'tarifas',
      await workbookOf([
        HEADER,
        tariffRow('Primera del lote', '3'),
        ...filler(IMPORT_BATCH_SIZE - 1, 'Relleno'),
        tariffRow('Primera del lote', '4'),
        tariffRow('Segunda del lote', '5', { Promociones: String(ids.promoA) }),
      ]),
    );
    const last = IMPORT_BATCH_SIZE + 1;
    expect(report).toMatchObject({ created: IMPORT_BATCH_SIZE + 1, updated: 0, rejected: 1 });
    expect(report.rows[0]).toMatchObject({ row: last + 1, reason: 'Repite la tarifa de la fila 2' });
    expect(await tariffNamed('Segunda del lote')).toMatchObject([{ promotions: [ids.promoA] }]);
    expect(await prices((await tariffNamed('Primera del lote'))[0]!.id)).toEqual(['3.00']);
  }, 60_000);

  it('writes nothing, and names the row, when the database refuses a row of a later batch', async () => {
    await database.owner.execute(
      sql.raw(`ALTER TABLE tarifas ADD CONSTRAINT import_batch_refuses CHECK (name <> 'Vetada') NOT VALID`),
    );
    try {
      const before = (await get<Tariff[]>('/api/servicios/tarifas/')).length;
      const file = await workbookOf([
        HEADER,
        ...filler(IMPORT_BATCH_SIZE + 10, 'Lote'),
        tariffRow('Vetada', '1'),
      ]);
      const { status } = await runImport(app, headers.admin, 'tarifas', 'apply', file);
      expect(status).toMatchObject({
        state: 'FAILURE',
        error: `Fila ${IMPORT_BATCH_SIZE + 12}: la base de datos no admitió la fila; no se ha importado ninguna fila.`,
      });
      expect(await get<Tariff[]>('/api/servicios/tarifas/')).toHaveLength(before);
    } finally {
      await database.owner.execute(sql.raw('ALTER TABLE tarifas DROP CONSTRAINT import_batch_refuses'));
    }
  }, 60_000);
});

describe('installments in batches', () => {
  it('updates one by its natural key and creates another in the same batch', async () => {
    const terminal = await createRow(app, headers.admin, 'terminales', {
      name: 'Móvil Z',
      price: '99',
      operator: 'A',
    });
    const tariff = await createTariff('Para cuotas', '10.00');
    const other = await createTariff('Para cuotas 2', '10.00');
    const installment = await createRow(app, headers.admin, 'installment', {
      terminal,
      installment_type: 'tarifa',
      object_id: tariff,
      initial_price: '0',
      month_price: '5',
      final_price: '0',
    });
    const header = IMPORT_COLUMNS.installments.map((column) => column.header);
    const row = (objectId: number, month: string) => installmentRow(terminal, objectId, month);
    const report = await dryRunThenApply(
      'installments',
      await workbookOf([header, row(tariff, '7.5'), row(other, '8')]),
    );
    expect(report).toMatchObject({ created: 1, updated: 1, rejected: 0 });
    const rows = await get<Array<{ id: number; object_id: number; month_price: string }>>(
      `/api/servicios/installments-terminal/${terminal}/`,
    );
    expect(
      rows.map(({ id, object_id, month_price }) => [id === installment, object_id, month_price]),
    ).toEqual([
      [true, tariff, '7.50'],
      [false, other, '8.00'],
    ]);
  });
});
