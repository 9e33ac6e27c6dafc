import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  TEST_PASSWORD,
  type TestTenant,
} from '../../../test/support/test-app';
import type { Database } from '../../db/database';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otherTenant: TestTenant;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ loginMaxFailuresPerUsername: 3 }));
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
});

const postToken = (host: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/token/', headers: { host }, payload: payload as object });
const postRefresh = (host: string, refresh: string) =>
  app.inject({ method: 'POST', url: '/api/token-refresh/', headers: { host }, payload: { refresh } });
const detalle = (host: string, access: string) =>
  app.inject({ method: 'GET', url: '/api/cuentas/detalle/', headers: bearer(access, host) });

describe('POST /api/token/', () => {
  it('returns an access and a refresh token for the right password', async () => {
    const response = await postToken(tenant.host, { username: 'manager', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh.length).toBeGreaterThan(30);
  });

  it('answers 401 with the spec message for a wrong password or an unknown user', async () => {
    for (const payload of [
      { username: 'admin', password: 'incorrecta' },
      { username: 'nadie', password: TEST_PASSWORD },
    ]) {
      const response = await postToken(tenant.host, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Usuario o contraseña incorrectos' });
    }
  });

  it('does not let an account of one tenant log in on another tenant host', async () => {
    const scratch = await createTestTenant(database);
    await database.tenant(scratch.id, (tx) =>
      tx
        .update(accounts)
        .set({ username: 'solo-aqui' })
        .where(eq(accounts.id, scratch.accounts.comercial.id)),
    );
    expect(
      (await postToken(scratch.host, { username: 'solo-aqui', password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await postToken(otherTenant.host, { username: 'solo-aqui', password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('refuses accounts that are on BAJA', async () => {
    const scratch = await createTestTenant(database);
    await database.tenant(scratch.id, (tx) =>
      tx.update(accounts).set({ estado: 'BAJA' }).where(eq(accounts.id, scratch.accounts.comercial.id)),
    );
    expect(
      (await postToken(scratch.host, { username: 'comercial', password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('blocks a username with 429 after repeated failures, even with the right password', async () => {
    const scratch = await createTestTenant(database);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postToken(scratch.host, { username: 'admin', password: 'mal' })).statusCode).toBe(401);
    }
    const blocked = await postToken(scratch.host, { username: 'admin', password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Demasiados intentos/);
    // Other usernames of the same tenant are not affected.
    expect((await postToken(scratch.host, { username: 'manager', password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('limits login requests per IP address with 429', async () => {
    const limited = await createTestApp({ loginMaxPerIpPerMinute: 2 });
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/token/',
        headers: { host: tenant.host },
        remoteAddress: '10.9.8.7',
        payload: { username: 'manager', password: TEST_PASSWORD },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ detail: 'Demasiados intentos. Inténtelo de nuevo en unos minutos.' });
    await limited.app.close();
  });

  // Issue 30: two apps on one database are two replicas behind a load balancer.
  it('refuses the username past its limit whichever replica gets the attempt', async () => {
    const scratch = await createTestTenant(database);
    const other = await createTestApp({ loginMaxFailuresPerUsername: 3 });
    const replicas = [app, other.app];
    const attempt = (replica: FastifyInstance, password: string) =>
      replica.inject({
        method: 'POST',
        url: '/api/token/',
        headers: { host: scratch.host },
        payload: { username: 'Admin', password },
      });
    for (let n = 0; n < 3; n += 1) expect((await attempt(replicas[n % 2]!, 'mal')).statusCode).toBe(401);
    for (const replica of replicas) {
      expect((await attempt(replica, TEST_PASSWORD)).statusCode).toBe(429);
    }
    await other.app.close();
  });

  it("counts one address's logins on every replica together", async () => {
    const replicas = await Promise.all([1, 2].map(() => createTestApp({ loginMaxPerIpPerMinute: 2 })));
    const send = (replica: FastifyInstance) =>
      replica.inject({
        method: 'POST',
        url: '/api/token/',
        headers: { host: tenant.host },
        remoteAddress: '10.9.8.6',
        payload: { username: 'manager', password: TEST_PASSWORD },
      });
    expect((await send(replicas[0]!.app)).statusCode).toBe(200);
    expect((await send(replicas[1]!.app)).statusCode).toBe(200);
    expect((await send(replicas[0]!.app)).statusCode).toBe(429);
    expect((await send(replicas[1]!.app)).statusCode).toBe(429);
    // Another distributor's logins from the same address have their own allowance.
    const elsewhere = await replicas[1]!.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { host: otherTenant.host },
      remoteAddress: '10.9.8.6',
      payload: { username: 'manager', password: TEST_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
    await Promise.all(replicas.map(({ app: replica }) => replica.close()));
  });

  it('rejects a missing username or password with the login form messages', async () => {
    const response = await postToken(tenant.host, { username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['Introduzca su Usuario'],
      password: ['Introduzca su Contraseña'],
    });
  });
});

describe('POST /api/token-refresh/', () => {
  it('rotates: returns a new pair and the old refresh token stops working', async () => {
    const first = await login(app, tenant, 'comercial');
    const rotated = await postRefresh(tenant.host, first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await detalle(tenant.host, second.access)).json().username).toBe('comercial');
    expect((await postRefresh(tenant.host, second.refresh)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is reused', async () => {
    const first = await login(app, tenant, 'manager');
    const second = (await postRefresh(tenant.host, first.refresh)).json();
    const reuse = await postRefresh(tenant.host, first.refresh);
    expect(reuse.statusCode).toBe(401);
    // The legitimate-looking newer token of the same family is now dead too.
    expect((await postRefresh(tenant.host, second.refresh)).statusCode).toBe(401);
    // Another login (another family) is untouched.
    const other = await login(app, tenant, 'manager');
    expect((await postRefresh(tenant.host, other.refresh)).statusCode).toBe(200);
  });

  it('rejects a refresh token on another tenant host and garbage tokens', async () => {
    const tokens = await login(app, tenant, 'admin');
    expect((await postRefresh(otherTenant.host, tokens.refresh)).statusCode).toBe(401);
    expect((await postRefresh(tenant.host, 'no-es-un-token')).statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('are rejected with 401 on another tenant host', async () => {
    const tokens = await login(app, tenant, 'superadmin');
    const response = await detalle(otherTenant.host, tokens.access);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'El token no pertenece a este distribuidor.' });
  });

  it('are required, and a tampered token is refused', async () => {
    const tokens = await login(app, tenant, 'admin');
    const noToken = await app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: { host: tenant.host },
    });
    expect(noToken.statusCode).toBe(401);
    const tampered = `${tokens.access.slice(0, -3)}abc`;
    expect((await detalle(tenant.host, tampered)).statusCode).toBe(401);
  });

  it('lose their power as soon as the account is given BAJA', async () => {
    const scratch = await createTestTenant(database);
    const tokens = await login(app, scratch, 'manager');
    expect((await detalle(scratch.host, tokens.access)).statusCode).toBe(200);
    await database.tenant(scratch.id, (tx) =>
      tx.update(accounts).set({ estado: 'BAJA' }).where(eq(accounts.id, scratch.accounts.manager.id)),
    );
    expect((await detalle(scratch.host, tokens.access)).statusCode).toBe(401);
  });
});
