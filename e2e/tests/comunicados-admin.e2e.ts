import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import {
  comercialConPasswordPropia,
  comunicadoEnviado,
  comunicadosRecibidos,
  uniqueSuffix,
  type CuentaCreada,
} from '../support/cuentas-admin';
import { obtainTokens } from '../support/api-client';
import { login, logoutViaUserMenu } from '../support/session';
import { accessToken } from '../support/telework-api';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 16, communications in Chromium: the demo Admin writes to one Comercial (made for this
 * file, so nothing else lands in their inbox); the Comercial sees the top bar's badge count it,
 * reads it in Mi zona and the badge drops; the Admin's sent list then says 1 of 1 read.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
let comercial: CuentaCreada & { password: string };

beforeAll(async () => {
  comercial = await comercialConPasswordPropia(baseUrl, 'Comunicada');
});

/** The user menu's 'Comunicados' entry, whose badge counts today's unread ones (SPEC §9). */
async function comunicadosMenuItem(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  return page.getByRole('menuitem', { name: /Comunicados/ });
}

/** MUI scales a hidden badge to nothing but keeps its last number: visible means counted. */
const badgeOf = (item: Locator): Locator => item.locator('.MuiBadge-badge');

describe('Comunicados from an Admin to a Comercial', () => {
  it('is sent to one person, counted in their badge, read in Mi zona, and shown as read by 1 of 1', async () => {
    const { page } = session();
    const titulo = `Turno del sábado ${uniqueSuffix()}`;

    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/ManagementBase?tab=comunicados`);
    await page.getByRole('heading', { name: 'Comunicados enviados' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo comunicado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo comunicado' });
    await dialog.getByRole('textbox', { name: 'Título' }).fill(titulo);
    await dialog
      .getByRole('textbox', { name: 'Mensaje' })
      .fill('El sábado abrimos a las 10.\nTraed el uniforme.');
    await dialog.getByRole('radio', { name: 'Personas' }).check();
    await dialog.getByRole('combobox', { name: 'Destinatarios' }).fill('Comunicada');
    await page.getByRole('option', { name: new RegExp(`^${comercial.nombre_completo}`) }).click();
    await saveScreenshot(page, 'comunicados-admin-nuevo');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Comunicado enviado!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const enviado = await comunicadoEnviado(baseUrl, await accessToken(baseUrl, 'admin'), titulo);
    expect(enviado).toMatchObject({ destino: 'PERSONAS', leidos: 0, total: 1 });
    await logoutViaUserMenu(page);

    await login(page, baseUrl, comercial.username, comercial.password);
    const item = await comunicadosMenuItem(page);
    await expect.poll(() => badgeOf(item).isVisible()).toBe(true);
    expect(await badgeOf(item).innerText()).toBe('1');
    await item.click();
    await page.waitForURL((url) => url.pathname === '/areapersonal/mizona');
    const recibido = page.getByRole('button', { name: new RegExp(titulo) });
    expect(await recibido.innerText()).toContain('No leído');
    await saveScreenshot(page, 'comunicados-mi-zona-sin-leer');
    await recibido.click();
    await page.getByText('El sábado abrimos a las 10.').waitFor();
    await expect.poll(() => recibido.innerText()).not.toContain('No leído');
    await saveScreenshot(page, 'comunicados-mi-zona-leido');

    const despues = await comunicadosMenuItem(page);
    await expect.poll(() => badgeOf(despues).isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    const { access } = await obtainTokens(baseUrl, comercial.username, comercial.password);
    expect(await comunicadosRecibidos(baseUrl, access)).toEqual([
      expect.objectContaining({ message_title: titulo, is_read: true }),
    ]);
    await logoutViaUserMenu(page);

    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/ManagementBase?tab=comunicados`);
    const fila = page.getByRole('region', { name: 'Comunicados enviados' }).getByRole('button', {
      name: new RegExp(titulo),
    });
    expect(await fila.innerText()).toContain('Personas · leído por 1 de 1');
    await fila.click();
    await page.getByRole('list', { name: 'Leído por' }).getByText(comercial.nombre_completo).waitFor();
    await saveScreenshot(page, 'comunicados-admin-leido');
  });

  it('keeps the sent list and its dialog usable on a 360 px phone', async () => {
    const { page } = session();
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/ManagementBase?tab=comunicados`);
    await page.getByRole('heading', { name: 'Comunicados enviados' }).waitFor();
    await page.getByRole('region', { name: 'Comunicados enviados' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'comunicados-admin-360');

    await page.getByRole('button', { name: 'Nuevo comunicado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo comunicado' });
    // Full screen on a phone: the send button is on screen without scrolling sideways.
    const enviar = await dialog.getByRole('button', { name: 'Enviar' }).boundingBox();
    expect(enviar).not.toBeNull();
    expect(enviar!.x + enviar!.width).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'comunicados-admin-nuevo-360');
  });
});
