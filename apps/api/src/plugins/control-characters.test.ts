import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createTestTenant, login, type TestTenant } from '../../test/support/test-app';
import { insertCliente } from '../../test/support/tenant-rows';
import type { Database } from '../db/database';
import {
  CONTROL_CHARACTER_MESSAGE,
  findControlCharacter,
  findInvalidUnicode,
  INVALID_UNICODE_MESSAGE,
} from './control-characters';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let token: string;
let clienteId: number;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  token = (await login(app, tenant, 'admin')).access;
  clienteId = await insertCliente(database, tenant.id, { nombre: 'Cliente Intacto' });
});

const NUL = '\u0000';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token, tenant.host), ...(payload ? { payload } : {}) });

describe('control characters in any text', () => {
  it.each([
    ['/api/clientes/entradas/?nombre=a%00b', 'nombre'],
    ['/api/clientes/entradas/?search=%00', 'search'],
    ['/api/clientes/entradas/?documento=1%002', 'documento'],
    ['/api/clientes/entradas/?email=a%00', 'email'],
    ['/api/clientes/entradas/?localidad=m%00', 'localidad'],
    ['/api/clientes/entradas/?notes=%00', 'notes'],
    ['/api/clientes/entradas/?cp=28%00', 'cp'],
    ['/api/clientes/entradas/?no%00mbre=x', 'no?mbre'],
    ['/api/get-group-permissions?permission_name=a%00', 'permission_name'],
    ['/api/clientes/teletrabajo/download-xlsx-teletrabajo/?nombre=%00', 'nombre'],
    ['/api/clientes/teletrabajo/download-xlsx-teletrabajo/?%00=x', '?'],
    ['/api/utils/task-status/%00/', 'task_id'],
  ])('answer 400 in the query or path: %s', async (url, field) => {
    const response = await call('GET', url);
    expect(response.statusCode, url).toBe(400);
    expect(response.json()).toEqual({ [field]: [CONTROL_CHARACTER_MESSAGE] });
  });

  it('answer 400 in the login username, before any account is looked up', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { host: tenant.host },
      payload: { username: `admin${NUL}`, password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [CONTROL_CHARACTER_MESSAGE] });
  });

  it('answer 400 in bodies, nested or in keys, and write nothing', async () => {
    const create = await call('POST', '/api/clientes/entradas/', {
      nombre: 'Nuevo',
      telefonos_contacto: ['600000001', `6000${NUL}0002`],
    });
    expect(create.json()).toEqual({ 'telefonos_contacto.1': [CONTROL_CHARACTER_MESSAGE] });
    const edit = await call('PUT', `/api/clientes/entradas/${clienteId}/`, {
      nombre: `Cambiado${NUL}`,
      telefonos_contacto: [],
    });
    expect(edit.statusCode).toBe(400);
    const nota = await call('POST', '/api/clientes/notascliente/', { cliente: clienteId, nota: `x${NUL}` });
    expect(nota.json()).toEqual({ nota: [CONTROL_CHARACTER_MESSAGE] });
    const entrada = await call('POST', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'NO_INTERESADO',
      razon: 'precio',
      [`notas${NUL}`]: 'x',
    });
    expect(entrada.json()).toEqual({ 'notas?': [CONTROL_CHARACTER_MESSAGE] });
    const list = (await call('GET', '/api/clientes/entradas/')).json() as {
      results: Array<{ nombre: string }>;
    };
    expect(list.results.map((row) => row.nombre)).toEqual(['Cliente Intacto']);
  });

  it('keep tab, line feed and carriage return as text', async () => {
    const nota = await call('POST', '/api/clientes/notascliente/', {
      cliente: clienteId,
      nota: 'Llamar\tmañana\r\nsin falta',
    });
    expect(nota.statusCode).toBe(201);
  });

  it('are found at any depth by the walker, with the dotted path of the field', () => {
    expect(findControlCharacter({ a: [{ b: 'ok' }, { c: `x${NUL}` }] })).toBe('a.1.c');
    expect(findControlCharacter({ a: ['\u007F'] })).toBe('a.0');
    expect(findControlCharacter({ a: 'tab\tnewline\n' })).toBeNull();
    expect(findControlCharacter(`${NUL}`)).toBe('non_field_errors');
  });
});

describe('lone UTF-16 surrogates in any text', () => {
  // JSON may escape half a surrogate pair; PostgreSQL refuses it in jsonb (it was a 500 on the
  // catalogue writes and the deal-out filters) and UTF-8 cannot encode it.
  const LONE = ['\ud800', 'a\udc00', '\udbff\u0041'];

  it.each(LONE)('answer 400 in a catalogue write and write nothing (%j)', async (text) => {
    const before = (await call('GET', '/api/servicios/tarifas/')).json() as { count: number };
    const response = await app.inject({
      method: 'POST',
      url: '/api/servicios/tarifas/',
      headers: { ...bearer(token, tenant.host), 'content-type': 'application/json' },
      // Written by hand: JSON.stringify would escape the surrogate as the client would.
      payload: `{"name": ${JSON.stringify(text)}, "operator": 1}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [INVALID_UNICODE_MESSAGE] });
    expect(((await call('GET', '/api/servicios/tarifas/')).json() as { count: number }).count).toBe(
      before.count,
    );
  });

  it('answer 400 in keys and nested arrays, named with the character shown as ?', async () => {
    const response = await call('POST', '/api/clientes/entradas/', {
      nombre: 'Sustituto',
      telefonos_contacto: ['600000001', 'x\ud800'],
      ['k\udc00']: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json() as Record<string, string[]>)).toEqual([[INVALID_UNICODE_MESSAGE]]);
    expect(Object.keys(response.json() as object)[0]).toMatch(/^(telefonos_contacto\.1|k\?)$/);
  });

  it('keep surrogate pairs, which are ordinary text (emoji)', () => {
    expect(findInvalidUnicode({ nota: 'Llamar 😀 mañana', lista: ['𝄞'] })).toBeNull();
    expect(findInvalidUnicode({ a: ['ok', '\ud800'] })).toBe('a.1');
  });
});

describe('ids, loosely written', () => {
  it.each(['0x1', '+1', '%201', '1.0', '1e0', '2147483648'])(
    "refuses the path id '%s' with 400 and deletes nothing",
    async (id) => {
      const response = await call('DELETE', `/api/clientes/entradas/${id}/`);
      expect(response.statusCode, id).toBe(400);
    },
  );

  it('refuses body ids past PostgreSQL integer with 400', async () => {
    for (const field of ['comercial', 'origen_bbdd']) {
      const response = await call('POST', '/api/clientes/entradas/', {
        nombre: 'Rango',
        telefonos_contacto: [],
        [field]: 2_147_483_648,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toHaveProperty(field);
    }
    const list = (await call('GET', '/api/clientes/entradas/')).json() as { count: number };
    expect(list.count).toBe(1);
  });

  it('still finds the customer by its id', async () => {
    expect((await call('GET', `/api/clientes/entradas/${clienteId}/`)).statusCode).toBe(200);
  });
});

describe('query keys that name Object.prototype members', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    "are unknown filters ('%s'): the list and the export answer, never a 500",
    async (key) => {
      const list = await call('GET', `/api/clientes/entradas/?${key}=x&${key}=y`);
      expect(list.statusCode, key).toBe(200);
      const exported = await call('GET', `/api/clientes/teletrabajo/download-xlsx-teletrabajo/?${key}=x`);
      expect(exported.statusCode, key).toBe(200);
    },
  );
});
