import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { DEMO_PASSWORD } from '../db/seed/demo-seed';
import { createAccount, createTenant } from '../db/seed/tenant-factory';
import { bearer, createTestApp, login } from '../../test/support/test-app';
import { privateTestDatabase } from '../../test/support/test-database';
import { replaceDemoPasswords } from './demo-passwords';
import { bootstrapPlatformAdmin } from './platform-admin';
import { ProductionStartRefused, checkProductionStart } from './production-start';

// A database of its own: the start check reads every distributor, and the bootstrap needs one
// with no platform distributor yet.
let database: Database;
let app: FastifyInstance;
const PLATFORM = 'plataforma';
const platformHost = { host: `${PLATFORM}.localhost` };

beforeAll(async () => {
  database = await privateTestDatabase();
  ({ app } = await createTestApp({ platformTenant: PLATFORM }, { database }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('production mode (issue 28)', () => {
  it.each([
    [{}, { production: false, seedDemo: true }],
    [{ NODE_ENV: 'production' }, { production: true, seedDemo: false }],
    [{ DATABASE_URL: 'postgres://db.example/ventas' }, { production: true, seedDemo: false }],
    [
      { DATABASE_URL: 'postgres://db.example/ventas', SEED_DEMO: 'true' },
      { production: false, seedDemo: true },
    ],
    [
      { NODE_ENV: 'production', SEED_DEMO: 'false' },
      { production: true, seedDemo: false },
    ],
  ])('reads %j as %j', (env, expected) => {
    const config = loadConfig(env);
    expect({ production: config.production, seedDemo: config.seedDemo }).toEqual(expected);
  });

  it('refuses to seed the demo in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      'SEED_DEMO=true no se admite en producción',
    );
  });
});

describe('first administrator and the production start (issue 28)', () => {
  it('says the one line to run while there is no platform administrator', async () => {
    expect(await checkProductionStart(database, PLATFORM)).toBe(
      'No hay ningún SuperAdmin de plataforma. Créelo con: npm run bootstrap',
    );
  });

  it('creates the platform SuperAdmin once, with a one-time password changed at first login, once', async () => {
    const first = await bootstrapPlatformAdmin(database, PLATFORM);
    if (!first.created) throw new Error(first.reason);
    expect(first).toMatchObject({ subdomain: PLATFORM, username: 'superadmin' });
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const again = await bootstrapPlatformAdmin(database, PLATFORM);
    expect(again).toEqual({
      created: false,
      reason: `El distribuidor de plataforma '${PLATFORM}' ya tiene un SuperAdmin: no se ha cambiado nada.`,
    });
    expect(await checkProductionStart(database, PLATFORM)).toBeNull();

    // The one-time password signs in, but the account may do nothing before choosing its own.
    const session = await login(app, platformHost, 'superadmin', first.password);
    const headers = bearer(session.access, platformHost.host);
    const detalle = await app.inject({ method: 'GET', url: '/api/cuentas/detalle/', headers });
    expect(detalle.json()).toMatchObject({ must_change_password: true, rol: { id: 1 } });
    const blocked = await app.inject({ method: 'GET', url: '/api/distribuidores/distribuidor/', headers });
    expect(blocked.statusCode).toBe(403);

    const nueva = 'Plataforma-propia-2027';
    const changed = await app.inject({
      method: 'POST',
      url: '/api/cuentas/cambiar-password/',
      headers,
      payload: { password_actual: first.password, password: nueva, password2: nueva },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = bearer(changed.json<{ access: string }>().access, platformHost.host);
    const after = await app.inject({ method: 'GET', url: '/api/cuentas/detalle/', headers: renewed });
    expect(after.json()).toMatchObject({ must_change_password: false });
    await expect(login(app, platformHost, 'superadmin', first.password)).rejects.toThrow('401');
  });

  it('refuses a start while any account keeps the demo password, until the bootstrap replaces it', async () => {
    const demo = await createTenant(database, { name: 'Antigua demo', subdomain: 'antigua', groups: ['A'] });
    await createAccount(database, demo.id, { username: 'admin', password: DEMO_PASSWORD, rol: 2 });
    // Another username with the demo's password is not the demo's account: it is not tried.
    await createAccount(database, demo.id, { username: 'lucia', password: DEMO_PASSWORD, rol: 4 });

    const refused = checkProductionStart(database, PLATFORM);
    await expect(refused).rejects.toBeInstanceOf(ProductionStartRefused);
    await expect(refused).rejects.toThrow(
      'Arranque de producción rechazado: 1 cuenta(s) con la contraseña de demostración (admin@antigua). ' +
        'Cámbielas con: npm run bootstrap -- --retirar-demo',
    );

    const replaced = await replaceDemoPasswords(database);
    expect(replaced.map((account) => `${account.username}@${account.subdomain}`)).toEqual(['admin@antigua']);
    expect(await checkProductionStart(database, PLATFORM)).toBeNull();
    const host = { host: 'antigua.localhost' };
    await expect(login(app, host, 'admin', DEMO_PASSWORD)).rejects.toThrow('401');
    const session = await login(app, host, 'admin', replaced[0]?.password);
    const detalle = await app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: bearer(session.access, host.host),
    });
    expect(detalle.json()).toMatchObject({ must_change_password: true });
  });
});
