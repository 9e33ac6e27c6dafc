import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { pathOf, readStoredTokens } from '../support/session';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();

describe('login screen', () => {
  it('shows the Spanish login form with Usuario, Contraseña and a Log In button', async () => {
    const { page } = session();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await page.getByLabel('Usuario', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Contraseña', { exact: true }).getAttribute('type')).toBe('password');
    // SPEC §2: the login page hides the navigation bar and the side drawer.
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).count()).toBe(0);
    await saveScreenshot(page, 'login');
  });

  it('rejects a wrong password with "Usuario o contraseña incorrectos" and stays on /login', async () => {
    const { page, allowConsoleError } = session();
    // The browser itself logs the rejected token request; that one is expected here.
    allowConsoleError(
      /Failed to load resource: the server responded with a status of 40[01]\b.*\/api\/token\/$/,
    );
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Usuario', { exact: true }).fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill(`${DEMO_PASSWORD}-wrong`);
    const tokenResponse = page.waitForResponse((response) => response.url().endsWith('/api/token/'));
    await page.getByRole('button', { name: 'Log In' }).click();
    expect((await tokenResponse).ok()).toBe(false);

    await page.getByText('Usuario o contraseña incorrectos').waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await readStoredTokens(page)).toEqual({ access: null, refresh: null });
    // The user can try again: the button leaves its progress state.
    const logIn = page.getByRole('button', { name: 'Log In' });
    await expect.poll(() => logIn.isEnabled()).toBe(true);
    await saveScreenshot(page, 'login-wrong-password');
  });

  it('asks for both fields when the empty form is submitted and sends nothing to the server', async () => {
    const { page } = session();
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/token/')) tokenRequests.push(request.url());
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Log In' }).click();

    await page.getByText('Introduzca su Usuario').waitFor();
    await page.getByText('Introduzca su Contraseña').waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(tokenRequests).toEqual([]);
    await saveScreenshot(page, 'login-empty-submit');
  });
});
