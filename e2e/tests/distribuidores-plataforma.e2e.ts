import { describe, expect, inject, it } from 'vitest';
import { callApi, obtainTokens } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import { changePasswordOnScreen, PASSWORD_NUEVA, submitLogin, uniqueSuffix } from '../support/cuentas-admin';
import {
  distribuidorDeLaPlataforma,
  distribuidorInfoStatus,
  hostOf,
  PLATFORM_LABEL,
} from '../support/plataforma-admin';
import { drawerEntries, mainNavigation } from '../support/drawer';
import { pathOf } from '../support/session';
import { expectSuccessSnackbar } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 16, distributors in Chromium: the platform's SuperAdmin (admin.localhost) creates a
 * distributor with its first SuperAdmin, whose one-time password opens the new host and must be
 * changed; then deletes it, and its host answers 404 at once while the demo ones go on. Issue 29:
 * the platform's SuperAdmin lands on Distribuidores, and the drawer offers only the platform's
 * screens (no empty sales dashboard, no catalogue).
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const plataforma = hostOf(baseUrl, PLATFORM_LABEL);

describe('Distribuidores on the platform', () => {
  it('is where the platform’s SuperAdmin lands, with only the platform’s entries in the drawer', async () => {
    const { page } = session();
    await submitLogin(page, plataforma, 'superadmin', DEMO_PASSWORD);

    expect(pathOf(page)).toBe('/distribuidores');
    await page.getByRole('list', { name: 'Distribuidores' }).waitFor();
    expect(await drawerEntries(page)).toEqual(['Distribuidores', 'RRHH', 'Auditoría']);
    const current = mainNavigation(page).locator('a[aria-current="page"]');
    expect(await current.allInnerTexts()).toEqual(['Distribuidores']);
    const tabs = page.getByRole('tablist', { name: 'Pantallas de Distribuidores' });
    // Their text as written (innerText would read the tabs' CSS capitals).
    expect((await tabs.getByRole('tab').allTextContents()).map((text) => text.trim())).toEqual([
      'Distribuidores',
      'Grupos',
      'Permisos',
    ]);
    await saveScreenshot(page, 'plataforma-inicio');

    // The registry's tabs are screens of their own, one click away.
    await tabs.getByRole('tab', { name: 'Grupos' }).click();
    await page.waitForURL((url) => url.pathname === '/distribuidores/grupos');
    await page.getByRole('button', { name: 'Nuevo grupo' }).waitFor();
    await mainNavigation(page).getByRole('link', { name: 'Auditoría' }).click();
    await page.waitForURL((url) => url.pathname === '/auditoria');
    await page.getByRole('heading', { level: 1, name: 'Auditoría' }).waitFor({ state: 'attached' });
    await saveScreenshot(page, 'plataforma-auditoria');

    // The palette offers the same screens, by title.
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Buscar en la aplicación' });
    await palette.getByRole('combobox', { name: 'Buscar clientes, pantallas…' }).waitFor();
    await page.keyboard.type('permisos');
    await palette.getByRole('option').filter({ hasText: 'Distribuidores — Permisos' }).waitFor();
    await page.keyboard.press('Escape');

    // A sales screen is not the platform's: the guard's logout, explained on the login screen.
    await page.goto(`${plataforma}/dashBoard`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .getByRole('status')
      .filter({ hasText: 'Se cerró la sesión porque su usuario no tiene acceso a «Dashboard».' })
      .waitFor();
  });

  it('creates a distributor whose first SuperAdmin logs in and changes the password, then deletes it', async () => {
    const { page, allowConsoleError } = session();
    // Once deleted, the distributor's host answers 404 to whatever the page still asks it.
    allowConsoleError(/status of 404\b/);
    const tag = uniqueSuffix();
    const subdomain = `e2e${tag}`;
    const nombre = `Distribuidora ${tag}`;
    const usuario = `jefa${tag}`;
    const nuevo = hostOf(baseUrl, subdomain);

    await submitLogin(page, plataforma, 'superadmin', DEMO_PASSWORD);
    expect(pathOf(page)).toBe('/distribuidores');
    await page.getByRole('list', { name: 'Distribuidores' }).waitFor();
    await saveScreenshot(page, 'distribuidores-plataforma-tab');

    await page.getByRole('button', { name: 'Nuevo distribuidor' }).click();
    const crear = page.getByRole('dialog', { name: 'Nuevo distribuidor' });
    await crear.getByRole('textbox', { name: 'Nombre', exact: true }).fill(nombre);
    await crear.getByRole('textbox', { name: 'Subdominio' }).fill(subdomain);
    await crear.getByRole('checkbox', { name: 'Grupo A' }).check();
    await crear.getByRole('textbox', { name: 'Usuario de su primer SuperAdmin' }).fill(usuario);
    await crear.getByText(`Dirección: ${nuevo}`).waitFor();
    await saveScreenshot(page, 'distribuidores-plataforma-nuevo');
    await crear.getByRole('button', { name: 'Crear' }).click();

    const creado = page.getByRole('dialog', { name: `Distribuidor ${nombre} creado` });
    await creado.waitFor();
    const passwordInicial = (await creado.getByLabel('Contraseña inicial').innerText()).trim();
    expect(passwordInicial.length).toBeGreaterThanOrEqual(12);
    expect(await creado.innerText()).toContain(usuario);
    await saveScreenshot(page, 'distribuidores-plataforma-password-unica');
    await creado.getByRole('button', { name: 'Ya la he copiado' }).click();
    await creado.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: nombre }).waitFor();
    const superadminToken = (await obtainTokens(plataforma, 'superadmin', DEMO_PASSWORD)).access;
    expect(await distribuidorDeLaPlataforma(plataforma, superadminToken, subdomain)).toMatchObject({
      name: nombre,
      groups: ['A'],
      deleted_at: null,
    });

    await submitLogin(page, nuevo, usuario, passwordInicial);
    expect(pathOf(page)).toBe('/cambiar-password');
    await saveScreenshot(page, 'distribuidores-nuevo-cambiar-password');
    await changePasswordOnScreen(page, passwordInicial, PASSWORD_NUEVA);
    const { access: tokenDelNuevo } = await obtainTokens(nuevo, usuario, PASSWORD_NUEVA);
    expect((await callApi(nuevo, 'GET', '/api/cuentas/detalle/', { token: tokenDelNuevo })).status).toBe(200);

    await page.goto(`${plataforma}/distribuidores`);
    const tarjeta = page.getByRole('article', { name: nombre });
    await tarjeta.getByRole('button', { name: `Eliminar el distribuidor ${nombre}` }).click();
    const eliminar = page.getByRole('dialog', { name: `Eliminar el distribuidor ${nombre}` });
    const confirmar = eliminar.getByRole('button', { name: 'Eliminar', exact: true });
    expect(await confirmar.isEnabled()).toBe(false);
    await eliminar.getByRole('textbox', { name: 'Subdominio' }).fill(subdomain);
    await saveScreenshot(page, 'distribuidores-plataforma-eliminar');
    await confirmar.click();
    await expectSuccessSnackbar(page, 'Tenant Borrado!');
    await eliminar.waitFor({ state: 'detached' });
    await saveScreenshot(page, 'distribuidores-plataforma-eliminado');

    // Its host is gone at once, and its live token with it; the demo distributor is untouched.
    expect(await distribuidorInfoStatus(nuevo)).toBe(404);
    expect((await callApi(nuevo, 'GET', '/api/cuentas/detalle/', { token: tokenDelNuevo })).status).toBe(404);
    expect(
      (await callApi(nuevo, 'POST', '/api/token/', { body: { username: usuario, password: PASSWORD_NUEVA } }))
        .status,
    ).toBe(404);
    expect(await distribuidorInfoStatus(baseUrl)).toBe(200);
    expect(await distribuidorDeLaPlataforma(plataforma, superadminToken, subdomain)).toMatchObject({
      deleted_at: expect.any(String),
    });
    await page.goto(`${nuevo}/login`);
    await page.getByLabel('Usuario', { exact: true }).fill(usuario);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD_NUEVA);
    await page.getByRole('button', { name: 'Log In' }).click();
    // The login form itself stays (no separate unknown-distributor page), but says why it fails.
    await page
      .getByRole('alert')
      .filter({ hasText: `No existe ningún distribuidor para «${subdomain}».` })
      .waitFor();
    expect(pathOf(page)).toBe('/login');
    await saveScreenshot(page, 'distribuidores-eliminado-login');
  });
});
