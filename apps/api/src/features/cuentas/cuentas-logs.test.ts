import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  createTestTenant,
  login,
  bearer,
  TEST_PASSWORD,
} from '../../../test/support/test-app';

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

  // Issue 28: one line per request with its facts; no password, token, document or IBAN, whether
  // they travel in a body, a query string or a header.
  it(
    'writes one line per request with who and what, and no token, document or IBAN',
    { timeout: 120_000 },
    async () => {
      const from = captured.length;
      const DNI = '12345678Z';
      const DNI_CLIENTE = '00000000T';
      const IBAN = 'ES9121000418450200051332';
      const { app, database } = await createTestApp({ logLevel: 'info' });
      let requests = 0;
      const call = (options: InjectOptions) => {
        requests += 1;
        return app.inject(options);
      };
      const secrets = [SECRETO, TEST_PASSWORD, DNI, DNI_CLIENTE, IBAN];
      let tenant: Awaited<ReturnType<typeof createTestTenant>>;
      try {
        tenant = await createTestTenant(database);
        const host = tenant.host;
        const signIn = await call({
          method: 'POST',
          url: '/api/token/',
          headers: { host },
          payload: { username: 'admin', password: TEST_PASSWORD },
        });
        const first = signIn.json<{ access: string; refresh: string }>();
        expect(
          (
            await call({
              method: 'POST',
              url: '/api/token/',
              headers: { host },
              payload: { username: 'admin', password: SECRETO },
            })
          ).statusCode,
        ).toBe(401);
        const refreshed = await call({
          method: 'POST',
          url: '/api/token-refresh/',
          headers: { host, cookie: `refresh=${first.refresh}` },
          payload: { refresh: first.refresh },
        });
        const { access, refresh } = refreshed.json<{ access: string; refresh: string }>();
        secrets.push(first.access, first.refresh, access, refresh);
        const cuenta = await call({
          method: 'POST',
          url: '/api/cuentas/entradas/',
          headers: bearer(access, host),
          payload: {
            username: 'con-iban',
            password: SECRETO,
            password2: SECRETO,
            documento: DNI,
            tipoDocumento: 'DNI',
            iban: IBAN,
          },
        });
        expect(cuenta.statusCode).toBe(201);
        const cliente = {
          nombre: 'Lucía Pérez',
          documento: DNI_CLIENTE,
          tipo_documento: 'DNI',
          telefonos_contacto: ['612345678'],
          email: '',
          direccion: { direccion: 'Calle Sol 3', cp: '28001', localidad: 'Madrid' },
          fecha_contacto: '2026-11-20',
          notas: `IBAN ${IBAN}`,
        };
        const responses = [
          await call({
            method: 'POST',
            url: '/api/clientes/entradas/',
            headers: bearer(access, host),
            payload: cliente,
          }),
          await call({
            method: 'POST',
            url: '/api/clientes/entradas/',
            headers: bearer(access, host),
            payload: { ...cliente, nombre: '' },
          }),
          await call({
            method: 'GET',
            url: `/api/clientes/?search=${DNI_CLIENTE}&iban=${IBAN}`,
            headers: bearer(access, host),
          }),
          await call({
            method: 'GET',
            url: `/api/no-existe/${DNI}/?token=${refresh}&password=${SECRETO}`,
            headers: { ...bearer(access, host), cookie: `refresh=${refresh}`, 'x-documento': DNI },
          }),
          await call({
            method: 'GET',
            url: `/api/health/ready?iban=${IBAN}`,
            headers: { host: 'nadie.localhost' },
          }),
        ];
        for (const response of responses) expect(response.statusCode).toBeLessThan(500);
      } finally {
        await app.close();
      }
      const text = captured.slice(from).join('');
      for (const secret of secrets) expect(text).not.toContain(secret);
      const lines = text
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
      const completed = lines.filter(
        (line) => line.msg === 'request completed' || line.msg === 'request errored',
      );
      expect(completed).toHaveLength(requests);
      expect(new Set(completed.map((line) => line.reqId)).size).toBe(requests);
      for (const line of completed) {
        expect(Object.keys(line)).toEqual(
          expect.arrayContaining([
            'reqId',
            'tenant',
            'tenantId',
            'userId',
            'method',
            'route',
            'statusCode',
            'durationMs',
          ]),
        );
        expect(typeof line.durationMs).toBe('number');
      }
      expect(completed).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          route: '/api/cuentas/entradas/',
          statusCode: 201,
          tenant: tenant.subdomain,
          tenantId: tenant.id,
          userId: tenant.accounts.admin.id,
        }),
      );
      expect(completed).toContainEqual(expect.objectContaining({ route: 'unmatched', statusCode: 404 }));
      expect(completed).toContainEqual(
        expect.objectContaining({ route: '/api/health/ready', tenant: null, userId: null }),
      );
    },
  );
});
