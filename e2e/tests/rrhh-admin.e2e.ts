import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import {
  canLogIn,
  changePasswordOnScreen,
  cuentaPorUsername,
  PASSWORD_INICIAL,
  PASSWORD_NUEVA,
  submitLogin,
  uniqueSuffix,
} from '../support/cuentas-admin';
import { login, logoutViaUserMenu, pathOf } from '../support/session';
import { accessToken } from '../support/telework-api';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 16, RRHH in Chromium: the demo Admin creates a Comercial with an initial password; that
 * person must choose their own at first login, then reaches the dashboard, and the new password
 * is the one that works from then on. The name starts with 'Abel' so that, ordered by name, the
 * new row is on the directory's first page.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const PHONE = { width: 360, height: 740 };

describe('RRHH as an Admin', () => {
  it('creates a Comercial who must change the initial password at first login, then reaches the dashboard', async () => {
    const { page } = session();
    const username = `rrhh${uniqueSuffix()}`;
    const nombreCompleto = `Abel Prueba ${username}`;

    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/rrhh`);
    await page.getByRole('grid', { name: 'Personas' }).getByRole('row').nth(1).waitFor();
    await saveScreenshot(page, 'rrhh-admin-lista');

    await page.getByRole('button', { name: 'Nueva cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva cuenta' });
    await dialog.getByRole('textbox', { name: 'Usuario', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Abel');
    await dialog.getByRole('textbox', { name: 'Apellidos', exact: true }).fill(`Prueba ${username}`);
    // SPEC §3 defaults: a new account is a Comercial, ALTA, TIENDA.
    expect(await dialog.getByRole('combobox', { name: 'Rol' }).innerText()).toBe('Comercial');
    expect(await dialog.getByRole('combobox', { name: 'Estado' }).innerText()).toBe('Alta');
    // Required labels end in ' *': password inputs have no role to name them by, so by label text.
    await dialog.getByLabel(/^Contraseña inicial/).fill(PASSWORD_INICIAL);
    await dialog.getByLabel(/^Repita la contraseña/).fill(PASSWORD_INICIAL);
    await saveScreenshot(page, 'rrhh-admin-nueva-cuenta');
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    await page.getByRole('alert').filter({ hasText: 'Cuenta guardada correctamente' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const fila = page
      .getByRole('grid', { name: 'Personas' })
      .getByRole('row')
      .filter({ hasText: nombreCompleto });
    await fila.waitFor();
    expect(await fila.innerText()).toContain('Comercial');
    await saveScreenshot(page, 'rrhh-admin-lista-con-cuenta');
    const guardada = await cuentaPorUsername(baseUrl, await accessToken(baseUrl, 'admin'), username);
    expect(guardada).toMatchObject({ nombre_completo: nombreCompleto, must_change_password: true });

    await logoutViaUserMenu(page);
    await submitLogin(page, baseUrl, username, PASSWORD_INICIAL);
    expect(pathOf(page)).toBe('/cambiar-password');
    await page.getByText('Un administrador le ha puesto esta contraseña').waitFor();
    await saveScreenshot(page, 'rrhh-admin-cambiar-password');
    await changePasswordOnScreen(page, PASSWORD_INICIAL, PASSWORD_NUEVA);
    await page.getByRole('alert').filter({ hasText: 'Contraseña cambiada correctamente' }).waitFor();

    // The initial password no longer opens the account; the chosen one does, straight to the dashboard.
    expect(await canLogIn(baseUrl, username, PASSWORD_INICIAL)).toBe(false);
    await logoutViaUserMenu(page);
    await login(page, baseUrl, username, PASSWORD_NUEVA);
    expect(pathOf(page)).toBe('/dashBoard');
    expect(await cuentaPorUsername(baseUrl, await accessToken(baseUrl, 'admin'), username)).toMatchObject({
      must_change_password: false,
    });
  });

  it('keeps the directory readable on a 360 px phone', async () => {
    const { page } = session();
    await page.setViewportSize(PHONE);
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/rrhh`);
    const grid = page.getByRole('grid', { name: 'Personas' });
    await grid.getByRole('row').nth(1).waitFor();
    const headers = await grid.getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['Nombre', 'Estado', 'Acciones']);
    // Nothing wider than the screen: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'rrhh-admin-360');
  });
});
