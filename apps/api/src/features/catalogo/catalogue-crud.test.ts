import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant } from '../../../test/support/test-app';
import { CATALOGUE } from './catalogo.routes';
import { tableCalls } from './catalogue-resource';

let app: FastifyInstance;
let call: Caller;
let otherCall: Caller;

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  call = await callerFor(app, await createTestTenant(created.database));
  otherCall = await callerFor(app, await createTestTenant(created.database));
});

/**
 * Every catalogue table: a form to create and one to edit, and what the row must then read.
 * `read` lists the fields compared (the row also carries ids, links and stamps).
 */
const TABLES = [
  {
    path: 'tarifas',
    create: {
      name: 'Fibra 600',
      category: 'fixed_line',
      price_value: 29.9,
      operator: 'A',
      segment: 'PARTICULAR',
    },
    edit: {
      name: 'Fibra 1 Gb',
      category: 'fixed_line',
      price_value: '31.50',
      operator: 'A',
      segment: 'NEGOCIOS',
    },
    read: ['name', 'segment', 'price_value'],
  },
  {
    path: 'adicionales',
    create: { name: 'Línea extra', price_value: '5.1234', operator: 'B', segment: 'PARTICULAR' },
    edit: {
      name: 'Línea extra 20 GB',
      price_value: '6.0001',
      operator: 'B',
      segment: 'PARTICULAR',
      max_number: 4,
    },
    read: ['name', 'price_value', 'max_number'],
  },
  {
    path: 'sva',
    create: { name: 'Antivirus', price_value: 2, operator: 'A', segment: 'PARTICULAR', permanence: 12 },
    edit: { name: 'Antivirus Plus', price_value: 3, operator: 'A', segment: 'PARTICULAR', permanence: 24 },
    read: ['name', 'price_value', 'permanence'],
  },
  {
    path: 'promociones',
    create: {
      name: '50 % 3 meses',
      amount: 50,
      amount_unit: 'PERCENTS',
      duration: 3,
      duration_unit: 'months',
      operator: 'A',
    },
    edit: {
      name: '10 € 6 meses',
      amount: '10',
      amount_unit: 'MONETARY',
      duration: 6,
      duration_unit: 'months',
      operator: 'A',
    },
    read: ['name', 'amount', 'amount_unit', 'duration'],
  },
  {
    path: 'gestion',
    create: { name: 'Portabilidad', operator: 'A', tipo_gestion: 'ALTA' },
    edit: { name: 'Cambio de titular', operator: 'B', tipo_gestion: 'CAMBIO' },
    read: ['name', 'operator', 'tipo_gestion'],
  },
  {
    path: 'seguros',
    create: { name: 'Seguro básico', operator: 'A', price: 4.95, tramo: '0-300 €' },
    edit: { name: 'Seguro premium', operator: 'A', price: '7.95', tramo: '300-600 €' },
    read: ['name', 'price', 'tramo'],
  },
  {
    path: 'origenesbd',
    create: { nombre: 'Feria 2026' },
    edit: { nombre: 'Feria de otoño' },
    read: ['nombre'],
  },
  { path: 'tipoobjetivo', create: { nombre: 'Fibra' }, edit: { nombre: 'Convergente' }, read: ['nombre'] },
  {
    path: 'terminales',
    create: { name: 'Galaxy S30', brand: 'Samsung', price: 899, operator: 'A' },
    edit: { name: 'Galaxy S30 Ultra', brand: 'Samsung', price: '1099.00', operator: 'A', devices: 3 },
    read: ['name', 'price', 'devices'],
  },
] as const;

const EXPECTED: Record<string, Record<string, unknown>> = {
  tarifas: { name: 'Fibra 1 Gb', segment: 'NEGOCIOS', price_value: '31.50' },
  adicionales: { name: 'Línea extra 20 GB', price_value: '6.0001', max_number: 4 },
  sva: { name: 'Antivirus Plus', price_value: '3.00', permanence: 24 },
  promociones: { name: '10 € 6 meses', amount: '10.0000', amount_unit: 'MONETARY', duration: 6 },
  gestion: { name: 'Cambio de titular', operator: 'B', tipo_gestion: 'CAMBIO' },
  seguros: { name: 'Seguro premium', price: '7.95', tramo: '300-600 €' },
  origenesbd: { nombre: 'Feria de otoño' },
  tipoobjetivo: { nombre: 'Convergente' },
  terminales: { name: 'Galaxy S30 Ultra', price: '1099.00', devices: 3 },
};

const pick = (row: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, row[field]]));

