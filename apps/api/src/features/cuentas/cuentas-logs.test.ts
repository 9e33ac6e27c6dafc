import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestTenant, login, bearer } from '../../../test/support/test-app';

/**
 * No password in the logs (issue 16). The app logs through pino to standard output (fd 1, through
 * fs.write or fs.writeSync); the test captures those writes at 'info' level, through a
 * create, a failed create, a login, a failed login and a password change.
 */
const SECRETO = 'Clave-Que-No-Se-Loguea-77';
const captured: string[] = [];
const realWriteSync = fs.writeSync;
const realWrite = fs.write;

beforeAll(() => {
  vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd === 1 || fd === 2) {
      captured.push(String(data));
      return typeof data === 'string' ? Buffer.byteLength(data) : (data as Buffer).length;
    }
    return (realWriteSync as (...args: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync);
  // sonic-boom (pino's destination) writes asynchronously unless told otherwise.
  vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd !== 1 && fd !== 2) return (realWrite as (...args: unknown[]) => void)(fd, data, ...rest);
    captured.push(String(data));
    const callback = rest.at(-1) as (error: null, written: number) => void;
    process.nextTick(() =>
      callback(null, typeof data === 'string' ? Buffer.byteLength(data) : (data as Buffer).length),
    );
  }) as typeof fs.write);
});
afterAll(() => vi.restoreAllMocks());

describe('the app’s log', () => {
  it('never holds a password, through accounts and sign-in calls', { timeout: 120_000 }, async () => {
    const { app, database } = await createTestApp({ logLevel: 'info', env: 'development' });
    try {
      const tenant = await createTestTenant(database);
      const { access } = await login(app, tenant, 'admin');
      const post = (payload: object) =>
        app.inject({
          method: 'POST',
          url: '/api/cuentas/entradas/',
          headers: bearer(access, tenant.host),
          payload,
        });
      expect((await post({ username: 'logueada', password: SECRETO, password2: SECRETO })).statusCode).toBe(
        201,
      );
      expect(
        (await post({ username: 'logueada', password: SECRETO, password2: `${SECRETO}x` })).statusCode,
      ).toBe(400);
      expect((await post({ username: 'x\u0000', password: SECRETO, password2: SECRETO })).statusCode).toBe(
        400,
      );
      const signIn = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/token/',
          headers: { host: tenant.host },
          payload: { username: 'logueada', password },
        });
      expect((await signIn(SECRETO)).statusCode).toBe(200);
      expect((await signIn(`${SECRETO}-mal`)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
    const log = captured.join('');
    // The capture works: the request lines of this development-level log are there.
    expect(log).toContain('/api/cuentas/entradas/');
    expect(log).not.toContain(SECRETO);
  });
});
