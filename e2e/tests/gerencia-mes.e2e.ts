import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { mesDe } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login } from '../support/session';
import { accessToken, cuentaDetalle } from '../support/telework-api';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 15's month screens in Chromium: a Manager reads the month-end projection and the report
 * of the demo's month (db/seed/demo-calculadora.ts: the Comercial has objectives and sales this
 * month), on a desktop and on a phone.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const MES = textoMes(mesDe(madridToday()));
// A phone: 390 x 844 CSS pixels.
const PHONE = { width: 390, height: 844 };
let carlos = { id: 0, nombre_completo: '' };

/** How wide the page scrolls; polled, as the layout settles after the viewport shrinks. */
const anchoDePagina = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Logs the Manager in and closes the welcome, which would cover the table in the screenshots. */
async function entrarComoManager(page: Page): Promise<void> {
  await login(page, baseUrl, 'manager', DEMO_PASSWORD);
  const bienvenida = page.getByRole('alert').filter({ hasText: 'Bienvenid@' });
  await bienvenida.waitFor();
  await bienvenida.getByRole('button', { name: 'Cerrar' }).click();
  await bienvenida.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  carlos = await cuentaDetalle(baseUrl, await accessToken(baseUrl, 'comercial'));
});

describe('Gerencia · Proyección as a Manager', () => {
  it("shows the Comercial's projection, links to their calculator and fits a phone", async () => {
    const { page } = session();
    await entrarComoManager(page);
    await page.goto(`${baseUrl}/gerencia/proyeccion?mes=${MES}`);
    const tabla = page.getByRole('table', { name: 'Proyección del mes' });
    const fila = tabla.getByRole('row').filter({ hasText: carlos.nombre_completo });
    await fila.waitFor();
    // Working days as "elapsed / total", and the families as "sales → projection / target".
    expect(await fila.getByRole('cell').first().innerText()).toMatch(/^\d+(,\d+)? \/ \d+(,\d+)?$/);
    expect(await fila.innerText()).toMatch(/→/);
    await tabla.getByRole('row').filter({ hasText: 'Total' }).waitFor();
    await saveScreenshot(page, 'gerencia-proyeccion');

    await page.setViewportSize(PHONE);
    await fila.waitFor();
    // The table scrolls sideways inside the page, the page itself does not.
    await expect.poll(() => anchoDePagina(page)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'gerencia-proyeccion-phone');

    await fila.getByRole('link', { name: carlos.nombre_completo }).click();
    await page.waitForURL((url) => url.pathname === '/areapersonal/calculadora');
    const params = new URL(page.url()).searchParams;
    expect([params.get('mes'), params.get('comercial')]).toEqual([MES, String(carlos.id)]);
  });
});

describe('Gerencia · Reporte as a Manager', () => {
  it('shows the Comercial under Tienda with the group subtotal, on a desktop and a phone', async () => {
    const { page } = session();
    await entrarComoManager(page);
    await page.goto(`${baseUrl}/gerencia/reporte?mes=${MES}`);
    const tienda = page.getByRole('table', { name: 'Reporte Tienda' });
    await tienda.getByRole('row').filter({ hasText: carlos.nombre_completo }).waitFor();
    await tienda.getByRole('row').filter({ hasText: 'Subtotal Tienda' }).waitFor();
    await saveScreenshot(page, 'gerencia-reporte');

    // On paper: the app bar, the drawer and the filters stay off; the month is printed instead.
    await page.emulateMedia({ media: 'print' });
    await page.getByRole('banner').waitFor({ state: 'hidden' });
    expect(await page.getByRole('group', { name: 'Mes' }).isVisible()).toBe(false);
    await tienda.getByRole('row').filter({ hasText: 'Subtotal Tienda' }).waitFor();
    await saveScreenshot(page, 'gerencia-reporte-print');
    await page.emulateMedia({ media: 'screen' });

    // A phone reads one card per commercial (issue 29 §5), the page no wider than the screen.
    await page.setViewportSize(PHONE);
    const tarjetas = page.getByRole('list', { name: 'Reporte Tienda' });
    await tarjetas.getByRole('listitem', { name: carlos.nombre_completo }).waitFor();
    await expect.poll(() => anchoDePagina(page)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'gerencia-reporte-phone');
  });
});
