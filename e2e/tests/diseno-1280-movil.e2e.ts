import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { mesDe } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { FIGURAS_GERENCIA, FIGURA_TEXTOS } from '@ventas/domain/gerencia/gerencia-figuras';
import { madridToday } from '@ventas/domain/time/madrid';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login } from '../support/session';
import { DEMO_PASSWORD, type DemoUsername } from '../support/tenants';

/**
 * Issue 29 §5: the screens a Manager and an Admin read every day fit a 1280 × 800 laptop without
 * scrolling sideways (Teletrabajo's row actions, every Gerencia figure), and a 390 × 844 phone
 * shows Gerencia's figures, Teletrabajo's customers and the Reporte's words whole.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const MES = textoMes(mesDe(madridToday()));
/** Gerencia's figures by their labels, in their order. */
const ETIQUETAS = FIGURAS_GERENCIA.map((figura) => FIGURA_TEXTOS[figura].etiqueta);

/** Logs in and closes a Manager's welcome, which would cover the screen in the screenshots. */
async function entrar(page: Page, usuario: DemoUsername): Promise<void> {
  await login(page, baseUrl, usuario, DEMO_PASSWORD);
  // SPEC §6: Admins get no welcome.
  if (usuario !== 'manager') return;
  const bienvenida = page.getByRole('alert').filter({ hasText: 'Bienvenid@' });
  await bienvenida.waitFor();
  await bienvenida.getByRole('button', { name: 'Cerrar' }).click();
  await bienvenida.waitFor({ state: 'detached' });
}

/** The element's box lies inside the viewport, and inside every scrolling box around it. */
async function dentroDeLaVista(elemento: Locator): Promise<{ dentro: boolean; detalle: string }> {
  return elemento.evaluate((el) => {
    const caja = el.getBoundingClientRect();
    let limite = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    for (let padre = el.parentElement; padre; padre = padre.parentElement) {
      const estilo = getComputedStyle(padre);
      if (estilo.overflowX === 'visible' && estilo.overflowY === 'visible') continue;
      const r = padre.getBoundingClientRect();
      limite = {
        left: Math.max(limite.left, r.left),
        top: Math.max(limite.top, r.top),
        right: Math.min(limite.right, r.right),
        bottom: Math.min(limite.bottom, r.bottom),
      };
    }
    const dentro =
      caja.width > 0 &&
      caja.left >= limite.left - 0.5 &&
      caja.right <= limite.right + 0.5 &&
      caja.top >= limite.top - 0.5 &&
      caja.bottom <= limite.bottom + 0.5;
    return { dentro, detalle: `${JSON.stringify(caja)} in ${JSON.stringify(limite)}` };
  });
}

async function expectVisibleEntero(elemento: Locator): Promise<void> {
  await elemento.waitFor();
  // Down the page only: a box scrolling sideways is what this measures, so it stays where it is.
  await elemento.evaluate((el) =>
    window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2),
  );
  const { dentro, detalle } = await dentroDeLaVista(elemento);
  expect(dentro, detalle).toBe(true);
}

