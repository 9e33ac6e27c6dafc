import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ORDEN } from '@ventas/domain/tutoriales/reordenar';
import { TUTORIALES_DE_EJEMPLO } from '@ventas/domain/tutoriales/tutoriales-ejemplo';
import type { Database } from '../../db/database';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { seedTutoriales } from './tutoriales.public';

const URL = '/api/tutoriales/';
let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let groupDCall: Caller;

const tutorial = (titulo: string, extra: Record<string, unknown> = {}) => ({
  titulo,
  descripcion: `Sobre ${titulo}`,
  video_url: `https://vimeo.com/${titulo.length}`,
  ...extra,
});
const titulos = async (caller: Caller = call) =>
  (await caller('comercial', 'GET', URL)).json().map((row: { titulo: string }) => row.titulo);
const crear = async (titulo: string, caller: Caller = call): Promise<number> => {
  const response = await caller('admin', 'POST', URL, tutorial(titulo));
  expect(response.statusCode).toBe(201);
  return response.json().id;
};

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  database = created.database;
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, await createTestTenant(database));
  groupDCall = await callerFor(app, await createTestTenant(database, { groups: ['D'] }));
});

afterEach(async () => {
  for (const caller of [call, otherCall])
    for (const row of (await caller('admin', 'GET', URL)).json())
      await caller('admin', 'DELETE', `${URL}${row.id}/`);
});

describe('/api/tutoriales/', () => {
  it('adds each new tutorial last and lists them in order to every role', async () => {
    await crear('CRM');
    await crear('Ofertas');
    const created = await call('superadmin', 'POST', URL, tutorial('Calculadora'));
    expect(created.json()).toMatchObject({
      titulo: 'Calculadora',
      descripcion: 'Sobre Calculadora',
      video_url: 'https://vimeo.com/11',
      orden: 3,
    });
    for (const role of ['superadmin', 'admin', 'manager', 'comercial'] as const) {
      const list = await call(role, 'GET', URL);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((row: { orden: number }) => row.orden)).toEqual([1, 2, 3]);
    }
    expect(await titulos()).toEqual(['CRM', 'Ofertas', 'Calculadora']);
  });

  it('edits the text and link of one tutorial and keeps its place', async () => {
    await crear('CRM');
    const id = await crear('Ofertas');
    const edited = await call('admin', 'PUT', `${URL}${id}/`, {
      titulo: 'Ofertas 2',
      video_url: 'https://www.youtube.com/watch?v=x',
      orden: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      id,
      titulo: 'Ofertas 2',
      descripcion: '',
      video_url: 'https://www.youtube.com/watch?v=x',
      orden: 2,
    });
  });

  it('removes a tutorial and closes the gap it leaves', async () => {
    await crear('CRM');
    const id = await crear('Ofertas');
    await crear('Calculadora');
    expect((await call('admin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(404);
    const list = (await call('admin', 'GET', URL)).json();
    expect(list.map((row: { titulo: string; orden: number }) => [row.titulo, row.orden])).toEqual([
      ['CRM', 1],
      ['Calculadora', 2],
    ]);
  });

  it('refuses every write below Admin, and lets a Comercial and a Manager read', async () => {
    const id = await crear('CRM');
    for (const role of ['manager', 'comercial'] as const) {
      expect((await call(role, 'GET', URL)).statusCode).toBe(200);
      expect((await call(role, 'POST', URL, tutorial('Nuevo'))).statusCode).toBe(403);
      expect((await call(role, 'PUT', `${URL}${id}/`, tutorial('Otro'))).statusCode).toBe(403);
      expect((await call(role, 'DELETE', `${URL}${id}/`)).statusCode).toBe(403);
      expect((await call(role, 'POST', `${URL}orden/`, { ids: [id] })).statusCode).toBe(403);
    }
    expect(await titulos()).toEqual(['CRM']);
  });

  it('answers 403 to every call of a group-D distributor, whatever the role', async () => {
    for (const role of ['superadmin', 'admin', 'comercial'] as const) {
      expect((await groupDCall(role, 'GET', URL)).statusCode).toBe(403);
      expect((await groupDCall(role, 'POST', URL, tutorial('X'))).statusCode).toBe(403);
      expect((await groupDCall(role, 'PUT', `${URL}1/`, tutorial('X'))).statusCode).toBe(403);
      expect((await groupDCall(role, 'DELETE', `${URL}1/`)).statusCode).toBe(403);
      expect((await groupDCall(role, 'POST', `${URL}orden/`, { ids: [] })).statusCode).toBe(403);
    }
  });

  it('keeps each distributor’s tutorials to itself', async () => {
    const mine = await crear('Mío');
    await crear('Ajeno', otherCall);
    expect(await titulos()).toEqual(['Mío']);
    expect(await titulos(otherCall)).toEqual(['Ajeno']);
    expect((await otherCall('admin', 'PUT', `${URL}${mine}/`, tutorial('Robado'))).statusCode).toBe(404);
    expect((await otherCall('admin', 'DELETE', `${URL}${mine}/`)).statusCode).toBe(404);
    expect((await otherCall('admin', 'POST', `${URL}orden/`, { ids: [mine] })).statusCode).toBe(400);
    expect(await titulos()).toEqual(['Mío']);
  });
});

describe('/api/tutoriales/orden/', () => {
  it('writes the whole new order and answers the list', async () => {
    const [a, b, c] = [await crear('A'), await crear('B'), await crear('C')];
    const response = await call('admin', 'POST', `${URL}orden/`, { ids: [c, a, b] });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { id: number; orden: number }) => [row.id, row.orden])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect(await titulos()).toEqual(['C', 'A', 'B']);
  });

  it.each([
    ['a missing id', (a: number, b: number) => [b, a], () => MENSAJES_ORDEN.falta],
    [
      'a repeated id',
      (a: number, b: number, c: number) => [a, a, b, c],
      (a: number) => MENSAJES_ORDEN.repetido(a),
    ],
    [
      'an unknown id',
      (a: number, b: number, c: number) => [c, b, a, 2_000_000_000],
      () => MENSAJES_ORDEN.desconocido(2_000_000_000),
    ],
  ])('refuses %s with a 400 on ids and changes nothing', async (_name, orden, mensaje) => {
    const [a, b, c] = [await crear('A'), await crear('B'), await crear('C')];
    const response = await call('admin', 'POST', `${URL}orden/`, { ids: orden(a, b, c) });
    expect(response.statusCode).toBe(400);
    expect(response.json().ids).toEqual([mensaje(a)]);
    expect(await titulos()).toEqual(['A', 'B', 'C']);
  });

  it('refuses another distributor’s id in place of one of its own, and changes nothing', async () => {
    await crear('A');
    const b = await crear('B');
    const ajeno = await crear('Ajeno', otherCall);
    const response = await call('admin', 'POST', `${URL}orden/`, { ids: [b, ajeno] });
    expect(response.statusCode).toBe(400);
    expect(response.json().ids).toEqual([MENSAJES_ORDEN.desconocido(ajeno)]);
    expect(await titulos()).toEqual(['A', 'B']);
  });
});

