import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { clienteConAgendado, rankingDe, stats, type Acciones } from '../support/dashboard-api';
import { madridDateTime } from '../support/madrid-time';
import { login } from '../support/session';
import { accessToken, cuentaDetalle, uniqueTag, type CuentaDetalle } from '../support/telework-api';
import { clienteDialog, waitForTotal } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 15's dashboard in Chromium: a Comercial sees only their own figures, their next callbacks
 * open the customer, and a figure opens as many customers as it says; a Manager sees their team
 * and narrows it with the picker. Screenshots at desktop and phone width.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const PHONE = { width: 390, height: 844 };
/** expect.poll gives up after 1 s by default: too tight for a shared 2-core machine. */
const ESPERA = { timeout: 15_000 };
/** Issue 15: the dashboard's figures are on screen within 1.5 s of opening it (demo data). */
const PRIMER_DIBUJO_MS = 1500;

let carlos: CuentaDetalle;
let marta: CuentaDetalle;
let tokens = { comercial: '', manager: '' };
let cliente = { id: 0, nombre: '' };
let cuando = '';

beforeAll(async () => {
  tokens = {
    comercial: await accessToken(baseUrl, 'comercial'),
    manager: await accessToken(baseUrl, 'manager'),
  };
  carlos = await cuentaDetalle(baseUrl, tokens.comercial);
  marta = await cuentaDetalle(baseUrl, tokens.manager);
  // A callback in 20 minutes: inside today-plus-3 whatever the hour.
  const fecha = new Date(Date.now() + 20 * 60_000);
  cliente = await clienteConAgendado(baseUrl, tokens.comercial, `Cliente dashboard ${uniqueTag()}`, fecha);
  cuando = madridDateTime(fecha).slice(11);
});

const tarjeta = (page: Page, name: string) => page.getByRole('region', { name });

/** The ranking's body rows as their cells' texts. */
async function filasRanking(page: Page): Promise<string[][]> {
  const tabla = tarjeta(page, 'Ranking de comerciales').getByRole('table', {
    name: 'Ranking de comerciales',
  });
  await tabla.waitFor();
  const filas = await tabla.locator('tbody tr').all();
  return Promise.all(
    filas.map(async (fila) => (await fila.locator('td, th').allInnerTexts()).map((t) => t.trim())),
  );
}

/** Both charts in (or their card's quiet state), so a screenshot shows the whole dashboard. */
async function esperarGraficos(page: Page): Promise<void> {
  for (const name of ['Ventas por tipo', 'Consecución de objetivos']) {
    await tarjeta(page, name).getByRole('img').or(tarjeta(page, name).getByText(/^Sin /)).first().waitFor();
  }
}

async function capturas(page: Page, nombre: string): Promise<void> {
  await esperarGraficos(page);
  await saveScreenshot(page, `${nombre}-1280`);
  await page.setViewportSize(PHONE);
  await esperarGraficos(page);
  // One column at phone width: nothing runs off the side of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(page, `${nombre}-390`);
}

describe('the dashboard as a Comercial', () => {
  it('shows their own figures first, ranks only them, and opens their next callback', async () => {
    const { page } = session();
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    const { acciones } = await stats<Acciones>(baseUrl, tokens.comercial, 'accionesComerciales');
    const atenciones = acciones.find((accion) => accion.figura === 'atencion')!.clientes;

    // Time from opening the page to the figures on screen, best of three: the machine is shared,
    // and the bound is the app's, not its neighbours'.
    const tiempos: number[] = [];
    for (let vez = 0; vez < 3; vez += 1) {
      await page.reload();
      await tarjeta(page, 'Acciones comerciales').getByText('Atenciones', { exact: true }).waitFor();
      tiempos.push(Math.round(await page.evaluate(() => performance.now())));
    }
    console.info(`Dashboard: cifras en pantalla a los ${tiempos.join(', ')} ms`);
    expect(Math.min(...tiempos)).toBeLessThanOrEqual(PRIMER_DIBUJO_MS);

    expect(await page.getByRole('combobox', { name: 'Comercial' }).count()).toBe(0);
    const [propia] = await rankingDe(baseUrl, tokens.comercial);
    const euros = (valor: string) =>
      `${Number(valor).toLocaleString('es-ES', { minimumFractionDigits: 2 })} €`;
    expect(await filasRanking(page)).toEqual([
      [
        '1',
        carlos.nombre_completo,
        ...[propia!.atenciones, propia!.ofertas, propia!.vendidas, propia!.ventas].map(String),
        euros(propia!.valor),
      ],
    ]);
    await capturas(page, 'dashboard-comercial');
    await page.setViewportSize({ width: 1280, height: 800 });

    const agendados = tarjeta(page, 'Agendados próximos 3 días');
    const mas = agendados.getByRole('button', { name: /^Ver los/ });
    if (await mas.count()) await mas.click();
    const enlace = agendados.getByRole('link', { name: cliente.nombre });
    // `has` is matched inside each item: a locator from the page, not one already inside the card.
    const item = agendados
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: cliente.nombre }) });
    expect(await item.innerText()).toContain(cuando);
    await enlace.click();
    await page.waitForURL(
      (url) => url.pathname === '/teletrabajo' && url.search === `?cliente=${cliente.id}&modo=view`,
    );
    await clienteDialog(page, cliente.nombre).waitFor();

    // The figure and the list it opens count the same customers.
    await page.goto(`${baseUrl}/dashBoard`);
    const figura = tarjeta(page, 'Acciones comerciales').getByRole('link', {
      name: `Atenciones: ${atenciones.toLocaleString('es-ES')}`,
    });
    await figura.click();
    await page.waitForURL((url) => url.pathname === '/teletrabajo');
    expect(await waitForTotal(page)).toBe(atenciones);
  });
});

describe('the dashboard as a Manager', () => {
  it('shows their team and themself, and the picker narrows it to one commercial kept in the URL', async () => {
    const { page } = session();
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    const picker = page.getByRole('combobox', { name: 'Comercial' });
    await expect.poll(() => picker.getAttribute('placeholder'), ESPERA).toBe('Mi equipo');

    // The demo's team: Marta leads Carlos.
    const equipo = await rankingDe(baseUrl, tokens.manager, [marta.id, carlos.id]);
    await expect
      .poll(async () => (await filasRanking(page)).map((fila) => fila[1]), ESPERA)
      .toEqual(equipo.map((fila) => fila.nombre));
    expect(equipo.map((fila) => fila.comercial).sort()).toEqual([marta.id, carlos.id].sort());
    await capturas(page, 'dashboard-manager');
    await page.setViewportSize({ width: 1280, height: 800 });

    await picker.click();
    await page.getByRole('option', { name: carlos.nombre_completo }).click();
    await page.waitForURL((url) => url.searchParams.get('comercial') === String(carlos.id));
    await expect
      .poll(async () => (await filasRanking(page)).map((fila) => fila[1]), ESPERA)
      .toEqual([carlos.nombre_completo]);
    await esperarGraficos(page);
    await saveScreenshot(page, 'dashboard-manager-comercial-1280');
  });
});
