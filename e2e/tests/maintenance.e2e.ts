import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { distribuidorId, maintenanceStatus, obtainTokens, setMaintenance } from '../support/api-client';
import { mainNavigation } from '../support/drawer';
import { localStorageLength, login, pathOf } from '../support/session';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const MAINTENANCE_TEXT = 'Estamos en mantenimiento, volvemos en breve.';

/**
 * Once maintenance is over the user leaves by Reintentar, or by the screen's own periodic check
 * when it answers first: then the button is gone before the click lands, and the click is moot.
 * Either way the page must reach login (SPEC §2), which is the state waited for.
 */
async function retryUntilOnLogin(page: Page): Promise<void> {
  const onLogin = page.waitForURL((url) => url.pathname === '/login');
  const click = page.getByRole('button', { name: 'Reintentar' }).click();
  await Promise.race([onLogin, click.catch(() => onLogin)]);
  await onLogin;
}

let superadminToken = '';
let tenantId = 0;

describe('maintenance mode', () => {
  beforeAll(async () => {
    // Taken before maintenance starts: during maintenance the token endpoint answers 503 too.
    superadminToken = (await obtainTokens(baseUrl, 'superadmin', DEMO_PASSWORD)).access;
    tenantId = await distribuidorId(baseUrl);
    expect(await maintenanceStatus(baseUrl)).toBe(false);
  });

  afterEach(async () => {
    // Whatever happened in the test, the tenant leaves maintenance for the files that follow.
    await setMaintenance(baseUrl, superadminToken, tenantId, false);
  });

  it('sends a logged-in user to the maintenance notice and back to login once it is over', async () => {
    const { page, allowConsoleError } = session();
    // SPEC §8: 503 answers are expected while maintenance is on (the browser logs each one).
    allowConsoleError(/Failed to load resource: the server responded with a status of 503\b/);
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);

    try {
      await setMaintenance(baseUrl, superadminToken, tenantId, true);
      expect(await maintenanceStatus(baseUrl)).toBe(true);

      await page.goto(`${baseUrl}/teletrabajo`);
      await page.waitForURL((url) => url.pathname === '/maintenance');
      await page.getByText(MAINTENANCE_TEXT).waitFor();
      // Still in maintenance: the screen's own status check must not leave it.
      const retry = page.getByRole('button', { name: 'Reintentar' });
      await expect.poll(() => retry.isEnabled()).toBe(true);
      expect(pathOf(page)).toBe('/maintenance');
      await saveScreenshot(page, 'maintenance');
    } finally {
      await setMaintenance(baseUrl, superadminToken, tenantId, false);
    }
    expect(await maintenanceStatus(baseUrl)).toBe(false);

    // SPEC §2: the maintenance screen sends the user to login once maintenance is off.
    await retryUntilOnLogin(page);
    expect(pathOf(page)).toBe('/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    // The session from before maintenance is closed: a reload stays on the login form.
    expect(await localStorageLength(page)).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('sends a user to the maintenance notice when a call made inside the app answers 503', async () => {
    const { page, allowConsoleError } = session();
    allowConsoleError(/Failed to load resource: the server responded with a status of 503\b/);
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    // The dashboard's own first calls (initial data, comunicados) must finish before maintenance
    // starts, so that the 503 comes from the navigation below (the user menu re-reads comunicados).
    await page.waitForLoadState('networkidle');

    try {
      await setMaintenance(baseUrl, superadminToken, tenantId, true);
      const unavailable = page.waitForResponse(
        (response) => response.status() === 503 && response.url().includes('/api/'),
      );
      const notice = page.waitForURL((url) => url.pathname === '/maintenance');
      // A read the app makes on its own (the callbacks reminder's poll, a refetch) may answer 503
      // first and take the user to the notice before the click lands: either is a call made
      // inside the app.
      const click = mainNavigation(page)
        .getByRole('link', { name: 'Teletrabajo' })
        .click()
        .catch((error: unknown) => {
          if (pathOf(page) !== '/maintenance') throw error;
        });
      await Promise.race([click, notice]);
      await unavailable;
      await notice;
      await page.getByText(MAINTENANCE_TEXT).waitFor();
    } finally {
      await setMaintenance(baseUrl, superadminToken, tenantId, false);
    }

    await retryUntilOnLogin(page);
    expect(pathOf(page)).toBe('/login');
  });
});
