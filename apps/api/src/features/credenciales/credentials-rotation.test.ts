import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DETALLES_CREDENCIALES } from '@ventas/domain/credenciales/credenciales-mensajes';
import {
  bearer,
  createTestTenant,
  login,
  testDataDir,
  type TestTenant,
} from '../../../test/support/test-app';
import { privateTestDatabase } from '../../../test/support/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { parsedRows, type Database } from '../../db/database';
import { credentialsCipher } from './credentials-cipher';
import { rotateCredentialsKey, RotationRefused } from './credentials-rotation';

/**
 * The rotation crosses every tenant of a database, so this file has a database of its own: the
 * worker's shared one holds other files' credentials under other (per-app random) keys.
 */
const OLD_KEY = randomBytes(32).toString('base64');
const NEW_KEY = randomBytes(32).toString('base64');

let database: Database;
let tenants: TestTenant[];
const apps: FastifyInstance[] = [];

async function appWithKey(credentialsKey: string): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    logLevel: 'silent',
    jwtSecret: 'j'.repeat(48),
    webDistDir: null,
    loginMaxPerIpPerMinute: 1000,
    dataDir: testDataDir(),
    credentialsKey,
  };
  const app = await buildApp({ config, database });
  await app.ready();
  apps.push(app);
  return app;
}

async function reveal(app: FastifyInstance, tenant: TestTenant, id: number) {
  const { access } = await login(app, tenant, 'superadmin');
  return app.inject({
    method: 'POST',
    url: `/api/scraping/claves/${id}/revelar/`,
    headers: bearer(access, tenant.host),
  });
}

const storedValues = async () =>
  parsedRows(
    await database.owner.execute(
      sql`SELECT password_cifrada, cookie_cifrada FROM credenciales ORDER BY tenant_id, id`,
    ),
    z.object({ password_cifrada: z.string().nullable(), cookie_cifrada: z.string().nullable() }),
  );

const ids: number[] = [];
beforeAll(async () => {
  database = await privateTestDatabase();
  tenants = [await createTestTenant(database), await createTestTenant(database)];
  const app = await appWithKey(OLD_KEY);
  for (const [index, tenant] of tenants.entries()) {
    const { access } = await login(app, tenant, 'superadmin');
    const response = await app.inject({
      method: 'POST',
      url: '/api/scraping/claves/',
      headers: bearer(access, tenant.host),
      payload: {
        nombre_portal: `Portal ${index}`,
        password: `clave-${index}`,
        cookie: index ? `c=${index}` : null,
      },
    });
    ids.push(response.json<{ id: number }>().id);
  }
  // The first tenant's outgoing mail server signs in: its password is sealed with the same key.
  const { access } = await login(app, tenants[0]!, 'superadmin');
  const correo = await app.inject({
    method: 'PUT',
    url: '/api/distribuidores/correo/',
    headers: bearer(access, tenants[0]!.host),
    payload: {
      smtp: {
        host: 'smtp.example.com',
        puerto: 587,
        seguridad: 'starttls',
        usuario: 'ofertas',
        password: 'clave-smtp',
        remitente_email: 'ofertas@example.com',
        remitente_nombre: 'Distribuidor',
      },
      plantilla: { asunto: 'Su oferta', cuerpo: 'Adjuntamos la oferta.' },
    },
  });
  if (correo.statusCode !== 200) throw new Error(`PUT correo answered ${correo.statusCode}`);
}, 60_000);

const sealedSmtpPassword = async () =>
  parsedRows(
    await database.owner.execute(sql`SELECT tenant_id, password_cifrada FROM correo_distribuidor`),
    z.object({ tenant_id: z.number(), password_cifrada: z.string() }),
  );

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('rotating the credentials key', () => {
  it('refuses a wrong current key and changes nothing', async () => {
    const before = await storedValues();
    const wrong = credentialsCipher(randomBytes(32).toString('base64'));
    await expect(rotateCredentialsKey(database, wrong, credentialsCipher(NEW_KEY))).rejects.toThrow(
      /no se descifra con la clave actual/,
    );
    expect(await storedValues()).toEqual(before);
  });

  it('refuses to rotate to the same key', async () => {
    await expect(
      rotateCredentialsKey(database, credentialsCipher(OLD_KEY), credentialsCipher(OLD_KEY)),
    ).rejects.toBeInstanceOf(RotationRefused);
  });

  it('re-encrypts every tenant, after which only the new key reveals the same plaintext', async () => {
    const result = await rotateCredentialsKey(
      database,
      credentialsCipher(OLD_KEY),
      credentialsCipher(NEW_KEY),
    );
    expect(result).toEqual({ credenciales: 2, correos: 1, secretos: 4, distribuidores: 2 });
    // The SMTP password opens with the new key only (the send job reads it with the app's key).
    const [smtp] = await sealedSmtpPassword();
    expect(credentialsCipher(NEW_KEY).decrypt(smtp!.tenant_id, 'password', smtp!.password_cifrada)).toBe(
      'clave-smtp',
    );
    expect(() =>
      credentialsCipher(OLD_KEY).decrypt(smtp!.tenant_id, 'password', smtp!.password_cifrada),
    ).toThrow();

    const oldApp = await appWithKey(OLD_KEY);
    const refused = await reveal(oldApp, tenants[0]!, ids[0]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: DETALLES_CREDENCIALES.noDescifrable });

    const newApp = await appWithKey(NEW_KEY);
    expect((await reveal(newApp, tenants[0]!, ids[0]!)).json()).toEqual({
      id: ids[0],
      password: 'clave-0',
      cookie: null,
    });
    expect((await reveal(newApp, tenants[1]!, ids[1]!)).json()).toEqual({
      id: ids[1],
      password: 'clave-1',
      cookie: 'c=1',
    });
  });

  it('fails clearly when run a second time and changes nothing', async () => {
    const before = await storedValues();
    await expect(
      rotateCredentialsKey(database, credentialsCipher(OLD_KEY), credentialsCipher(NEW_KEY)),
    ).rejects.toThrow(/ya está cifrada con la clave nueva/);
    expect(await storedValues()).toEqual(before);
  });

  it('rolls everything back when one row of one tenant does not decrypt', async () => {
    const newer = randomBytes(32).toString('base64');
    // The second tenant's row is moved to the first: its associated data no longer matches.
    await database.owner.execute(
      sql`UPDATE credenciales SET tenant_id = ${tenants[0]!.id} WHERE id = ${ids[1]!}`,
    );
    const before = await storedValues();
    await expect(
      rotateCredentialsKey(database, credentialsCipher(NEW_KEY), credentialsCipher(newer)),
    ).rejects.toThrow(new RegExp(`credencial ${ids[1]} del distribuidor ${tenants[0]!.id}`));
    expect(await storedValues()).toEqual(before);
  });
});
