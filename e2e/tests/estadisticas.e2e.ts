import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import type { FilaRanking } from '../support/dashboard-api';
import { madridDay } from '../support/madrid-time';
import { login } from '../support/session';
import { accessToken, cuentaDetalle, type CuentaDetalle } from '../support/telework-api';
import { waitForTotal } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 15's Gerencia · Estadísticas in Chromium, as a Manager on the demo data: Carlos
 * Comercial's SPEC §9 series as the API counts them, his "Atenciones vendidas" (in the table and
 * as a bar) opening exactly that many customers in Teletrabajo, and the screen at 1280 and 390 px.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const PHONE = { width: 390, height: 844 };
/** expect.poll gives up after 1 s by default: too tight for a shared 2-core machine. */
const ESPERA = { timeout: 15_000 };

// The demo sells on the first days of this month and of the last: from the 1st of last month to
// today holds his sales whatever today is.
const HOY = madridDay(0);
const DESDE = `${madridDay(-40).iso.slice(0, 7)}-01`;
const RANGO = `updated_on_after=${DESDE}&updated_on_before=${HOY.iso}`;

let managerToken = '';
let carlos: CuentaDetalle;
let suya: FilaRanking;

/** GET rankingComerciales for the range, the Manager's whole tenant (ALTA). */
async function ranking(): Promise<FilaRanking[]> {
  const response = await callApi(baseUrl, 'GET', `/api/atenciones/stats/rankingComerciales/?${RANGO}`, {
    token: managerToken,
  });
  if (response.status !== 200) throw new Error(`rankingComerciales answered ${response.status}`);
  return (response.body as { ranking: FilaRanking[] }).ranking;
}

beforeAll(async () => {
  managerToken = await accessToken(baseUrl, 'manager');
  carlos = await cuentaDetalle(baseUrl, await accessToken(baseUrl, 'comercial'));
  const fila = (await ranking()).find((f) => f.comercial === carlos.id);
  if (!fila) throw new Error('Carlos no está en el ranking de la demo');
  suya = fila;
});

const seccion = (page: Page, name: string) => page.getByRole('region', { name });
const tabla = (page: Page) =>
  seccion(page, 'Estadísticas por comercial').getByRole('table', { name: 'Ranking de comerciales' });
const euros = (valor: string) => `${Number(valor).toLocaleString('es-ES', { minimumFractionDigits: 2 })} €`;

async function abrir(page: Page): Promise<void> {
  await login(page, baseUrl, 'manager', DEMO_PASSWORD);
  await page.goto(`${baseUrl}/gerencia/estadisticas?${RANGO}`);
  await tabla(page).waitFor();
}

/** Every chart in (or its section's quiet state), so a screenshot shows the whole screen. */
async function esperarGraficos(page: Page): Promise<void> {
  for (const name of [
    'Ventas frente a objetivos por familia',
    'Estadísticas por comercial',
    'Ventas por tipo',
  ]) {
    const region = seccion(page, name);
    await region.getByRole('img').or(region.getByText(/^Sin /)).first().waitFor();
  }
}

describe('Gerencia · Estadísticas as a Manager', () => {
  it('shows Carlos Comercial’s series, and his “Atenciones vendidas” open that many customers', async () => {
    const { page } = session();
    await abrir(page);
    expect(suya.vendidas).toBeGreaterThan(0);

    const fila = tabla(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: carlos.nombre_completo }) });
    const celdas = (await fila.locator('td, th').allInnerTexts()).map((texto) => texto.trim());
    expect(celdas.slice(1)).toEqual([
      carlos.nombre_completo,
      ...[suya.atenciones, suya.ofertas, suya.vendidas, suya.ventas].map((n) => n.toLocaleString('es-ES')),
      euros(suya.valor),
    ]);

    await esperarGraficos(page);
    await saveScreenshot(page, 'gerencia-estadisticas-1280');
    await page.setViewportSize(PHONE);
    await esperarGraficos(page);
    // One column at phone width: nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'gerencia-estadisticas-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    const enlace = tabla(page).getByRole('link', {
      name: `Atenciones vendidas de ${carlos.nombre_completo}: ${suya.vendidas.toLocaleString('es-ES')}`,
    });
    const destino = await enlace.getAttribute('href');
    await enlace.click();
    await page.waitForURL((url) => url.pathname === '/teletrabajo');
    expect(new URL(page.url()).searchParams.getAll('venta_comercial')).toEqual([String(carlos.id)]);
    expect(await waitForTotal(page)).toBe(suya.vendidas);

    // His bar in the chart opens the same list (the chart draws the ranking's order).
    await page.goBack();
    await esperarGraficos(page);
    const posicion = (await ranking()).findIndex((f) => f.comercial === carlos.id);
    const grafico = seccion(page, 'Estadísticas por comercial').getByRole('img', {
      name: 'Gráfico de atenciones, ofertas, atenciones vendidas y ventas por comercial',
    });
    // The bars, not the legend's marks (which carry data-series too).
    const barra = grafico.locator('g[data-series="vendidas"] > rect').nth(posicion);
    await barra.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, ESPERA).toBe(destino);
    expect(await waitForTotal(page)).toBe(suya.vendidas);
  });
});
