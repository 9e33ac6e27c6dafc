import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leakedKeys, secretKeysIn } from '../../../test/support/secret-scan';
import { createTestApp } from '../../../test/support/test-app';

describe('the test app’s secret scan', () => {
  const reported: string[] = [];
  let app: FastifyInstance;

  // Built in the hook (its 120 s budget): a second app under a loaded machine outlasts a test's 30 s.
  beforeAll(async () => {
    ({ app } = await createTestApp(
      {},
      {
        onSecret: (message) => reported.push(message),
        beforeReady: (instance) => {
          instance.get('/prueba-fuga', async () => ({
            results: [{ id: 1, password_hash: 'x' }],
            refresh: 'y',
          }));
          instance.get('/prueba-limpia', async () => ({ id: 1, must_change_password: true }));
        },
      },
    ));
  });
  afterAll(() => app.close());

  it('reports a route whose JSON answer carries a password hash or a refresh token', async () => {
    await app.inject({ method: 'GET', url: '/prueba-limpia' });
    expect(reported).toEqual([]);
    await app.inject({ method: 'GET', url: '/prueba-fuga' });
    expect(reported).toEqual([
      'Secreto en la respuesta de GET /prueba-fuga: results.0.password_hash, refresh',
    ]);
  });

  it.each([
    [{ password: 'x' }, ['password']],
    [{ password2: 'x', passwordHash: 'y' }, ['password2', 'passwordHash']],
    [{ a: { token_hash: 'x', cookie: 'c' } }, ['a.token_hash', 'a.cookie']],
    [
      [{ password_cifrada: 'x' }, { secret: 's' }],
      ['0.password_cifrada', '1.secret'],
    ],
    [{ must_change_password: true, username: 'u', password_changed_at: null }, []],
  ])('finds the secret keys of %j', (body, keys) => {
    expect(secretKeysIn(body)).toEqual(keys);
  });

  it.each([
    ['POST /api/token/', { access: 'a', refresh: 'r' }, []],
    ['POST /api/cuentas/cambiar-password/', { access: 'a', refresh: 'r' }, []],
    ['GET /api/cuentas/entradas/', { refresh: 'r' }, ['refresh']],
    ['POST /api/distribuidores/distribuidor/', { id: 1, password_inicial: 'p' }, []],
    ['POST /api/scraping/claves/:id/revelar/', { password: 'p', cookie: 'c' }, []],
    ['GET /api/scraping/claves/', [{ password: 'p' }], ['0.password']],
  ])('lets %s answer only its own secret', (route, body, leaked) => {
    expect(leakedKeys(route, body)).toEqual(leaked);
  });

  it('reads an error’s field messages as messages, but not a secret nested in an error', () => {
    const route = 'POST /api/cuentas/entradas/';
    expect(leakedKeys(route, { password: ['Demasiado corta'] }, true)).toEqual([]);
    expect(leakedKeys(route, { password: ['Demasiado corta'] }, false)).toEqual(['password']);
    expect(leakedKeys(route, { detail: 'x', cuenta: { password_hash: 'h' } }, true)).toEqual([
      'cuenta.password_hash',
    ]);
  });
});
