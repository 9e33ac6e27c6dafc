import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { callApi } from '../support/api-client';
import { drawerEntries } from '../support/drawer';
import { login, pathOf, readStoredTokens, writeStoredAccessToken } from '../support/session';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();

/** A well-formed JWT that expired an hour ago and carries a signature the server never made. */
function expiredForgedJwt(): string {
  const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({ token_type: 'access', user_id: 1, iat: now - 7200, exp: now - 3600 });
  return `${header}.${payload}.${Buffer.from('not-the-server-signature').toString('base64url')}`;
}

describe('access token renewal', () => {
  it('renews a rejected access token with the refresh token and keeps the user logged in', async () => {
    const { page, allowConsoleError } = session();
    // SPEC §8: the first call answers 401 (the browser logs it), then the app refreshes and retries.
    allowConsoleError(/Failed to load resource: the server responded with a status of 401\b.*\/api\//);
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    const before = await readStoredTokens(page);
    expect(before.refresh).toEqual(expect.any(String));

    const rejected: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401 && response.url().includes('/api/')) rejected.push(response.url());
    });

    const forged = expiredForgedJwt();
    await writeStoredAccessToken(page, forged);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/token-refresh/'));
    await page.goto(`${baseUrl}/areapersonal`);
    expect((await refreshed).status()).toBe(200);
    // The server did refuse the forged token; the app recovered from that 401 on its own.
    expect(rejected.length).toBeGreaterThan(0);

    await expect.poll(async () => (await readStoredTokens(page)).access).not.toBe(forged);
    expect(pathOf(page)).not.toBe('/login');
    expect(await drawerEntries(page)).toContain('ÁreaPersonal');

    const after = await readStoredTokens(page);
    expect(after.access).toEqual(expect.any(String));
    // Rotation: the refresh call hands out a new refresh token as well.
    expect(after.refresh).toEqual(expect.any(String));
    expect(after.refresh).not.toBe(before.refresh);
    // The renewed access token is one the server accepts.
    const detalle = await callApi(baseUrl, 'GET', '/api/cuentas/detalle/', { token: after.access ?? '' });
    expect(detalle.status).toBe(200);
  });

  it('renews the token on an in-app navigation as well as on a full load', async () => {
    const { page, allowConsoleError } = session();
    allowConsoleError(/Failed to load resource: the server responded with a status of 401\b.*\/api\//);
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    // Let the dashboard's first calls finish: the forged token must meet the navigation's call.
    await page.waitForLoadState('networkidle');
    const before = await readStoredTokens(page);

    const forged = expiredForgedJwt();
    await writeStoredAccessToken(page, forged);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/token-refresh/'));
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Teletrabajo' })
      .click();
    await page.waitForURL((url) => url.pathname === '/teletrabajo');
    expect((await refreshed).status()).toBe(200);

    await expect.poll(async () => (await readStoredTokens(page)).refresh).not.toBe(before.refresh);
    const after = await readStoredTokens(page);
    expect(after.access).not.toBe(forged);
    expect(pathOf(page)).toBe('/teletrabajo');
  });
});
