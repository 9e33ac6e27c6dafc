import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MENSAJES_PASSWORD } from '@ventas/domain/cuentas/password-policy';
import { MENSAJES_REGLAS } from '@ventas/domain/cuentas/reglas-cuentas';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { bearer, createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { insertCliente } from '../../../test/support/tenant-rows';
import { parsedRows, type Database } from '../../db/database';
import { MUST_CHANGE_PASSWORD } from '../../plugins/access-control';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;

const URL = '/api/cuentas/entradas/';
const CAMBIO = '/api/cuentas/cambiar-password/';
const INICIAL = 'Inicial-Segura-2026';

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
});

const signIn = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token/',
    headers: { host: tenant.host },
    payload: { username, password },
  });
const as = (access: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(access, tenant.host), ...(payload ? { payload } : {}) });

async function crear(username: string): Promise<number> {
  const body = { username, password: INICIAL, password2: INICIAL };
  const response = await call('admin', 'POST', URL, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('a password the Admin set', () => {
  it('must be changed first: every call but the detail and the change answers 403 until then', async () => {
    await crear('primer.dia');
    const { access } = (await signIn('primer.dia', INICIAL)).json();
    const detalle = await as(access, 'GET', '/api/cuentas/detalle/');
    expect(detalle.statusCode).toBe(200);
    expect(detalle.json().must_change_password).toBe(true);
    const blocked = await as(access, 'GET', '/api/comerciales/');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ detail: MUST_CHANGE_PASSWORD });
  });

  it('is changed through cambiar-password: the new one signs in, the old one and old sessions do not', async () => {
    await crear('cambia.clave');
    const first = (await signIn('cambia.clave', INICIAL)).json();
    const wrong = await as(first.access, 'POST', CAMBIO, {
      password_actual: 'no-es-esta',
      password: 'Nueva-Clave-Larga-1',
      password2: 'Nueva-Clave-Larga-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password_actual: ['La contraseña actual no es correcta'] });
    for (const [password, mensaje] of [
      ['iloveyou123', MENSAJES_PASSWORD.comun],
      ['cambia.clave!', MENSAJES_PASSWORD.usuario],
      [INICIAL, MENSAJES_PASSWORD.igual],
    ] as const) {
      const refused = await as(first.access, 'POST', CAMBIO, {
        password_actual: INICIAL,
        password,
        password2: password,
      });
      expect(refused.json()).toEqual({ password: [mensaje] });
    }
    const changed = await as(first.access, 'POST', CAMBIO, {
      password_actual: INICIAL,
      password: 'Nueva-Clave-Larga-1',
      password2: 'Nueva-Clave-Larga-1',
    });
    expect(changed.statusCode).toBe(200);
    expect(Object.keys(changed.json()).sort()).toEqual(['access', 'refresh']);
    expect(
      (await as(changed.json().access, 'GET', '/api/cuentas/detalle/')).json().must_change_password,
    ).toBe(false);
    expect((await as(changed.json().access, 'GET', '/api/comerciales/')).statusCode).toBe(200);
    expect((await signIn('cambia.clave', INICIAL)).statusCode).toBe(401);
    expect((await signIn('cambia.clave', 'Nueva-Clave-Larga-1')).statusCode).toBe(200);
    const oldRefresh = await app.inject({
      method: 'POST',
      url: '/api/token-refresh/',
      headers: { host: tenant.host },
      payload: { refresh: first.refresh },
    });
    expect(oldRefresh.statusCode).toBe(401);
  });

  it('reset by an Admin in a PUT forces a new change and closes the account’s sessions', async () => {
    const id = await crear('olvidadiza');
    const first = (await signIn('olvidadiza', INICIAL)).json();
    await as(first.access, 'POST', CAMBIO, {
      password_actual: INICIAL,
      password: 'Mia-Propia-2026',
      password2: 'Mia-Propia-2026',
    });
    const session = (await signIn('olvidadiza', 'Mia-Propia-2026')).json();
    const reset = await call('admin', 'PUT', `${URL}${id}/`, {
      password: 'Reinicio-2026-xyz',
      password2: 'Reinicio-2026-xyz',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().must_change_password).toBe(true);
    expect((await as(session.access, 'GET', '/api/comerciales/')).statusCode).toBe(403);
    expect((await as(session.access, 'GET', '/api/cuentas/detalle/')).statusCode).toBe(200);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/token-refresh/',
      headers: { host: tenant.host },
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn('olvidadiza', 'Mia-Propia-2026')).statusCode).toBe(401);
    expect((await signIn('olvidadiza', 'Reinicio-2026-xyz')).statusCode).toBe(200);
  });
});

describe('DELETE /api/cuentas/entradas/{id}/', () => {
  it('keeps an account with history, INACTIVO and out of the lists; its password and live token fail at once', async () => {
    const id = await crear('con.ventas');
    const cliente = await insertCliente(database, tenant.id, {
      nombre: 'Cliente de con.ventas',
      comercialId: id,
    });
    await call('admin', 'PUT', `${URL}${id}/`, { nombre: 'Carmen', apellidos: 'Vende' });
    const { access } = (await signIn('con.ventas', INICIAL)).json();
    expect((await as(access, 'GET', '/api/cuentas/detalle/')).statusCode).toBe(200);

    expect((await call('admin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(204);
    expect((await as(access, 'GET', '/api/cuentas/detalle/')).statusCode).toBe(401);
    expect((await signIn('con.ventas', INICIAL)).statusCode).toBe(401);
    const ids = (await call('admin', 'GET', URL)).json().map((row: { id: number }) => row.id);
    expect(ids).not.toContain(id);
    const comerciales = (await call('admin', 'GET', '/api/comerciales/'))
      .json()
      .map((row: { id: number }) => row.id);
    expect(comerciales).not.toContain(id);
    const [kept] = await database.tenant(tenant.id, async (tx) =>
      parsedRows(
        await tx.execute(sql`SELECT a.estado, a.nombre, c.comercial_id FROM clientes c
          JOIN accounts a ON a.tenant_id = c.tenant_id AND a.id = c.comercial_id WHERE c.id = ${cliente}`),
        z.object({ estado: z.string(), nombre: z.string(), comercial_id: z.number() }),
      ),
    );
    expect(kept).toEqual({ estado: 'INACTIVO', nombre: 'Carmen', comercial_id: id });
    expect((await call('admin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(404);
    expect((await call('admin', 'PUT', `${URL}${id}/`, { estado: 'ALTA' })).statusCode).toBe(404);
  });

  it('deletes an account without history', async () => {
    const id = await crear('sin.nada');
    expect((await call('admin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(204);
    const left = await database.tenant(tenant.id, async (tx) =>
      parsedRows(
        await tx.execute(sql`SELECT id FROM accounts WHERE id = ${id}`),
        z.object({ id: z.number() }),
      ),
    );
    expect(left).toEqual([]);
  });

  it('refuses deleting oneself, a SuperAdmin as Admin, and any account below Admin', async () => {
    const self = await call('admin', 'DELETE', `${URL}${tenant.accounts.admin.id}/`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ detail: MENSAJES_REGLAS.borrarPropia });
    const superior = await call('admin', 'DELETE', `${URL}${tenant.accounts.superadmin.id}/`);
    expect(superior.json()).toEqual({ detail: MENSAJES_REGLAS.borrarSuperior });
    expect((await call('manager', 'DELETE', `${URL}${tenant.accounts.comercial.id}/`)).statusCode).toBe(403);
  });
});
