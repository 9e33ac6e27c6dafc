import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClienteRecord } from '@ventas/domain/clientes/cliente-record';
import type { FastifyInstance } from 'fastify';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { insertCliente } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';

/**
 * The customer record carries its opted-out phones (decision 152: no click-to-call for them), on
 * every endpoint that answers the record, with no extra request per row.
 */
const URL = '/api/clientes/entradas/';
let t: { app: FastifyInstance; database: Database; tenant: TestTenant; call: Caller; otherCall: Caller };
let marcado: number;
let limpio: number;
const LLAMABLE = '612000101';
const NO_LLAMAR = '612000102';
const FIJO_NO_LLAMAR = '912000103';
const OTRO_TENANT = '612000104';

beforeAll(async () => {
  const { app, database } = await createTestApp();
  const tenant = await createTestTenant(database);
  const call = await callerFor(app, tenant);
  const otherCall = await callerFor(app, await createTestTenant(database));
  t = { app, database, tenant, call, otherCall };
  const comercialId = t.tenant.accounts.comercial.id;
  marcado = await insertCliente(t.database, t.tenant.id, {
    nombre: 'Rocío Marcado Fuentes',
    comercialId,
    telefonos: [LLAMABLE, NO_LLAMAR, FIJO_NO_LLAMAR, OTRO_TENANT],
  });
  limpio = await insertCliente(t.database, t.tenant.id, {
    nombre: 'Jaime Limpio Ortega',
    comercialId,
    telefonos: ['612000105'],
  });
  // Marked in the opposite order to the customer's, which the record must keep.
  for (const telefono of [FIJO_NO_LLAMAR, NO_LLAMAR]) {
    const response = await t.call('comercial', 'POST', '/api/no-llamar/', { telefono, cliente: marcado });
    expect(response.statusCode).toBe(201);
  }
  // Another distributor's list says nothing about this one's customers.
  const ajeno = await t.otherCall('admin', 'POST', '/api/no-llamar/', { telefono: OTRO_TENANT });
  expect(ajeno.statusCode).toBe(201);
});
afterAll(async () => {
  await t?.app.close();
});

const listed = async (role: 'manager' | 'comercial', query: string): Promise<ClienteRecord[]> => {
  const response = await t.call(role, 'GET', `${URL}?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { results: ClienteRecord[] }).results;
};
const byId = (rows: ClienteRecord[], id: number) => rows.find((row) => row.id === id);

describe('telefonos_no_llamar on the customer record', () => {
  it.each([
    ['manager', 'no filter', ''],
    ['comercial', 'no filter (own and unassigned)', ''],
    ['manager', 'a search', 'search=Fuentes'],
    ['manager', 'a filter', 'estadoCliente=NUEVO&ordering=nombre'],
    ['comercial', 'a filter', 'estadoCliente=NUEVO&ordering=-updated_on'],
  ] as const)('lists them for %s with %s, in the customer phone order', async (role, _what, query) => {
    const rows = await listed(role, `${query}&itemsPerPage=50`);
    expect(byId(rows, marcado)?.telefonos_no_llamar).toEqual([NO_LLAMAR, FIJO_NO_LLAMAR]);
    expect(byId(rows, marcado)?.telefonos_contacto).toEqual([
      LLAMABLE,
      NO_LLAMAR,
      FIJO_NO_LLAMAR,
      OTRO_TENANT,
    ]);
  });

  it('is empty for a customer with no opted-out phone', async () => {
    const rows = await listed('manager', 'search=Limpio');
    expect(byId(rows, limpio)?.telefonos_no_llamar).toEqual([]);
  });

  it('comes with the detail and with the answer of a save', async () => {
    const detail = await t.call('comercial', 'GET', `${URL}${marcado}/`);
    expect(detail.statusCode).toBe(200);
    const record = detail.json() as ClienteRecord;
    expect(record.telefonos_no_llamar).toEqual([NO_LLAMAR, FIJO_NO_LLAMAR]);

    // Dropping an opted-out phone from the customer drops it from the record (the list stays).
    const saved = await t.call('comercial', 'PUT', `${URL}${marcado}/`, {
      nombre: record.nombre,
      telefonos_contacto: [LLAMABLE, FIJO_NO_LLAMAR, OTRO_TENANT],
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as ClienteRecord).telefonos_no_llamar).toEqual([FIJO_NO_LLAMAR]);
  });

  it('follows the list: a phone withdrawn from it is callable again', async () => {
    const page = (await t.call('superadmin', 'GET', `/api/no-llamar/?search=${FIJO_NO_LLAMAR}`)).json() as {
      results: Array<{ id: number }>;
    };
    const [entrada] = page.results;
    expect(entrada).toBeDefined();
    const withdrawn = await t.call('superadmin', 'DELETE', `/api/no-llamar/${entrada?.id}/`);
    expect(withdrawn.statusCode).toBeLessThan(300);
    const detail = (await t.call('manager', 'GET', `${URL}${marcado}/`)).json() as ClienteRecord;
    expect(detail.telefonos_no_llamar).toEqual([]);
  });
});
