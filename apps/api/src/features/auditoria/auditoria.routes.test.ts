import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { exportedRows } from '../../../test/support/exported-sheet';
import { insertCliente } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { madridToday } from '@ventas/domain/time/madrid';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let other: TestTenant;
let call: Caller;
let otherCall: Caller;
/** A customer of the tenant's Comercial, edited through the API; one of the Manager's. */
let propio: number;
let ajeno: number;

const LIST = '/api/auditoria/';
const EXPORT = '/api/auditoria/download-xlsx/';
const HOSTIL = '=HYPERLINK("http://x")';

type Entrada = { id: number; entidad: string; tabla: string; entidad_id: string; accion: string } & {
  usuario: { id: number; nombre: string } | null;
  cambios: { campo: string; antes: unknown; despues: unknown }[];
};

const list = async (query = '', role: 'admin' | 'superadmin' = 'admin') => {
  const response = await call(role, 'GET', `${LIST}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { results: Entrada[]; count: number };
};

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  other = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, other);
  propio = await insertCliente(database, tenant.id, {
    nombre: 'Propio',
    telefonos: ['612000111'],
    comercialId: tenant.accounts.comercial.id,
  });
  ajeno = await insertCliente(database, tenant.id, {
    nombre: 'Ajeno',
    comercialId: tenant.accounts.manager.id,
  });
  const edited = await call('comercial', 'PUT', `/api/clientes/entradas/${propio}/`, {
    nombre: 'Propio Editado',
    telefonos_contacto: ['612000111'],
    comercial: tenant.accounts.comercial.id,
  });
  if (edited.statusCode !== 200) throw new Error(edited.body);
  // The Manager's display name looks like a formula: the export must keep it inert.
  await database.owner.execute(
    sql`UPDATE accounts SET nombre = ${HOSTIL}, apellidos = '' WHERE id = ${tenant.accounts.manager.id}`,
  );
  const byManager = await call('manager', 'POST', '/api/servicios/tipoobjetivo/', { nombre: 'Del manager' });
  if (byManager.statusCode !== 403 && byManager.statusCode !== 201) throw new Error(byManager.body);
  const byManagerToo = await call('manager', 'PUT', `/api/clientes/entradas/${ajeno}/`, {
    nombre: 'Ajeno Editado',
    telefonos_contacto: [],
    comercial: tenant.accounts.manager.id,
  });
  if (byManagerToo.statusCode !== 200) throw new Error(byManagerToo.body);
});

afterAll(() => app.close());

describe('GET /api/auditoria/', () => {
  it('answers the tenant’s log newest first, with the author’s name and the changes', async () => {
    const page = await list(`?entidad=cliente&entidad_id=${propio}`);
    expect(page.results.map((row) => row.accion)).toEqual(['UPDATE', 'INSERT']);
    const [cambio, alta] = page.results;
    expect(cambio?.usuario).toEqual({ id: tenant.accounts.comercial.id, nombre: 'Comercial Prueba' });
    expect(cambio?.cambios).toEqual([{ campo: 'nombre', antes: 'Propio', despues: 'Propio Editado' }]);
    // Written by a seed, outside any request: no author ("Sistema").
    expect(alta?.usuario).toBeNull();
    expect(alta?.cambios).toContainEqual({ campo: 'nombre', antes: null, despues: 'Propio' });
    expect(page.results[0]!.id).toBeGreaterThan(page.results[1]!.id);
  });

  it('filters by author, action and day, and pages', async () => {
    const byComercial = await list(`?usuario=${tenant.accounts.comercial.id}`);
    expect(byComercial.results.length).toBeGreaterThan(0);
    expect(byComercial.results.every((row) => row.usuario?.id === tenant.accounts.comercial.id)).toBe(true);
    const updates = await list('?accion=UPDATE&entidad=cliente');
    expect(updates.results.map((row) => Number(row.entidad_id)).sort()).toEqual([propio, ajeno].sort());
    expect((await list('?creado_el_before=2000-01-01')).results).toEqual([]);
    const today = madridToday();
    expect((await list(`?creado_el_after=${today}`)).count).toBeGreaterThan(0);
    const first = await list('?itemsPerPage=1&page=1');
    const second = await list('?itemsPerPage=1&page=2');
    expect(first.results).toHaveLength(1);
    expect(second.results[0]?.id).toBeLessThan(first.results[0]!.id);
    expect(first.count).toBeGreaterThan(1);
  });

  it('shows a distributor only its own log', async () => {
    const theirs = (await otherCall('admin', 'GET', `${LIST}?entidad=cliente`)).json() as {
      results: Entrada[];
    };
    expect(theirs.results.map((row) => row.entidad_id)).not.toContain(String(propio));
  });

  it('refuses a Manager and a Comercial', async () => {
    expect((await call('manager', 'GET', LIST)).statusCode).toBe(403);
    expect((await call('comercial', 'GET', LIST)).statusCode).toBe(403);
  });

  it('answers hostile filters with a 400', async () => {
    for (const query of [
      '?entidad=%00',
      `?entidad_id=${'x'.repeat(10_000)}`,
      '?usuario=abc',
      '?ordering=antes',
      '?creado_el_after=ayer',
      '?itemsPerPage=100000',
    ])
      expect((await call('admin', 'GET', `${LIST}${query}`)).statusCode, query).toBe(400);
  });
});

describe('GET /api/auditoria/cliente/{id}/', () => {
  it('answers a customer’s and its phones’ entries, newest first, to whoever works it', async () => {
    const response = await call('comercial', 'GET', `/api/auditoria/cliente/${propio}/`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as Entrada[];
    // The seed's customer and phone, then the edit (which rewrites the phone list).
    expect(
      rows
        .map((row) => [row.tabla, row.accion])
        .reverse()
        .slice(0, 3),
    ).toEqual([
      ['clientes', 'INSERT'],
      ['telefonos_cliente', 'INSERT'],
      ['clientes', 'UPDATE'],
    ]);
    expect(rows.every((row, index) => index === 0 || row.id < rows[index - 1]!.id)).toBe(true);
    expect((await call('admin', 'GET', `/api/auditoria/cliente/${propio}/`)).statusCode).toBe(200);
  });

  it('is a 404 for another agent’s, another distributor’s or an unknown customer, a 400 for a bad id', async () => {
    expect((await call('comercial', 'GET', `/api/auditoria/cliente/${ajeno}/`)).statusCode).toBe(404);
    expect((await otherCall('admin', 'GET', `/api/auditoria/cliente/${propio}/`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/api/auditoria/cliente/999999999/')).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/api/auditoria/cliente/abc/')).statusCode).toBe(400);
  });
});

describe('GET /api/auditoria/download-xlsx/', () => {
  it('exports the filtered log with Spanish headers and labels', async () => {
    const rows = await exportedRows(call, 'admin', `${EXPORT}?entidad=cliente&entidad_id=${propio}`);
    expect(rows[0]).toEqual([
      'Fecha',
      'Usuario',
      'Entidad',
      'Tabla',
      'Identificador',
      'Acción',
      'Cambios',
      'Petición',
      'N.º de entrada',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[5], row[6]])).toEqual([
      ['Comercial Prueba', 'Cliente', 'Cambio', 'Nombre: Propio → Propio Editado'],
      ['Sistema', 'Cliente', 'Alta', expect.stringContaining('Nombre: Propio')],
    ]);
    expect(rows[1]?.[0]).toBeInstanceOf(Date);
  });

  it('keeps a name that looks like a formula inert', async () => {
    const rows = await exportedRows(call, 'admin', `${EXPORT}?usuario=${tenant.accounts.manager.id}`);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row[1] === `'${HOSTIL}`)).toBe(true);
  });

  it('refuses a Manager and a Comercial, and bad filters before any job', async () => {
    expect((await call('manager', 'GET', EXPORT)).statusCode).toBe(403);
    expect((await call('comercial', 'GET', EXPORT)).statusCode).toBe(403);
    expect((await call('admin', 'GET', `${EXPORT}?usuario=abc`)).statusCode).toBe(400);
  });
});
