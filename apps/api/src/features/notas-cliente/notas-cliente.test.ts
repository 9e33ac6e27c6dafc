import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  TEST_PASSWORD,
  type TestTenant,
} from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { createAccount } from '../../db/seed/tenant-factory';
import { insertCliente, insertNota } from '../../../test/support/tenant-rows';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otherTenant: TestTenant;
let otherComercialId: number;
const tokens = { manager: '', comercial: '', otherTenantManager: '' };

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  ({ id: otherComercialId } = await createAccount(database, tenant.id, {
    username: 'comercial2',
    password: TEST_PASSWORD,
    rol: 4,
  }));
  tokens.manager = (await login(app, tenant, 'manager')).access;
  tokens.comercial = (await login(app, tenant, 'comercial')).access;
  tokens.otherTenantManager = (await login(app, otherTenant, 'manager')).access;
});

type Caller = keyof typeof tokens;
const hostOf = (caller: Caller) => (caller === 'otherTenantManager' ? otherTenant.host : tenant.host);
const list = (caller: Caller, query: string) =>
  app.inject({
    method: 'GET',
    url: `/api/clientes/notascliente/?${query}`,
    headers: bearer(tokens[caller], hostOf(caller)),
  });
const create = (caller: Caller, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/clientes/notascliente/',
    headers: bearer(tokens[caller], hostOf(caller)),
    payload: payload as object,
  });

describe('GET /api/clientes/notascliente/', () => {
  it("lists the customer's notes newest first with their author", async () => {
    const clienteId = await insertCliente(database, tenant.id);
    const otherCliente = await insertCliente(database, tenant.id);
    const older = await insertNota(database, tenant.id, {
      clienteId,
      comercialId: tenant.accounts.manager.id,
      nota: 'Primera',
      createdOn: new Date('2026-02-01T08:00:00Z'),
    });
    const newer = await insertNota(database, tenant.id, {
      clienteId,
      comercialId: null,
      nota: 'Segunda',
      createdOn: new Date('2026-02-02T08:00:00Z'),
    });
    await insertNota(database, tenant.id, { clienteId: otherCliente, comercialId: null, nota: 'Otra' });
    const response = await list('manager', `client_id=${clienteId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: newer,
        comercial: null,
        nota: 'Segunda',
        cliente: clienteId,
        created_on: '2026-02-02T08:00:00.000Z',
      },
      {
        id: older,
        comercial: { id: tenant.accounts.manager.id, nombre_completo: 'Manager Prueba' },
        nota: 'Primera',
        cliente: clienteId,
        created_on: '2026-02-01T08:00:00.000Z',
      },
    ]);
  });

  it("answers 404 to a Comercial for another commercial's customer and to another tenant", async () => {
    const clienteId = await insertCliente(database, tenant.id, { comercialId: otherComercialId });
    await insertNota(database, tenant.id, { clienteId, comercialId: otherComercialId, nota: 'Privada' });
    const refused = await list('comercial', `client_id=${clienteId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'No se ha encontrado al cliente' });
    expect((await list('otherTenantManager', `client_id=${clienteId}`)).statusCode).toBe(404);
    const unassigned = await insertCliente(database, tenant.id);
    expect((await list('comercial', `client_id=${unassigned}`)).json()).toEqual([]);
  });

  it('answers 400 without a usable client_id', async () => {
    for (const query of [
      '',
      'client_id=',
      'client_id=abc',
      'client_id=99999999999',
      'client_id=1&client_id=2',
    ]) {
      const response = await list('manager', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toHaveProperty('client_id');
    }
  });
});

describe('POST /api/clientes/notascliente/', () => {
  it('adds a trimmed note signed by the caller, whatever comercial the form sends', async () => {
    const clienteId = await insertCliente(database, tenant.id, { comercialId: tenant.accounts.comercial.id });
    const response = await create('comercial', {
      comercial: otherComercialId,
      nota: "  Prefiere WhatsApp; '); DELETE FROM notas_cliente; --  ",
      cliente: clienteId,
    });
    expect(response.statusCode).toBe(201);
    const nota = response.json();
    expect(nota).toEqual({
      id: expect.any(Number),
      comercial: { id: tenant.accounts.comercial.id, nombre_completo: 'Comercial Prueba' },
      nota: "Prefiere WhatsApp; '); DELETE FROM notas_cliente; --",
      cliente: clienteId,
      created_on: expect.any(String),
    });
    expect((await list('comercial', `client_id=${clienteId}`)).json()).toEqual([nota]);
  });

  it("refuses a Comercial's note on another commercial's customer, and another tenant's, writing nothing", async () => {
    const clienteId = await insertCliente(database, tenant.id, { comercialId: otherComercialId });
    const refused = await create('comercial', { nota: 'Hola', cliente: clienteId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'No se ha encontrado al cliente' });
    expect((await create('otherTenantManager', { nota: 'Hola', cliente: clienteId })).statusCode).toBe(404);
    expect((await list('manager', `client_id=${clienteId}`)).json()).toEqual([]);
  });

  it('answers 400 for an empty, blank or too long note, or a missing customer', async () => {
    const clienteId = await insertCliente(database, tenant.id);
    const cases: Array<[unknown, Record<string, string[]> | string]> = [
      [{ nota: '', cliente: clienteId }, { nota: ['La nota no puede estar vacía'] }],
      [{ nota: '   ', cliente: clienteId }, { nota: ['La nota no puede estar vacía'] }],
      [
        { nota: 'x'.repeat(5001), cliente: clienteId },
        { nota: ['La nota no puede superar 5000 caracteres'] },
      ],
      [{ nota: 42, cliente: clienteId }, 'nota'],
      [{ nota: 'Hola' }, 'cliente'],
      [{ nota: 'Hola', cliente: '1; DROP TABLE clientes' }, 'cliente'],
    ];
    for (const [payload, expected] of cases) {
      const response = await create('manager', payload);
      expect(response.statusCode).toBe(400);
      if (typeof expected === 'string') expect(response.json()).toHaveProperty(expected);
      else expect(response.json()).toEqual(expected);
    }
    const longest = await create('manager', { nota: 'x'.repeat(5000), cliente: clienteId });
    expect(longest.statusCode).toBe(201);
  });
});