/** Elements whose text is wider than their box (cut or scrolled off), by their text. */
function recortados(elementos: Locator): Promise<string[]> {
  return elementos.evaluateAll((lista) =>
    lista
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${(el as HTMLElement).innerText} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

/** How wide the page scrolls: no wider than the viewport. */
const anchoDePagina = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('a 1280 px laptop', () => {
  it('shows Teletrabajo’s row actions without scrolling sideways, as an Admin', async () => {
    const { page } = session();
    await page.setViewportSize(LAPTOP);
    await entrar(page, 'admin');
    await page.goto(`${baseUrl}/teletrabajo`);
    const acciones = page.getByRole('button', { name: /^Acciones de / });
    await acciones.first().waitFor();
    await saveScreenshot(page, 'diseno-teletrabajo-1280');
    await expectVisibleEntero(acciones.first());
    await expectVisibleEntero(page.getByRole('columnheader', { name: 'Acciones' }));
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(LAPTOP.width);
  });

  it('shows every Gerencia figure without scrolling sideways, as a Manager', async () => {
    const { page } = session();
    await page.setViewportSize(LAPTOP);
    await entrar(page, 'manager');
    await page.goto(`${baseUrl}/gerencia/comerciales`);
    const tabla = page.getByRole('table', { name: 'Cifras por comercial' });
    await tabla.getByRole('rowheader').first().waitFor();
    await saveScreenshot(page, 'diseno-gerencia-1280');
    for (const columna of ETIQUETAS)
      await expectVisibleEntero(tabla.getByRole('columnheader', { name: columna }));
    // The last figure of the first row and of the total, too.
    await expectVisibleEntero(tabla.getByRole('row').nth(1).getByRole('cell').last());
    await expectVisibleEntero(tabla.getByRole('row').last().getByRole('cell').last());
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(LAPTOP.width);
  });
});

describe('a 1280 px laptop, Liquidación', () => {
  it('shows the month’s packages without scrolling sideways, as an Admin, and a column left out on request', async () => {
    const { page } = session();
    await page.setViewportSize(LAPTOP);
    await entrar(page, 'admin');
    await page.goto(`${baseUrl}/areapersonal/liquidacion?mes=${MES}`);
    const grid = page.getByRole('grid', { name: 'Paquetes del mes' });
    const cabeceras = grid.getByRole('columnheader');
    await expect.poll(() => cabeceras.count()).toBeGreaterThan(5);
    await saveScreenshot(page, 'diseno-liquidacion-1280');
    for (const cabecera of await cabeceras.all()) await expectVisibleEntero(cabecera);
    // (Headers only: the month may have no package yet at some instants, and cells take their widths.)
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(LAPTOP.width);

    // The line type and family stepped aside; the column menu brings one back.
    expect(await grid.getByRole('columnheader', { name: 'Familia' }).count()).toBe(0);
    const comercial = grid.getByRole('columnheader', { name: 'Comercial' });
    await comercial.hover();
    await comercial.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Administrar columnas' }).click();
    await page.getByRole('checkbox', { name: 'Familia' }).check();
    await page.keyboard.press('Escape');
    await grid.getByRole('columnheader', { name: 'Familia' }).waitFor();
  });
});

/** Each one inside the viewport's width (none cut by its edge) and showing its whole text. */
async function expectEnterosEnLaVista(page: Page, elementos: Locator): Promise<void> {
  await expect.poll(() => elementos.count()).toBeGreaterThan(0);
  const fuera = await elementos.evaluateAll((lista) =>
    lista
      .filter((el) => {
        const caja = el.getBoundingClientRect();
        return caja.width === 0 || caja.left < 0 || caja.right > window.innerWidth;
      })
      .map((el) => (el as HTMLElement).innerText),
  );
  expect(fuera).toEqual([]);
  expect(await recortados(elementos)).toEqual([]);
  expect(await anchoDePagina(page)).toBeLessThanOrEqual(PHONE.width);
}

describe('a 390 px phone', () => {
  it('shows each commercial’s figures in Gerencia, labelled and whole', async () => {
    const { page } = session();
    await page.setViewportSize(PHONE);
    await entrar(page, 'manager');
    await page.goto(`${baseUrl}/gerencia/comerciales`);
    const lista = page.getByRole('list', { name: 'Cifras por comercial' });
    const primero = lista.getByRole('listitem').first();
    await primero.waitFor();
    await saveScreenshot(page, 'diseno-gerencia-390');
    // Every figure of the first commercial and of the total: its label and its count.
    for (const tarjeta of [primero, lista.getByRole('listitem').last()]) {
      expect(await tarjeta.locator('dt').allInnerTexts()).toEqual(ETIQUETAS);
      // The total's figures arrive in a call of their own: polled.
      await expect
        .poll(async () =>
          (await tarjeta.locator('dd').allInnerTexts()).every((cifra) => /^[\d.]+$/.test(cifra)),
        )
        .toBe(true);
    }
    await expectVisibleEntero(primero.locator('dd').last());
    await expectEnterosEnLaVista(page, lista.locator('dt, dd, h2'));
  });

  it('shows Teletrabajo’s customers as cards, whole, without downloading the grid (decision 235)', async () => {
    const { page } = session();
    await page.setViewportSize(PHONE);
    const codigoDeRejilla: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/mui-x-data-grid-[\w-]+\.js$/.test(request.url())) codigoDeRejilla.push(request.url());
    });
    await entrar(page, 'comercial');
    await page.goto(`${baseUrl}/teletrabajo`);
    const lista = page.getByRole('list', { name: 'Clientes' });
    await lista.getByRole('listitem').first().getByRole('button').first().waitFor();
    await saveScreenshot(page, 'diseno-teletrabajo-390');
    expect(await page.getByRole('grid').count()).toBe(0);
    // Each card's name, labels and values, inside the phone's width.
    await expectEnterosEnLaVista(page, lista.locator('dt, dd'));
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(PHONE.width);
    expect(codigoDeRejilla).toEqual([]);

    // Turned to a laptop's width, the same page shows as the grid, whose code comes then.
    await page.setViewportSize(LAPTOP);
    await page.getByRole('grid', { name: 'Clientes' }).getByRole('row').nth(1).waitFor();
    expect(codigoDeRejilla).toHaveLength(1);
  });

  it('shows the Reporte’s words whole', async () => {
    const { page } = session();
    await page.setViewportSize(PHONE);
    await entrar(page, 'manager');
    await page.goto(`${baseUrl}/gerencia/reporte?mes=${MES}`);
    const tienda = page.getByRole('list', { name: 'Reporte Tienda' });
    await tienda.getByRole('listitem').first().waitFor();
    await tienda.getByRole('listitem').filter({ hasText: 'Subtotal Tienda' }).waitFor();
    await saveScreenshot(page, 'diseno-reporte-390');
    await expectEnterosEnLaVista(page, page.locator('main').locator('dt, dd, h2, h3, h4'));
    // The commission's reasons wrap inside their card rather than running off it.
    await expectVisibleEntero(tienda.getByRole('listitem').first().locator('dd').nth(2));
  });
});
