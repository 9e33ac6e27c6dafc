import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { saveScreenshot, useBrowser } from '../support/browser';
import { canLogIn, changePasswordOnScreen, PASSWORD_NUEVA, submitLogin } from '../support/cuentas-admin';
import { REPO_ROOT } from '../support/paths';
import { PLATFORM_LABEL, distribuidorInfoStatus, hostOf } from '../support/plataforma-admin';
import { pathOf } from '../support/session';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 28, the README's production recipe as an operator runs it: `npm run build` (the web app is
 * built by npm test already; the API here), `npm run bootstrap`, `npm run start:prod` on an empty
 * embedded database; then the printed one-time password opens the platform and must be changed.
 */
const run = promisify(execFile);
const session = useBrowser();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ventas-produccion-e2e-'));
let stopServer: (() => Promise<number | null>) | null = null;

afterAll(async () => {
  await stopServer?.();
  rmSync(dataDir, { recursive: true, force: true });
});

function productionEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  return env;
}

/** `npm run start:prod`, until it answers its health check; what it printed, and how to stop it. */
async function startProduction(port: number): Promise<{ output: () => string }> {
  const child = spawn(process.execPath, ['scripts/start-prod.mjs'], {
    cwd: REPO_ROOT,
    env: productionEnv(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  stopServer = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start:prod ended (${child.exitCode}):\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { output: () => output };
    await sleep(250);
  }
}

describe('a production installation (issue 28)', () => {
  it('builds once, creates the first administrator, and serves without the demo', async () => {
    await run(process.execPath, ['scripts/build-api.mjs'], { cwd: REPO_ROOT });
    const port = await freePort();
    const bootstrap = await run(process.execPath, ['scripts/bootstrap.mjs'], {
      cwd: REPO_ROOT,
      env: productionEnv(port),
    });
    const oneTime = /^Contraseña de un solo uso: (\S+)$/m.exec(bootstrap.stdout)?.[1] ?? '';
    expect(oneTime).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const server = await startProduction(port);
    expect(server.output()).not.toContain('Datos de demostración');
    expect(server.output()).not.toContain('No hay ningún SuperAdmin');
    const demo = `http://demo.localhost:${port}`;
    const plataforma = hostOf(demo, PLATFORM_LABEL);
    expect(await canLogIn(plataforma, 'superadmin', DEMO_PASSWORD)).toBe(false);
    // No demo distributor: its host is unknown.
    expect(await distribuidorInfoStatus(demo)).toBe(404);
    expect(await distribuidorInfoStatus(plataforma)).toBe(200);

    const { page } = session();
    await submitLogin(page, plataforma, 'superadmin', oneTime);
    expect(pathOf(page)).toBe('/cambiar-password');
    // The form, not the spinner before it, is what the screenshot shows.
    await page.getByLabel('Contraseña actual', { exact: true }).waitFor();
    await saveScreenshot(page, 'produccion-primer-superadmin');
    await changePasswordOnScreen(page, oneTime, PASSWORD_NUEVA);
    expect(await canLogIn(plataforma, 'superadmin', oneTime)).toBe(false);
    expect(await canLogIn(plataforma, 'superadmin', PASSWORD_NUEVA)).toBe(true);

    expect(await stopServer?.()).toBe(0);
    stopServer = null;
  }, 180_000);
});
