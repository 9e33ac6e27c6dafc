import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrancarServidor,
  runToExit,
  type ChildServerOptions,
  type ServidorHijo,
} from '../../test/support/child-server';
import { createServerDatabase } from '../../test/support/test-database';

/**
 * Issue 28 as an operator meets it, with the real processes: a database the demo filled is refused
 * by a production start; the bootstrap replaces the demo's passwords with one-time ones; the
 * production start then serves, and the platform's SuperAdmin signs in with the printed password.
 * On its own data directory (PGlite), or its own database when DATABASE_URL is set (CI's
 * PostgreSQL pass).
 */
const serverUrl = process.env['DATABASE_URL'];
const dataDir = mkdtempSync(join(tmpdir(), 'ventas-produccion-'));
let options: ChildServerOptions;
let servidor: ServidorHijo | null = null;

beforeAll(async () => {
  const databaseUrl = serverUrl ? await createServerDatabase(serverUrl, 'prod_') : undefined;
  // A bare IP host is DEFAULT_TENANT: the platform distributor of the demo ('admin').
  options = { subdomain: 'admin', dataDir, databaseUrl };
  const demo = await arrancarServidor({ ...options, env: { SEED_DEMO: 'true' } });
  await demo.parar();
}, 180_000);

afterAll(async () => {
  await servidor?.matar();
  rmSync(dataDir, { recursive: true, force: true });
});

const production = (): ChildServerOptions => ({ ...options, env: { NODE_ENV: 'production' } });

describe('a production start of a database the demo filled (issue 28)', () => {
  it('refuses to start, then serves once the bootstrap replaced the demo passwords', async () => {
    const refused = await runToExit('apps/api/src/server.ts', production());
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /Arranque de producción rechazado: 13 cuenta\(s\) con la contraseña de demostración \(.*superadmin@admin.*\)\. Cámbielas con: npm run bootstrap -- --retirar-demo/,
    );

    const retired = await runToExit('apps/api/src/bootstrap.ts', production(), ['--retirar-demo']);
    expect(retired.code).toBe(0);
    const oneTime = /^superadmin@admin: contraseña de un solo uso (\S+)$/m.exec(retired.output)?.[1];
    expect(oneTime).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(retired.output.match(/contraseña de un solo uso/g)).toHaveLength(13);

    servidor = await arrancarServidor(production());
    // The platform has its SuperAdmin (with a new password): no bootstrap line.
    expect(servidor.output()).not.toContain('No hay ningún SuperAdmin');
    const signIn = (password: string) =>
      fetch(`${servidor?.baseUrl}/api/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'superadmin', password }),
      });
    expect((await signIn('demo1234')).status).toBe(401);
    expect((await signIn(oneTime ?? '')).status).toBe(200);
    await servidor.parar();
    servidor = null;

    const again = await runToExit('apps/api/src/bootstrap.ts', production());
    expect(again.code).toBe(0);
    expect(again.output).toContain(
      "El distribuidor de plataforma 'admin' ya tiene un SuperAdmin: no se ha cambiado nada.",
    );
  }, 180_000);
});
