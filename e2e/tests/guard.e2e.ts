import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { drawerEntries } from '../support/drawer';
import { localStorageLength, login, logoutViaUserMenu, pathOf, readStoredTokens } from '../support/session';
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
