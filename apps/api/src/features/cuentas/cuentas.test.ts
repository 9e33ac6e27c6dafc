import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_PASSWORD } from '@ventas/domain/cuentas/password-policy';
import { MENSAJES_REGLAS } from '@ventas/domain/cuentas/reglas-cuentas';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let other: TestTenant;
let call: Caller;
let otherCall: Caller;

const URL = '/api/cuentas/entradas/';
const INICIAL = 'Inicial-Segura-2026';
const nueva = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  nombre: 'Nueva',
  apellidos: 'Persona',
  password: INICIAL,
  password2: INICIAL,
  ...extra,
});

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  other = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, other);
});

async function crear(username: string, extra: Record<string, unknown> = {}): Promise<number> {
  const response = await call('admin', 'POST', URL, nueva(username, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('POST /api/cuentas/entradas/', () => {
  it('creates an account with rol 4, ALTA and TIENDA by default, and never answers its password', async () => {
    const response = await call(
      'admin',
      'POST',
      URL,
      nueva('ana.ruiz', { numerosContacto: ['612 345 678'] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: 'ana.ruiz',
      nombre_completo: 'Nueva Persona',
      rol: { id: 4 },
      estado: 'ALTA',
      tipoComercial: 'TIENDA',
      numerosContacto: ['612345678'],
      must_change_password: true,
    });
    expect(response.body).not.toContain(INICIAL);
  });

  it('refuses a username already taken in the distributor, case aside, but not in another one', async () => {
    await crear('repetido');
    const again = await call('admin', 'POST', URL, nueva('Repetido'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ username: ['Ya existe una cuenta con ese usuario'] });
    expect((await otherCall('admin', 'POST', URL, nueva('repetido'))).statusCode).toBe(201);
  });

  it.each([
    ['a common password', { password: 'Password123', password2: 'Password123' }, MENSAJES_PASSWORD.comun],
    [
      'the username in it',
      { password: 'luis.gomez-2026', password2: 'luis.gomez-2026' },
      MENSAJES_PASSWORD.usuario,
    ],
    ['7 characters', { password: 'a1b2c3d', password2: 'a1b2c3d' }, MENSAJES_PASSWORD.corta],
    ['two different passwords', { password2: 'otra-cosa-123' }, 'Las contraseñas no coinciden'],
  ])('refuses %s with a field error', async (_caso, extra, mensaje) => {
    const response = await call('admin', 'POST', URL, nueva('luis.gomez', extra));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(mensaje);
  });

  it('lets only Admins create, and nobody grant a role above their own', async () => {
    expect((await call('manager', 'POST', URL, nueva('por.manager'))).statusCode).toBe(403);
    expect((await call('comercial', 'POST', URL, nueva('por.comercial'))).statusCode).toBe(403);
    const superior = await call('admin', 'POST', URL, nueva('nuevo.super', { rol: { id: 1 } }));
    expect(superior.statusCode).toBe(403);
    expect(superior.json()).toEqual({ detail: MENSAJES_REGLAS.rolSuperior });
    expect((await call('superadmin', 'POST', URL, nueva('nuevo.super', { rol: { id: 1 } }))).statusCode).toBe(
      201,
    );
  });
});

describe('GET /api/cuentas/entradas/', () => {
  it('answers the whole list, or a page when asked, with only this distributor’s accounts', async () => {
    const whole = await call('admin', 'GET', URL);
    expect(whole.statusCode).toBe(200);
    const names = whole.json().map((row: { username: string }) => row.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'comercial', 'manager', 'superadmin']));
    const foreign = (await otherCall('admin', 'GET', URL)).json().map((row: { id: number }) => row.id);
    expect(foreign).not.toContain(tenant.accounts.admin.id);
    const page = await call('admin', 'GET', `${URL}?page=1&itemsPerPage=2&estado=ALTA&search=manag`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ count: 1, results: [{ username: 'manager' }] });
  });

  it('is refused to Managers and Comerciales', async () => {
    expect((await call('manager', 'GET', URL)).statusCode).toBe(403);
    expect((await call('comercial', 'GET', URL)).statusCode).toBe(403);
  });
});

describe('PUT /api/cuentas/entradas/{id}/', () => {
  it('keeps absent fields and clears blank ones', async () => {
    const id = await crear('para.editar', { email: 'a@example.com', localidad: 'Soria', talla: 'M' });
    const response = await call('admin', 'PUT', `${URL}${id}/`, { email: '', localidad: 'Ávila' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: null, localidad: 'Ávila', talla: 'M', nombre: 'Nueva' });
  });

  it('lets a Comercial edit their own contact data but not their rol, estado or another account', async () => {
    const own = `${URL}${tenant.accounts.comercial.id}/`;
    const phone = await call('comercial', 'PUT', own, { numerosContacto: ['699111222'], rol: { id: 4 } });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().numerosContacto).toEqual(['699111222']);
    const estado = await call('comercial', 'PUT', own, { estado: 'VACACIONES' });
    expect(estado.statusCode).toBe(403);
    expect(estado.json()).toEqual({ detail: MENSAJES_REGLAS.propioEstado });
    expect((await call('comercial', 'PUT', own, { rol: { id: 2 } })).statusCode).toBe(403);
    expect((await call('comercial', 'PUT', own, { tipoComercial: 'DBL' })).statusCode).toBe(403);
    const otra = await call('comercial', 'PUT', `${URL}${tenant.accounts.manager.id}/`, { nombre: 'X' });
    expect(otra.statusCode).toBe(403);
    expect(otra.json()).toEqual({ detail: MENSAJES_REGLAS.soloPropia });
  });

  it('refuses an Admin editing a SuperAdmin, and answers 404 to another distributor’s account', async () => {
    const response = await call('admin', 'PUT', `${URL}${tenant.accounts.superadmin.id}/`, { nombre: 'X' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MENSAJES_REGLAS.editarSuperior });
    expect(
      (await call('admin', 'PUT', `${URL}${other.accounts.comercial.id}/`, { nombre: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await otherCall('superadmin', 'DELETE', `${URL}${tenant.accounts.comercial.id}/`)).statusCode,
    ).toBe(404);
  });

  it('keeps the last active SuperAdmin: no demotion nor BAJA', async () => {
    const solo = await createTestTenant(database);
    const soloCall = await callerFor(app, solo);
    const own = `${URL}${solo.accounts.superadmin.id}/`;
    const [demote, baja] = [
      await soloCall('superadmin', 'PUT', own, { rol: { id: 2 } }),
      await soloCall('superadmin', 'PUT', own, { estado: 'BAJA' }),
    ];
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ detail: MENSAJES_REGLAS.ultimoSuperAdmin });
    expect(baja.statusCode).toBe(403);
  });

  it('refuses changing one’s own password here', async () => {
    const response = await call('admin', 'PUT', `${URL}${tenant.accounts.admin.id}/`, {
      password: 'Otra-Clave-Nueva-9',
      password2: 'Otra-Clave-Nueva-9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: [MENSAJES_REGLAS.passwordPropia] });
  });
});

describe('hostile input', () => {
  it.each([
    ['a NUL byte in the username', nueva('nul\u0000byte')],
    ['a 10 KB name', nueva('largo', { nombre: 'x'.repeat(10_240) })],
    ['a 10 KB password', nueva('largo2', { password: 'x'.repeat(10_240), password2: 'x'.repeat(10_240) })],
    ['a rol as text', nueva('tipos', { rol: { id: 'uno' } })],
    ['phones as a string', nueva('tipos2', { numerosContacto: '612345678' })],
    ['an unknown field', nueva('tipos3', { is_admin: true })],
  ])('answers 400 to %s', async (_caso, body) => {
    expect((await call('admin', 'POST', URL, body)).statusCode).toBe(400);
  });

  it.each([
    ['PUT', `${URL}999999/`, 404],
    ['DELETE', `${URL}999999/`, 404],
    ['PUT', `${URL}abc/`, 400],
    ['DELETE', `${URL}0/`, 400],
  ] as const)('answers %s %s with %i', async (method, url, status) => {
    expect(
      (await call('admin', method, url, method === 'PUT' ? { nombre: 'X' } : undefined)).statusCode,
    ).toBe(status);
  });

  it('answers 400 to a NUL byte or a huge text in an edit', async () => {
    const own = `${URL}${tenant.accounts.comercial.id}/`;
    expect((await call('comercial', 'PUT', own, { direccion: 'a\u0000b' })).statusCode).toBe(400);
    expect((await call('comercial', 'PUT', own, { direccion: 'x'.repeat(10_240) })).statusCode).toBe(400);
  });

  it('answers a commercial id of another distributor without touching it', async () => {
    const id = await otroComercial(database, other.id, 'ajeno');
    expect((await call('admin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(404);
    expect((await otherCall('admin', 'GET', URL)).json().map((row: { id: number }) => row.id)).toContain(id);
  });
});
