import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { parsedRows, type Database } from '../../db/database';
import { seedClientes } from '../../../test/support/tenant-rows';

/** The top-bar search: word prefixes kept in clientes_terminos by triggers (migration 0008). */
let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let token: string;
let adminToken: string;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  const other = await createTestTenant(database);
  await seedClientes(database, other.id, [{ nombre: 'Marta Muñoz Intrusa', telefonos: ['699555444'] }]);
  await seedClientes(database, tenant.id, [
    {
      nombre: 'Marta Muñoz Garrido',
      email: 'marta.munoz@acme.es',
      documento: '12345678Z',
      telefonos: ['612345678'],
    },
    { nombre: 'Juan Garrido', email: 'jg@correo.es', telefonos: ['+447911123456'] },
    { nombre: 'Juana Ortiz', email: 'juana@correo.es', telefonos: ['933111222'] },
    { nombre: 'Pedro Garrido', comercialId: tenant.accounts.comercial.id },
    { nombre: 'Luis Garrido', comercialId: tenant.accounts.manager.id },
  ]);
  token = (await login(app, tenant, 'manager')).access;
  adminToken = (await login(app, tenant, 'admin')).access;
});

async function names(search: string, as = token, ordering = 'nombre'): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/clientes/entradas/?search=${encodeURIComponent(search)}&ordering=${ordering}`,
    headers: bearer(as, tenant.host),
  });
  expect(response.statusCode).toBe(200);
  return (response.json().results as Array<{ nombre: string }>).map((row) => row.nombre);
}

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    // Only Admin and above delete customers (docs/decisions/).
    headers: bearer(method === 'DELETE' ? adminToken : token, tenant.host),
    ...(payload ? { payload } : {}),
  });

describe('search (word prefixes)', () => {
  it.each([
    ['garrido', ['Juan Garrido', 'Luis Garrido', 'Marta Muñoz Garrido', 'Pedro Garrido']],
    ['GARR', ['Juan Garrido', 'Luis Garrido', 'Marta Muñoz Garrido', 'Pedro Garrido']],
    ['juan', ['Juan Garrido', 'Juana Ortiz']],
    ['juan garrido', ['Juan Garrido']],
    ['garrido juan', ['Juan Garrido']],
    ['munoz', ['Marta Muñoz Garrido']],
    ['MUÑOZ', ['Marta Muñoz Garrido']],
    ['acme', ['Marta Muñoz Garrido']],
    ['marta.munoz@ac', ['Marta Muñoz Garrido']],
    ['12345678z', ['Marta Muñoz Garrido']],
    ['612 34 56', ['Marta Muñoz Garrido']],
    ['+34 612 345 678', ['Marta Muñoz Garrido']],
    ['+44 7911 123456', ['Juan Garrido']],
    ['correo', ['Juan Garrido', 'Juana Ortiz']],
  ])('%j finds %j', async (search, expected) => {
    expect(await names(search)).toEqual(expected);
  });

  it('answers the same in the default order, which reads the search terms alone', async () => {
    const byName = await names('garrido');
    const byUpdate = await names('garrido', token, '-updated_on');
    expect([...byUpdate].sort()).toEqual(byName);
    expect(await names('juan garrido', token, '-updated_on')).toEqual(['Juan Garrido']);
  });

  it("keeps a Comercial's search to their own and unassigned customers, in either order", async () => {
    const comercial = (await login(app, tenant, 'comercial')).access;
    const expected = ['Juan Garrido', 'Marta Muñoz Garrido', 'Pedro Garrido'];
    expect(await names('garrido', comercial)).toEqual(expected);
    expect([...(await names('garrido', comercial, '-updated_on'))].sort()).toEqual(expected);
  });

  it.each([
    ['arrido', 'the middle of a word'],
    ['45678', 'the middle of a phone'],
    ['intrusa', "another tenant's customer"],
    ['699555444', "another tenant's phone"],
    ['%', 'a wildcard'],
    ["' OR 1=1 --", 'SQL-looking text'],
    ['juan ortiz garrido', 'words no single customer holds'],
  ])('%j finds nobody (%s)', async (search) => {
    expect(await names(search)).toEqual([]);
  });

  it('follows edits, phone changes and deletion', async () => {
    const created = await send('POST', '/api/clientes/entradas/', {
      nombre: 'Rocío Blanco',
      telefonos_contacto: ['622000111'],
      email: 'rocio@blanco.es',
      direccion: { direccion: '', cp: '', localidad: '' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await names('rocio')).toEqual(['Rocío Blanco']);

    const edited = await send('PUT', `/api/clientes/entradas/${id}/`, {
      ...created.json(),
      nombre: 'Rocío Negro',
      telefonos_contacto: ['622000999'],
    });
    expect(edited.statusCode).toBe(200);
    expect(await names('blanco rocio')).toEqual(['Rocío Negro']); // the e-mail still says blanco
    expect(await names('negro')).toEqual(['Rocío Negro']);
    expect(await names('622000111')).toEqual([]);
    expect(await names('622000999')).toEqual(['Rocío Negro']);

    // Reassigned to the manager: gone from the Comercial's search, even from the terms alone.
    const comercial = (await login(app, tenant, 'comercial')).access;
    expect(await names('negro', comercial, '-updated_on')).toEqual(['Rocío Negro']);
    const reassigned = await send('PUT', `/api/clientes/entradas/${id}/`, {
      ...edited.json(),
      comercial: tenant.accounts.manager.id,
    });
    expect(reassigned.statusCode).toBe(200);
    expect(await names('negro', comercial, '-updated_on')).toEqual([]);
    expect(await names('negro', token, '-updated_on')).toEqual(['Rocío Negro']);

    expect((await send('DELETE', `/api/clientes/entradas/${id}/`)).statusCode).toBe(204);
    const left = await database.owner.execute(
      sql`SELECT count(*)::int AS n FROM clientes_terminos WHERE tenant_id = ${tenant.id} AND cliente_id = ${id}`,
    );
    expect(parsedRows(left, z.object({ n: z.number() }))[0]?.n).toBe(0);
  });
});
