import type { Page } from 'playwright-core';
import { callApi, obtainTokens, type ApiResponse } from './api-client';
import { accessToken } from './telework-api';

/**
 * Issue 16's people journeys: accounts an Admin makes, their first password change, and the
 * server state the screens are checked against. Shapes are written out here, not imported from the app.
 */

/** A password no common-password list holds, for the Admin to set and for the person to choose. */
export const PASSWORD_INICIAL = 'Ventas-Prueba-2026!';
export const PASSWORD_NUEVA = 'Mi-Propia-Clave-77';

export interface CuentaCreada {
  id: number;
  username: string;
  nombre_completo: string;
  must_change_password: boolean;
}

function fail(what: string, response: ApiResponse): never {
  throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

/** A name no other journey uses: letters and digits only, as usernames allow. */
export const uniqueSuffix = (): string =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The account `username` as the Admin's directory answers it (top-bar search), or null. */
export async function cuentaPorUsername(
  tenantBaseUrl: string,
  adminToken: string,
  username: string,
): Promise<CuentaCreada | null> {
  const pathname = `/api/cuentas/entradas/?search=${encodeURIComponent(username)}`;
  const response = await callApi(tenantBaseUrl, 'GET', pathname, { token: adminToken });
  if (response.status !== 200) fail(`GET ${pathname}`, response);
  // Without `page` the list answers a plain array; with it, a page object.
  const body = response.body as CuentaCreada[] | { results: CuentaCreada[] };
  const results = Array.isArray(body) ? body : body.results;
  return results.find((cuenta) => cuenta.username === username) ?? null;
}

/**
 * A Comercial made through the API by the demo Admin, who has already chosen their own password
 * (PASSWORD_NUEVA), so a journey can sign in as them straight to the dashboard.
 */
export async function comercialConPasswordPropia(
  tenantBaseUrl: string,
  nombre: string,
): Promise<CuentaCreada & { password: string }> {
  const adminToken = await accessToken(tenantBaseUrl, 'admin');
  const username = `com${uniqueSuffix()}`;
  const created = await callApi(tenantBaseUrl, 'POST', '/api/cuentas/entradas/', {
    token: adminToken,
    body: {
      username,
      nombre,
      apellidos: `Prueba ${username}`,
      password: PASSWORD_INICIAL,
      password2: PASSWORD_INICIAL,
    },
  });
  if (created.status !== 201) fail('POST /api/cuentas/entradas/', created);
  const { access } = await obtainTokens(tenantBaseUrl, username, PASSWORD_INICIAL);
  const changed = await callApi(tenantBaseUrl, 'POST', '/api/cuentas/cambiar-password/', {
    token: access,
    body: { password_actual: PASSWORD_INICIAL, password: PASSWORD_NUEVA, password2: PASSWORD_NUEVA },
  });
  if (changed.status !== 200) fail('POST /api/cuentas/cambiar-password/', changed);
  return { ...(created.body as CuentaCreada), password: PASSWORD_NUEVA };
}

/** Fills the login form and waits for wherever the app sends the user (no dashboard assumed). */
export async function submitLogin(page: Page, tenantBaseUrl: string, username: string, password: string) {
  await page.goto(`${tenantBaseUrl}/login`);
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
}

/**
 * The /cambiar-password form, filled and sent; waits for the home it opens: the dashboard, or
 * Distribuidores for the platform's SuperAdmin (issue 29).
 */
export async function changePasswordOnScreen(page: Page, actual: string, nueva: string): Promise<void> {
  await page.getByLabel('Contraseña actual', { exact: true }).fill(actual);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(nueva);
  await page.getByLabel('Repita la nueva contraseña', { exact: true }).fill(nueva);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.waitForURL((url) => ['/dashBoard', '/distribuidores'].includes(url.pathname), {
    timeout: 30_000,
  });
}

/** Whether `username` / `password` gets tokens from the host (200) or not. */
export async function canLogIn(tenantBaseUrl: string, username: string, password: string): Promise<boolean> {
  const response = await callApi(tenantBaseUrl, 'POST', '/api/token/', { body: { username, password } });
  return response.status === 200;
}

export interface ComunicadoEnviadoRecord {
  id: number;
  message_title: string;
  destino: string;
  leidos: number;
  total: number;
}

/** The Admins' sent list (newest first): the one titled `titulo`, or null. */
export async function comunicadoEnviado(
  tenantBaseUrl: string,
  adminToken: string,
  titulo: string,
): Promise<ComunicadoEnviadoRecord | null> {
  const pathname = '/api/cuentas/communicates/enviados/?page=1&itemsPerPage=50';
  const response = await callApi(tenantBaseUrl, 'GET', pathname, { token: adminToken });
  if (response.status !== 200) fail(`GET ${pathname}`, response);
  const { results } = response.body as { results: ComunicadoEnviadoRecord[] };
  return results.find((comunicado) => comunicado.message_title === titulo) ?? null;
}

/** What `token`'s user received: each communication's title and whether they read it. */
export async function comunicadosRecibidos(
  tenantBaseUrl: string,
  token: string,
): Promise<{ message_title: string; is_read: boolean }[]> {
  const response = await callApi(tenantBaseUrl, 'GET', '/api/cuentas/communicates/', { token });
  if (response.status !== 200) fail('GET /api/cuentas/communicates/', response);
  return response.body as { message_title: string; is_read: boolean }[];
}

/** One commercial's holidays overlapping start–end (days 'YYYY-MM-DD'), as the API answers them. */
export async function holidaysDe(
  tenantBaseUrl: string,
  adminToken: string,
  commercial: number,
  start: string,
  end: string,
): Promise<{ id: number; start_date: string; end_date: string }[]> {
  const pathname = `/api/cuentas/holidays/?start=${start}&end=${end}&commercial=${commercial}`;
  const response = await callApi(tenantBaseUrl, 'GET', pathname, { token: adminToken });
  if (response.status !== 200) fail(`GET ${pathname}`, response);
  return response.body as { id: number; start_date: string; end_date: string }[];
}