describe.each(TABLES)('/api/servicios/$path/', ({ path, create, edit, read }) => {
  const base = `/api/servicios/${path}/`;
  const listIds = async (caller: Caller, role: 'admin' | 'manager' | 'comercial' = 'admin') =>
    ((await caller(role, 'GET', base)).json() as Array<{ id: number }>).map((row) => row.id);

  it('creates, edits and deletes as Admin, reading back exactly what was saved', async () => {
    const created = await call('admin', 'POST', base, create);
    expect(created.statusCode, created.json() && JSON.stringify(created.json())).toBe(201);
    const id = created.json().id as number;
    expect(await listIds(call)).toContain(id);

    const edited = await call('admin', 'PUT', `${base}${id}/`, edit);
    expect(edited.statusCode, JSON.stringify(edited.json())).toBe(200);
    expect(pick(edited.json(), read)).toEqual(EXPECTED[path]);
    expect(pick((await call('manager', 'GET', `${base}${id}/`)).json(), read)).toEqual(EXPECTED[path]);

    expect((await call('admin', 'DELETE', `${base}${id}/`)).statusCode).toBe(204);
    expect(await listIds(call)).not.toContain(id);
    expect((await call('admin', 'DELETE', `${base}${id}/`)).statusCode).toBe(404);
  });

  it('refuses writes by Manager and Comercial with 403 and leaves the row as it was', async () => {
    const id = (await call('admin', 'POST', base, create)).json().id as number;
    const before = (await call('admin', 'GET', `${base}${id}/`)).json();
    for (const role of ['manager', 'comercial'] as const) {
      expect((await call(role, 'POST', base, create)).statusCode, role).toBe(403);
      expect((await call(role, 'PUT', `${base}${id}/`, edit)).statusCode, role).toBe(403);
      expect((await call(role, 'DELETE', `${base}${id}/`)).statusCode, role).toBe(403);
    }
    expect((await call('admin', 'GET', `${base}${id}/`)).json()).toEqual(before);
    expect(await listIds(call)).toEqual(expect.arrayContaining([id]));
  });

  it("never shows or changes another tenant's rows", async () => {
    const id = (await call('admin', 'POST', base, create)).json().id as number;
    expect(await listIds(otherCall)).not.toContain(id);
    expect((await otherCall('admin', 'GET', `${base}${id}/`)).statusCode).toBe(404);
    expect((await otherCall('admin', 'PUT', `${base}${id}/`, edit)).statusCode).toBe(404);
    expect((await otherCall('admin', 'DELETE', `${base}${id}/`)).statusCode).toBe(404);
    expect(pick((await call('admin', 'GET', `${base}${id}/`)).json(), read)).not.toEqual(EXPECTED[path]);
  });

  it('answers the path with and without its trailing slash', async () => {
    const id = (await call('admin', 'POST', base.slice(0, -1), create)).json().id as number;
    expect((await call('admin', 'GET', base.slice(0, -1))).statusCode).toBe(200);
    expect((await call('admin', 'PUT', `${base}${id}`, edit)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `${base}${id}`)).statusCode).toBe(204);
  });

  it('answers the whole list (written by PostgreSQL) in exactly the row schema, the same rows as its pages', async () => {
    const id = (await call('admin', 'POST', base, create)).json().id as number;
    const resource = CATALOGUE.find((table) => table.path === path);
    const rowSchema = resource && tableCalls(resource).read.response;
    const whole = await call('admin', 'GET', base);
    expect(whole.statusCode).toBe(200);
    const rows = whole.json() as unknown[];
    // zod drops unknown keys and rejects wrong types: parsed equal to sent means the same shape.
    expect(rows.map((row) => rowSchema?.parse(row))).toEqual(rows);
    const paged = (await call('admin', 'GET', `${base}?page=1&itemsPerPage=500`)).json();
    expect(paged.results).toEqual(rows);
    expect(rows).toContainEqual(expect.objectContaining({ id }));
  });

  it('answers a page of 16 by default when the caller pages', async () => {
    const page = (await call('admin', 'GET', `${base}?page=1`)).json();
    expect(page).toMatchObject({ current: 1, count_exact: true });
    expect(page.results.length).toBeLessThanOrEqual(16);
    expect((await call('admin', 'GET', `${base}?page=999`)).json()).toEqual({ detail: 'Página inválida.' });
  });

  it('answers bad input with a 400 naming the field, never a 5xx', async () => {
    const bodies: unknown[] = [
      {},
      [],
      [create],
      { ...create, ...Object.fromEntries(Object.keys(create).map((key) => [key, { a: 1 }])) },
      { ...create, ...Object.fromEntries(Object.keys(create).map((key) => [key, 'x'.repeat(10_000)])) },
      { ...create, ...Object.fromEntries(Object.keys(create).map((key) => [key, -1])) },
    ];
    for (const body of bodies) {
      const response = await call('admin', 'POST', base, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const nul = await call('admin', 'POST', base, { ...create, [read[0]]: 'con\u0000nulo' });
    expect(nul.statusCode).toBe(400);
    for (const id of ['0x1', '+1', '2147483648', '99999'])
      expect((await call('admin', 'PUT', `${base}${id}/`, edit)).statusCode, id).toBe(
        id === '99999' ? 404 : 400,
      );
  });

  it('answers a hostile value in any one field of a valid form with a 4xx, never a 5xx', async () => {
    const hostile: unknown[] = [
      'a\u0000b',
      'x'.repeat(10_240),
      { id: 1 },
      [1, 2],
      -1,
      2_147_483_648,
      '99999999999999999999',
      '1e309',
      0.1 + 0.2,
      null,
      true,
      '',
    ];
    const fields = [
      ...Object.keys(create),
      'promotions',
      'tariffs',
      'fixed_line_info',
      'mobile_line_info',
      'seguro',
    ];
    for (const field of fields) {
      for (const value of hostile) {
        const response = await call('admin', 'POST', base, { ...create, [field]: value });
        expect(response.statusCode, `${field}=${JSON.stringify(value).slice(0, 30)}`).toBeLessThan(500);
      }
    }
  });
});
