import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import type { UpfrontListado } from '@ventas/domain/liquidacion/liquidacion-contract';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { seedCalculadora, type CalculadoraFixture } from '../../../test/support/calculadora-sales';
import { createCatalogueItem } from '../../../test/support/offer-catalogue';
import { createTestApp, createTestTenant } from '../../../test/support/test-app';

let app: FastifyInstance;
let call: Caller;
let otherCall: Caller;
let groupDCall: Caller;
let fx: CalculadoraFixture;
const URL = '/api/calculadora/lista-upfronts/';

const list = async (query = '', caller = call): Promise<UpfrontListado[]> => {
  const response = await caller('admin', 'GET', `${URL}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  let database;
  ({ app, database } = await createTestApp());
  const tenant = await createTestTenant(database, { groups: ['A'] });
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, await createTestTenant(database, { groups: ['A'] }));
  groupDCall = await callerFor(app, await createTestTenant(database, { groups: ['D'] }));
  // The tariff 50.00 (2020), the line 20.00 (2020); then the tariff 33.33 from 2021.
  fx = await seedCalculadora(call);
  await createCatalogueItem(call, 'upfronts', {
    content_type: 'tarifa',
    object_id: fx.catalogue.tarifa,
    upfront: '33.33',
    familia_objetivo: fx.fibra,
    fecha: '2021-01-01T00:00:00Z',
  });
  // A future entry is not yet in force.
  await createCatalogueItem(call, 'upfronts', {
    content_type: 'tarifa',
    object_id: fx.catalogue.tarifa,
    upfront: '99.00',
    familia_objetivo: fx.fibra,
    fecha: '2099-01-01T00:00:00Z',
  });
  await seedCalculadora(otherCall);
});

describe('GET /api/calculadora/lista-upfronts/', () => {
  it('lists the entry in force per item, with its name and family', async () => {
    const rows = await list();
    expect(rows.map((r) => [r.content_type, r.elemento, r.familia_nombre, r.upfront])).toEqual([
      ['adicional', 'Línea 20 GB', 'MOVIL', '20.00'],
      ['tarifa', 'Fibra + Móvil', 'FIBRA', '33.33'],
    ]);
  });

  it('lists the whole history, newest first, with vigentes=false', async () => {
    const rows = await list('?vigentes=false&content_type=tarifa');
    expect(rows.map((r) => r.upfront)).toEqual(['99.00', '33.33', '50.00']);
  });

  it('filters by family and searches item and family names', async () => {
    expect((await list(`?familia=${fx.movil}`)).map((r) => r.elemento)).toEqual(['Línea 20 GB']);
    expect((await list('?search=fibra')).map((r) => r.elemento)).toEqual(['Fibra + Móvil']);
    expect(await list('?search=%25')).toEqual([]);
  });

  it("never shows another tenant's entries", async () => {
    const mine = new Set((await list('?vigentes=false')).map((r) => r.id));
    const theirs = await list('?vigentes=false', otherCall);
    expect(theirs).toHaveLength(2);
    expect(theirs.some((r) => mine.has(r.id))).toBe(false);
  });

  it.each([
    ['comercial', 403],
    ['manager', 403],
    ['superadmin', 200],
  ] as const)('answers a %s %i', async (role, status) => {
    expect((await call(role, 'GET', URL)).statusCode).toBe(status);
  });

  it("refuses a group D tenant's admin", async () => {
    expect((await groupDCall('admin', 'GET', URL)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown kind', 'content_type=coche'],
    ['a bad family', 'familia=abc'],
    ['a bad vigentes', 'vigentes=si'],
    ['a long search', `search=${'x'.repeat(10_000)}`],
  ])('refuses %s with 400', async (_name, query) => {
    expect((await call('admin', 'GET', `${URL}?${query}`)).statusCode).toBe(400);
  });
});

describe('GET /api/calculadora/lista-upfronts/download-xlsx/', () => {
  it('writes the filtered list, rows as the JSON', async () => {
    const json = await list('?vigentes=false');
    const started = await call('admin', 'GET', `${URL}download-xlsx/?vigentes=false`);
    expect(started.statusCode).toBe(200);
    let status: TaskStatus | undefined;
    for (
      let attempt = 0;
      attempt < 600 && !(status?.state === 'SUCCESS' || status?.state === 'FAILURE');
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await call('admin', 'GET', `/api/utils/task-status/${started.json().task_id}/`)).json();
    }
    expect(status?.state, status?.error).toBe('SUCCESS');
    const file = (await call(
      'admin',
      'GET',
      `/api/utils/get-xlsx-files/?filename=${status?.result?.filename}`,
    )) as unknown as {
      rawPayload: Buffer;
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Tipo de elemento',
      'Elemento',
      'Operador',
      'Familia',
      'Tipo',
      'Upfront',
      'Desde',
      'Activo',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[5]])).toEqual(
      json.map((r) => [r.content_type === 'tarifa' ? 'Tarifa' : 'Línea adicional', r.elemento, r.upfront]),
    );
    // The operator by the name the screen shows, never its code.
    expect(new Set(json.map((r) => r.operador))).toEqual(new Set(['Operador A']));
    expect(rows.slice(1).map((row) => row[2])).toEqual(json.map((r) => r.operador));
  });
});
