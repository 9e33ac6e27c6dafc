import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { useBrowser } from '../support/browser';
import { login, readStoredTokens } from '../support/session';
import { STORAGE_KEYS } from '../support/storage-keys';
import { topBarSearch, waitForTotal } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD, type DemoUsername } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();

// A link a colleague shares: the customer list with a filter, a search and a hash.
const SHARED_LINK = '/teletrabajo?localidad=Madrid&search=garcia#resultados';

// The browser logs every refused call of an ended session; those are this file's subject.
const REFUSED_CALL = /Failed to load resource: the server responded with a status of 401\b.*\/api\//;

/** Path, query and hash of the page: the URL as the address bar shows it, without the origin. */
function addressOf(page: Page): string {
  const { pathname, search, hash } = new URL(page.url());
  return `${pathname}${search}${hash}`;
}

/** The URL the login page will go to once logged in (its `next` parameter). */
function returnTargetOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get('next');
}

/** Fills the login form already on screen, as a user does. */
async function logInOnTheForm(page: Page, username: DemoUsername): Promise<void> {
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Ends the page's session the way it ends in real life: the access token is no longer accepted
 * and the refresh token was already spent (the server refuses a spent one, SPEC §8).
 */
async function endSession(page: Page): Promise<void> {
  const { refresh } = await readStoredTokens(page);
  const spent = await callApi(baseUrl, 'POST', '/api/token-refresh/', { body: { refresh } });
  expect(spent.status).toBe(200);
  await page.evaluate((key) => localStorage.setItem(key, 'caducado'), STORAGE_KEYS.access);
}

describe('a shared link survives login', () => {
  it('brings a logged-out user back to the shared /teletrabajo link, filters included, even after reloading the login page', async () => {
    const { page } = session();
    await page.goto(`${baseUrl}${SHARED_LINK}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(returnTargetOf(page)).toBe(SHARED_LINK);

    // The target is in the login page's URL, so a reload keeps it.
    await page.reload();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(returnTargetOf(page)).toBe(SHARED_LINK);

    await logInOnTheForm(page, 'comercial');
    await page.waitForURL((url) => url.pathname === '/teletrabajo');
    expect(addressOf(page)).toBe(SHARED_LINK);
    await waitForTotal(page);
    // The screen reads the link's state: the top-bar search shows the shared search.
    expect(await topBarSearch(page).inputValue()).toBe('garcia');
    expect(addressOf(page)).toBe(SHARED_LINK);
  });

  it('sends a user who opened /login themselves to the dashboard', async () => {
    const { page } = session();
    await page.goto(`${baseUrl}/login`);
    expect(returnTargetOf(page)).toBeNull();

    await logInOnTheForm(page, 'manager');
    await page.waitForURL((url) => url.pathname === '/dashBoard');
    expect(addressOf(page)).toBe('/dashBoard');
  });

  it.each(['https://example.com/teletrabajo', '//example.com/teletrabajo', '/\\example.com'])(
    'stays on this site when the login link names %s',
    async (target) => {
      const { page } = session();
      await page.goto(`${baseUrl}/login?next=${encodeURIComponent(target)}`);

      await logInOnTheForm(page, 'comercial');
      await page.waitForURL((url) => url.pathname === '/dashBoard');
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
    },
  );

  it('leaves a target outside the role to the route guard: a Comercial is logged out, not shown it', async () => {
    const { page } = session();
    await page.goto(`${baseUrl}/ManagementBase`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(returnTargetOf(page)).toBe('/ManagementBase');

    await logInOnTheForm(page, 'comercial');
    // SPEC §2: a route outside the user's roles goes to logout, then to a plain login.
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect((await readStoredTokens(page)).access).toBeNull();
  });

  // A session that ends while the page stays open (a refused refresh inside the app) is covered
  // by apps/web/src/app/transport-handlers.test.tsx: here the page's access token stays valid in
  // memory until it expires, so no call of the open page is refused within a test's time.
  it('brings a user whose session ended overnight back to the page they reload', async () => {
    const { page, allowConsoleError } = session();
    allowConsoleError(REFUSED_CALL);
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page.goto(`${baseUrl}${SHARED_LINK}`);
    await waitForTotal(page);

    await endSession(page);
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(returnTargetOf(page)).toBe(SHARED_LINK);

    await logInOnTheForm(page, 'comercial');
    await page.waitForURL((url) => url.pathname === '/teletrabajo');
    expect(addressOf(page)).toBe(SHARED_LINK);
    await waitForTotal(page);
  });
});
