import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from './storage-keys';

const LOGIN_TIMEOUT_MS = 30_000;

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Fills the login form by its labels and waits for the dashboard. */
export async function login(
  page: Page,
  tenantBaseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${tenantBaseUrl}/login`);
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/dashBoard', { timeout: LOGIN_TIMEOUT_MS });
}

/** Logs out the way a user does: user menu, then 'Cerrar sesión'. */
export async function logoutViaUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

export interface StoredTokens {
  access: string | null;
  refresh: string | null;
}

export function readStoredTokens(page: Page): Promise<StoredTokens> {
  return page.evaluate(
    (keys) => ({ access: localStorage.getItem(keys.access), refresh: localStorage.getItem(keys.refresh) }),
    STORAGE_KEYS,
  );
}

export function writeStoredAccessToken(page: Page, value: string): Promise<void> {
  return page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
    key: STORAGE_KEYS.access,
    token: value,
  });
}

export function localStorageLength(page: Page): Promise<number> {
  return page.evaluate(() => localStorage.length);
}