describe('hostile input', () => {
  it.each([
    ['a NUL in the title', { titulo: 'a\u0000b' }],
    ['a 10 KB title', { titulo: 'x'.repeat(10_240) }],
    ['a 10 KB description', { descripcion: 'x'.repeat(10_240) }],
    ['a number as the title', { titulo: 42 }],
    ['no title', { titulo: undefined }],
    ['a javascript: link', { video_url: 'javascript:alert(document.cookie)' }],
    ['a data: link', { video_url: 'data:text/html;base64,PHNjcmlwdD4=' }],
    ['an http link', { video_url: 'http://vimeo.com/1' }],
    ['a link as an object', { video_url: { href: 'https://vimeo.com/1' } }],
  ])('answers 400 to %s and writes nothing', async (_name, change) => {
    const response = await call('admin', 'POST', URL, tutorial('Hostil', change));
    expect(response.statusCode).toBe(400);
    expect(await titulos()).toEqual([]);
  });

  it.each([
    ['ids that are not a list', { ids: 'todos' }],
    ['an id that is text', { ids: ['1'] }],
    ['a negative id', { ids: [-1] }],
    ['an id beyond the integer range', { ids: [2 ** 31] }],
    ['more ids than tutorials may exist', { ids: Array.from({ length: 201 }, (_, i) => i + 1) }],
    ['no body', undefined],
  ])('answers 400 to a reorder with %s', async (_name, body) => {
    const id = await crear('A');
    expect((await call('admin', 'POST', `${URL}orden/`, body)).statusCode).toBe(400);
    expect((await call('admin', 'GET', URL)).json()[0]).toMatchObject({ id, orden: 1 });
  });

  it.each(['0', 'abc', '1.5', '99999999999', '2147483647'])('answers 4xx to the id %s', async (id) => {
    const response = await call('admin', 'PUT', `${URL}${id}/`, tutorial('X'));
    expect([400, 404]).toContain(response.statusCode);
  });
});

describe('seedTutoriales', () => {
  it('writes the four placeholders in order once, and nothing on a second call', async () => {
    const seeded = await createTestTenant(database);
    const seededCall = await callerFor(app, seeded);
    await seedTutoriales(database, seeded.id);
    await seedTutoriales(database, seeded.id);
    const list = (await seededCall('comercial', 'GET', URL)).json();
    expect(
      list.map((row: { titulo: string; video_url: string; orden: number }) => [
        row.titulo,
        row.video_url,
        row.orden,
      ]),
    ).toEqual(TUTORIALES_DE_EJEMPLO.map((row, indice) => [row.titulo, row.video_url, indice + 1]));
  });
});
