import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { drawerEntries } from '../support/drawer';
import {
  localStorageLength,
  login,
  logoutViaUserMenu,
  pathOf,
  readStoredTokens,
  writeStoredAccessToken,
} from '../support/session';
import { STORAGE_KEYS } from '../support/storage-keys';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();

describe('route guard', () => {
  it('logs a Comercial out when they type /ManagementBase in the address bar', async () => {
    const { page } = session();
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);

    // SPEC §2: /ManagementBase allows SuperAdmin, Admin and Manager; anyone else goes to logout.
    await page.goto(`${baseUrl}/ManagementBase`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    // SPEC §4: logout clears all local storage.
    expect(await localStorageLength(page)).toBe(0);
    // Issue 29: the logout stays, but the login screen says why, naming the screen as the menus do.
    const reason = page.getByRole('status');
    expect((await reason.innerText()).trim()).toBe(
      'Se cerró la sesión porque su usuario no tiene acceso a «Administración». ' +
        'Inicie sesión con un usuario que lo tenga.',
    );
    await saveScreenshot(page, 'guard-logout-motivo');

    // The next login is a fresh start: the reason is gone from then on.
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await logoutViaUserMenu(page);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
  });

  it('says on the login screen that a session which could not be renewed has expired', async () => {
    const { page, allowConsoleError } = session();
    // The refused token and refresh are the browser's 401s.
    allowConsoleError(/status of 401\b/);
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);

    // A session the server no longer honours (e.g. revoked overnight): neither token is accepted.
    await writeStoredAccessToken(page, 'caducado');
    await page.evaluate((key) => localStorage.setItem(key, 'revocado'), STORAGE_KEYS.refresh);
    await page.goto(`${baseUrl}/teletrabajo`);

    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .getByRole('status')
      .filter({ hasText: 'Su sesión ha caducado. Inicie sesión de nuevo.' })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/teletrabajo');
    expect(await localStorageLength(page)).toBe(0);
  });

  it('sends a logged-in user who opens /login to /dashBoard', async () => {
    const { page } = session();
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);

    await page.goto(`${baseUrl}/login`);
    await page.waitForURL((url) => url.pathname === '/dashBoard');
    expect((await drawerEntries(page)).length).toBeGreaterThan(0);
    const tokens = await readStoredTokens(page);
    expect(tokens.access).toEqual(expect.any(String));
    expect(tokens.refresh).toEqual(expect.any(String));
  });

  it('ends the session from the user menu and then refuses the dashboard', async () => {
    const { page } = session();
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);

    await logoutViaUserMenu(page);
    expect(await localStorageLength(page)).toBe(0);
    await page.getByRole('button', { name: 'Log In' }).waitFor();

    // Not logged in any more: the guard sends a protected route back to login.
    await page.goto(`${baseUrl}/dashBoard`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(pathOf(page)).toBe('/login');
  });
});
