import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_TIPO_VENTA, TIPOS_VENTA_POR_DEFECTO } from '@ventas/domain/opciones/tipos-venta';
import { callerFor, type Caller, type Role } from '../../../test/support/catalogue-caller';
import { insertCliente, insertOferta } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;

const BASE = '/api/utils/opciones/tipo_venta/';

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, await createTestTenant(database));
});

type Opcion = { value: string; label: string; activo?: false };

const servidos = async (caller: Caller = call): Promise<Opcion[]> => {
  const response = await caller('comercial', 'GET', '/api/utils/opciones/');
  expect(response.statusCode).toBe(200);
  return response.json().tipo_venta;
};

const lista = async (caller: Caller = call) => (await caller('admin', 'GET', BASE)).json();

async function nuevo(label: string, caller: Caller = call): Promise<{ id: number; value: string }> {
  const response = await caller('admin', 'POST', BASE, { label });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('GET /api/utils/opciones/: the sale types every role reads', () => {
  it('serves a new distributor the default types in order, labels for the values packages store', async () => {
    const fresh = await callerFor(app, await createTestTenant(database));
    expect(await servidos(fresh)).toEqual(
      TIPOS_VENTA_POR_DEFECTO.map(({ valor, etiqueta }) => ({ value: valor, label: etiqueta })),
    );
    expect((await servidos(fresh))[1]).toEqual({ value: 'PORTABILIDAD', label: 'Portabilidad' });
  });
});

describe(`${BASE}: Administración manages the list (Admin and above)`, () => {
  it('refuses a Manager and a Comercial every call (403), and lets an Admin and a SuperAdmin in', async () => {
    const { id } = await nuevo('Solo admins');
    const calls: Array<[string, string, unknown]> = [
      ['GET', BASE, undefined],
      ['POST', BASE, { label: 'Intruso' }],
      ['PUT', `${BASE}${id}/`, { label: 'Intruso' }],
      ['PUT', `${BASE}orden/`, { ids: [id] }],
      ['DELETE', `${BASE}${id}/`, undefined],
    ];
    for (const role of ['manager', 'comercial'] as Role[])
      for (const [method, url, body] of calls)
        expect((await call(role, method as 'GET', url, body)).statusCode, `${role} ${method} ${url}`).toBe(
          403,
        );
    expect((await call('superadmin', 'GET', BASE)).statusCode).toBe(200);
    expect((await servidos()).some((tipo) => tipo.label === 'Intruso')).toBe(false);
  });

  it('adds a type, coded from its label, last in the list and offered at once', async () => {
    const creado = await nuevo('  Fibra  + TV ');
    expect(creado).toMatchObject({ value: 'FIBRA_TV', label: 'Fibra + TV', activo: true, paquetes: 0 });
    const tipos = await servidos();
    expect(tipos.at(-1)).toEqual({ value: 'FIBRA_TV', label: 'Fibra + TV' });
  });

  it('refuses a name another type has, whatever its case, accents or spacing (400 on label)', async () => {
    for (const [label, otro] of [
      ['portabilidad', 'Portabilidad'],
      ['MIGRACION', 'Migración'],
      [' alta   nueva ', 'Alta nueva'],
    ] as const) {
      const response = await call('admin', 'POST', BASE, { label });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ label: [MENSAJES_TIPO_VENTA.repetido(otro)] });
    }
  });

  it('refuses hostile and malformed bodies with a 4xx, and writes nothing', async () => {
    const before = (await lista()).length;
    const bodies: unknown[] = [
      {},
      { label: '' },
      { label: '   ' },
      { label: '--' },
      { label: 'x'.repeat(61) },
      { label: 'x'.repeat(10_240) },
      { label: 42 },
      { label: ['Alta'] },
      { label: { $ne: 1 } },
      { label: 'Bien', value: 'ALTA' },
      { label: '\u0000' },
      { label: '\ud800' },
      // An own "__proto__" key, as a hostile client sends it (an object literal would set the prototype).
      JSON.parse('{"label": "Bien", "__proto__": {"admin": true}}'),
    ];
    for (const body of bodies) {
      const status = (await call('admin', 'POST', BASE, body)).statusCode;
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const url of [`${BASE}__proto__/`, `${BASE}2147483648/`, `${BASE}-1/`, `${BASE}1.5/`])
      expect((await call('admin', 'PUT', url, { label: 'X' })).statusCode, url).toBe(400);
    for (const body of [{}, { label: null }, { activo: 'no' }, { ids: [1] }])
      expect((await call('admin', 'PUT', `${BASE}1/`, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await lista()).length).toBe(before);
  });

  it('renames a type: its code stays, so the packages holding it read the new name', async () => {
    const { id } = await nuevo('Renove terminal');
    const clienteId = await insertCliente(database, tenant.id);
    await insertOferta(database, tenant.id, {
      clienteId,
      paquetes: [{ estado: 'ACTIVO', tipoVenta: 'RENOVE_TERMINAL' }],
    });
    const response = await call('admin', 'PUT', `${BASE}${id}/`, { label: 'Renovación de terminal' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      value: 'RENOVE_TERMINAL',
      label: 'Renovación de terminal',
      paquetes: 1,
    });
    expect(await servidos()).toContainEqual({ value: 'RENOVE_TERMINAL', label: 'Renovación de terminal' });
    // The old name is free again, for a new type with a code of its own.
    expect(await nuevo('Renove terminal')).toMatchObject({ value: 'RENOVE_TERMINAL_2' });
  });

  it('deactivates a type: still served (flagged), so its packages keep their label, and back again', async () => {
    const { id } = await nuevo('Temporal');
    expect((await call('admin', 'PUT', `${BASE}${id}/`, { activo: false })).json()).toMatchObject({
      activo: false,
    });
    expect(await servidos()).toContainEqual({ value: 'TEMPORAL', label: 'Temporal', activo: false });
    await call('admin', 'PUT', `${BASE}${id}/`, { activo: true });
    expect(await servidos()).toContainEqual({ value: 'TEMPORAL', label: 'Temporal' });
  });

  it('deletes a type no package holds, and refuses one in use with a 409 that says what to do', async () => {
    const libre = await nuevo('Sin usar');
    expect((await call('admin', 'DELETE', `${BASE}${libre.id}/`)).statusCode).toBe(204);
    expect((await servidos()).some((tipo) => tipo.value === 'SIN_USAR')).toBe(false);

    const usado = await nuevo('Usado');
    const clienteId = await insertCliente(database, tenant.id);
    await insertOferta(database, tenant.id, {
      clienteId,
      paquetes: [
        { estado: 'ACTIVO', tipoVenta: 'USADO' },
        { estado: 'CANCELADO', tipoVenta: 'USADO' },
      ],
    });
    const refused = await call('admin', 'DELETE', `${BASE}${usado.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: MENSAJES_TIPO_VENTA.enUso('Usado', 2) });
    expect((await servidos()).some((tipo) => tipo.value === 'USADO')).toBe(true);
    expect((await call('admin', 'DELETE', `${BASE}${libre.id}/`)).statusCode).toBe(404);
  });

  it('reorders the list with every id once; a partial or foreign list is a 400', async () => {
    const tipos: Array<{ id: number; value: string }> = await lista();
    const reversed = tipos.map((tipo) => tipo.id).reverse();
    const response = await call('admin', 'PUT', `${BASE}orden/`, { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect((await servidos()).map((tipo) => tipo.value)).toEqual(tipos.map((tipo) => tipo.value).reverse());
    expect((await call('admin', 'PUT', `${BASE}orden/`, { ids: reversed.slice(1) })).statusCode).toBe(400);
    const ajeno = (await lista(otherCall))[0].id;
    expect(
      (await call('admin', 'PUT', `${BASE}orden/`, { ids: [...reversed.slice(1), ajeno] })).json(),
    ).toEqual({
      ids: [MENSAJES_TIPO_VENTA.orden],
    });
  });

  it('keeps each distributor to its own list: another’s ids are 404 and its types are not served', async () => {
    const ajeno = await nuevo('Exclusivo ajeno', otherCall);
    expect((await call('admin', 'PUT', `${BASE}${ajeno.id}/`, { label: 'Mío' })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `${BASE}${ajeno.id}/`)).statusCode).toBe(404);
    expect((await servidos()).some((tipo) => tipo.value === 'EXCLUSIVO_AJENO')).toBe(false);
    expect((await servidos(otherCall)).some((tipo) => tipo.value === 'EXCLUSIVO_AJENO')).toBe(true);
  });
});
