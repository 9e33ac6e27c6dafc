import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_TIENDA as M, type Tienda } from '@ventas/domain/tiendas/tienda-contract';
import type { Database } from '../../db/database';
import { callerFor, type Caller, type Role } from '../../../test/support/catalogue-caller';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

/** Issue 17 "Tiendas": the stores, their TIENDA-type commercials, who reads and who writes them. */
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let otherTenant: TestTenant;
let groupDCall: Caller;
let ana: number;
let bea: number;
let dbl: number;
let borrada: number;

const BODY = {
  nombre: 'Tienda Centro',
  direccion: 'Gran Vía 1',
  cp: '28013',
  localidad: 'Madrid',
  telefono: '+34 910 00 00 00',
  horario: 'L-V 10:00-14:00 y 17:00-20:30',
  activa: true,
};

async function crear(body: Record<string, unknown>, caller = call): Promise<Tienda> {
  const response = await caller('admin', 'POST', '/api/tiendas/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Tienda;
}

const lista = async (role: Role = 'comercial', caller = call): Promise<Tienda[]> => {
  const response = await caller(role, 'GET', '/api/tiendas/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Tienda[];
};

const comercialesDe = async (id: number) =>
  (await lista()).find((t) => t.id === id)?.comerciales.map((c) => c.id);

beforeAll(async () => {
  const built = await createTestApp();
  database = built.database;
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  call = await callerFor(built.app, tenant);
  otherCall = await callerFor(built.app, otherTenant);
  groupDCall = await callerFor(built.app, await createTestTenant(database, { groups: ['D'] }));
  ana = await otroComercial(database, tenant.id, 'ana');
  bea = await otroComercial(database, tenant.id, 'bea');
  dbl = await otroComercial(database, tenant.id, 'dbl', { tipoComercial: 'DBL' });
  borrada = await otroComercial(database, tenant.id, 'borrada');
  await database.tenant(tenant.id, (tx) =>
    tx.execute(sql`UPDATE accounts SET eliminada_el = now() WHERE id = ${borrada}`),
  );
});

describe('/api/tiendas/ (issue 17: the stores and who works in them)', () => {
  it('creates a store with its fields normalised and its commercials by name, and lists it to every role', async () => {
    const tienda = await crear({ ...BODY, comerciales: [bea, ana] });
    expect(tienda).toMatchObject({
      ...BODY,
      telefono: '910000000',
      comerciales: [
        { id: ana, nombre: 'ana' },
        { id: bea, nombre: 'bea' },
      ],
    });
    for (const role of ['superadmin', 'admin', 'manager', 'comercial'] as const)
      expect((await lista(role)).map((t) => t.id)).toContain(tienda.id);
  });

  it('edits a store: a body without comerciales keeps them, a list replaces them', async () => {
    const tienda = await crear({ nombre: 'Editar', comerciales: [ana] });
    const editada = await call('admin', 'PUT', `/api/tiendas/${tienda.id}/`, {
      nombre: 'Editada',
      activa: false,
    });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json()).toMatchObject({
      nombre: 'Editada',
      activa: false,
      direccion: null,
      comerciales: [{ id: ana }],
    });
    const vacia = await call('admin', 'PUT', `/api/tiendas/${tienda.id}/`, {
      nombre: 'Editada',
      comerciales: [],
    });
    expect(vacia.json().comerciales).toEqual([]);
  });

  it('moves a commercial assigned to a second store out of the first one', async () => {
    const primera = await crear({ nombre: 'Primera', comerciales: [ana, bea] });
    const segunda = await crear({ nombre: 'Segunda', comerciales: [ana] });
    expect(await comercialesDe(primera.id)).toEqual([bea]);
    expect(await comercialesDe(segunda.id)).toEqual([ana]);
  });

  it('refuses a commercial who is not of type TIENDA, deleted, or not an account of this tenant, and writes nothing', async () => {
    const antes = (await lista()).length;
    const foraneo = otherTenant.accounts.comercial.id;
    for (const [ids, mensaje] of [
      [[ana, dbl], M.noTienda([dbl])],
      [[borrada], M.noTienda([borrada])],
      [[foraneo], M.noExiste([foraneo])],
      [[2_000_000_000], M.noExiste([2_000_000_000])],
    ] as const) {
      const response = await call('admin', 'POST', '/api/tiendas/', { nombre: 'No', comerciales: ids });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ comerciales: [mensaje] });
    }
    expect((await lista()).length).toBe(antes);
    const tienda = await crear({ nombre: 'Intacta', comerciales: [bea] });
    const put = await call('admin', 'PUT', `/api/tiendas/${tienda.id}/`, {
      nombre: 'Cambiada',
      comerciales: [dbl],
    });
    expect(put.statusCode).toBe(400);
    expect((await lista()).find((t) => t.id === tienda.id)).toMatchObject({
      nombre: 'Intacta',
      comerciales: [{ id: bea }],
    });
  });

  it('deletes a store and frees its commercials; an unknown store is a 404', async () => {
    const tienda = await crear({ nombre: 'Borrar', comerciales: [bea] });
    expect((await call('admin', 'DELETE', `/api/tiendas/${tienda.id}/`)).statusCode).toBe(204);
    expect(await comercialesDe(tienda.id)).toBeUndefined();
    const otra = await crear({ nombre: 'Libre', comerciales: [bea] });
    expect(await comercialesDe(otra.id)).toEqual([bea]);
    for (const [method, body] of [
      ['PUT', { nombre: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call('admin', method, `/api/tiendas/${tienda.id}/`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: M.noEncontrada });
    }
  });

  it('lets only Admin and above write: a Manager and a Comercial get 403', async () => {
    const tienda = await crear({ nombre: 'Solo admin' });
    for (const role of ['manager', 'comercial'] as const) {
      expect((await call(role, 'POST', '/api/tiendas/', { nombre: 'x' })).statusCode).toBe(403);
      expect((await call(role, 'PUT', `/api/tiendas/${tienda.id}/`, { nombre: 'x' })).statusCode).toBe(403);
      expect((await call(role, 'DELETE', `/api/tiendas/${tienda.id}/`)).statusCode).toBe(403);
    }
    expect((await call('superadmin', 'PUT', `/api/tiendas/${tienda.id}/`, { nombre: 'SA' })).statusCode).toBe(
      200,
    );
  });

  it("keeps each distributor's stores apart: another tenant neither sees nor touches them", async () => {
    const tienda = await crear({ nombre: 'Privada' });
    expect((await lista('admin', otherCall)).map((t) => t.id)).not.toContain(tienda.id);
    expect((await otherCall('admin', 'PUT', `/api/tiendas/${tienda.id}/`, { nombre: 'x' })).statusCode).toBe(
      404,
    );
    expect((await otherCall('admin', 'DELETE', `/api/tiendas/${tienda.id}/`)).statusCode).toBe(404);
    expect((await otherCall('admin', 'GET', `/api/tiendas/${tienda.id}/cifras/`)).statusCode).toBe(404);
    expect((await lista()).find((t) => t.id === tienda.id)?.nombre).toBe('Privada');
  });

  it('answers 403 to a distributor without group A on every call', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/tiendas/', undefined],
      ['POST', '/api/tiendas/', { nombre: 'x' }],
      ['PUT', '/api/tiendas/1/', { nombre: 'x' }],
      ['DELETE', '/api/tiendas/1/', undefined],
      ['GET', '/api/tiendas/1/cifras/', undefined],
    ] as const)
      expect((await groupDCall('superadmin', method, url, body)).statusCode, `${method} ${url}`).toBe(403);
  });

  it.each([
    ['a name of 10 KB', { nombre: 'x'.repeat(10_000) }, 'nombre'],
    ['a NUL byte', { nombre: 'Tienda\u0000' }, undefined],
    ['a name that is a number', { nombre: 12 }, 'nombre'],
    ['a bad postal code', { nombre: 'x', cp: '99999', localidad: 'X' }, 'cp'],
    ['a postal code without its town', { nombre: 'x', cp: '28013' }, 'localidad'],
    ['a bad phone', { nombre: 'x', telefono: 'llámame' }, 'telefono'],
    ['hours of 10 KB', { nombre: 'x', horario: 'h'.repeat(10_000) }, 'horario'],
    ['commercials as text', { nombre: 'x', comerciales: 'todos' }, 'comerciales'],
    ['a negative commercial id', { nombre: 'x', comerciales: [-1] }, 'comerciales.0'],
    ['an unknown field', { nombre: 'x', tenant_id: 1 }, undefined],
  ])('answers 400 to %s and writes nothing', async (_caso, body, campo) => {
    const antes = (await lista()).length;
    const response = await call('admin', 'POST', '/api/tiendas/', body);
    expect(response.statusCode).toBe(400);
    if (campo) expect(Object.keys(response.json())).toContain(campo);
    expect((await lista()).length).toBe(antes);
  });

  it.each(['abc', '0', '99999999999', '1.5'])('answers 400 to the store id %s', async (id) => {
    expect((await call('admin', 'PUT', `/api/tiendas/${id}/`, { nombre: 'x' })).statusCode).toBe(400);
  });
});
