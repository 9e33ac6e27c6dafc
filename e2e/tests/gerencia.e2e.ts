import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { agendadosDe, clienteConAgendadoDe, figurasDe } from '../support/gerencia-api';
import { madridDay } from '../support/madrid-time';
import { login } from '../support/session';
import { accessToken, cuentaDetalle, uniqueTag, type CuentaDetalle } from '../support/telework-api';
import { expectSuccessSnackbar, typeIntoDateField, waitForTotal } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 15's Gerencia · Comerciales journeys in Chromium, as a Manager: the figures for other
 * dates, a count opening exactly its customers in Teletrabajo, callbacks moved from one agent to
 * another, the xlsx, and the table at 1280 px and the cards at 390 px.
 *
 * The callbacks are the Admin's (Alberto), made here, and move to the SuperAdmin (Sara): the demo
 * Comercial's and Manager's own callbacks, which other journeys count, stay where they are.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const HOY = madridDay(0);
const MANANA = new Date(`${madridDay(1).iso}T08:00:00Z`);
const SOLO_HOY = `fechas_after=${HOY.iso}&fechas_before=${HOY.iso}`;
let managerToken = '';
let origen: CuentaDetalle;
let destino: CuentaDetalle;
const creados: number[] = [];

beforeAll(async () => {
  managerToken = await accessToken(baseUrl, 'manager');
  const adminToken = await accessToken(baseUrl, 'admin');
  origen = await cuentaDetalle(baseUrl, adminToken);
  destino = await cuentaDetalle(baseUrl, await accessToken(baseUrl, 'superadmin'));
  const tag = uniqueTag();
  for (const n of [1, 2]) {
    const { atencion } = await clienteConAgendadoDe(
      baseUrl,
      adminToken,
      origen.id,
      `Gerencia ${tag} ${n}`,
      MANANA,
    );
    creados.push(atencion);
  }
});

const tabla = (page: Page) => page.getByRole('table', { name: 'Cifras por comercial' });
const agendadosDeOrigen = (page: Page): Locator =>
  tabla(page).getByRole('link', { name: new RegExp(`^Agendados de ${origen.nombre_completo}: `) });

async function abrirGerencia(page: Page, query = ''): Promise<void> {
  await login(page, baseUrl, 'manager', DEMO_PASSWORD);
  await page.goto(`${baseUrl}/gerencia/comerciales${query}`);
  await tabla(page).waitFor();
}

describe('Gerencia · Comerciales as a Manager', () => {
  it('shows today’s figures once the dates are typed, and a count opens a list of that many customers', async () => {
    const { page } = session();
    await abrirGerencia(page);
    await saveScreenshot(page, 'gerencia-comerciales-1280');

    await typeIntoDateField(page, page.getByRole('group', { name: 'Desde' }), HOY.typed);
    await typeIntoDateField(page, page.getByRole('group', { name: 'Hasta' }), HOY.typed);
    await page.waitForURL((url) => url.search === `?${SOLO_HOY}`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Periodo' }).innerText()).toBe('Hoy');

    const enlace = agendadosDeOrigen(page);
    // While today's figures load, the table keeps the default period's, links included: read the
    // figure once its link is today's.
    await expect
      .poll(() => enlace.getAttribute('href'), { timeout: 15_000 })
      .toContain(`atencion_updated_on_after=${HOY.iso}`);
    const figura = Number((await enlace.innerText()).replace(/\D/g, ''));
    expect(figura).toBeGreaterThanOrEqual(creados.length);
    expect((await figurasDe(baseUrl, managerToken, SOLO_HOY, origen.id)).agendado).toBe(figura);

    await enlace.click();
    await page.waitForURL((url) => url.pathname === '/teletrabajo');
    const url = new URL(page.url());
    expect(url.searchParams.getAll('atencion_comercial')).toEqual([String(origen.id)]);
    expect(url.searchParams.get('atencion_updated_on_after')).toBe(HOY.iso);
    expect(await waitForTotal(page)).toBe(figura);
  });

  it('moves the selected agent’s callbacks to another agent', async () => {
    const { page } = session();
    await abrirGerencia(page, `?${SOLO_HOY}`);
    await tabla(page)
      .getByRole('checkbox', { name: `Seleccionar a ${origen.nombre_completo}` })
      .check();
    await page.getByRole('button', { name: 'Mover agendados' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Mover agendados' });
    await dialogo.getByRole('combobox', { name: 'Comercial de destino' }).click();
    await page.getByRole('option', { name: destino.nombre_completo, exact: true }).click();
    await saveScreenshot(page, 'gerencia-mover-agendados');
    await dialogo.getByRole('button', { name: 'Mover', exact: true }).click();

    await expectSuccessSnackbar(page, 'Agendados movidos correctamente!');
    await dialogo.waitFor({ state: 'detached' });
    const deDestino = await agendadosDe(baseUrl, managerToken, destino.id);
    expect(creados.filter((id) => deDestino.includes(id))).toEqual(creados);
    expect(await agendadosDe(baseUrl, managerToken, origen.id)).toEqual([]);
    // The table reads its figures again: the origin's callbacks are now counted under the destination.
    const ahora = await figurasDe(baseUrl, managerToken, SOLO_HOY, destino.id);
    await tabla(page)
      .getByRole('link', { name: `Agendados de ${destino.nombre_completo}: ${ahora.agendado}` })
      .waitFor();
  });

  it('exports the table to xlsx', async () => {
    const { page } = session();
    await abrirGerencia(page, `?${SOLO_HOY}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  });

  it('shows one card per commercial at phone width, the page not scrolling sideways', async () => {
    const { page } = session();
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/gerencia/comerciales?${SOLO_HOY}`);
    // Issue 29 §5: eight figures beside the names do not fit 390 px; each commercial is a card.
    const tarjetas = page.getByRole('list', { name: 'Cifras por comercial' });
    await tarjetas
      .getByRole('listitem')
      .first()
      .getByRole('checkbox', { name: /^Seleccionar a / })
      .waitFor();
    await tarjetas.getByRole('listitem', { name: 'Total' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'gerencia-comerciales-390');
  });
});
