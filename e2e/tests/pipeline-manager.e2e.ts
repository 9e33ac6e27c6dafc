import { afterAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login } from '../support/session';
import { accessToken, cuentaDetalle } from '../support/telework-api';
import { expectSuccessSnackbar } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 31 §2 beyond a Comercial: an Admin sets the chance of Presentada in Administración and the
 * board weighs its column with it; a Manager picks one commercial's board, which counts what the
 * API counts for them, and fits a phone. The chances are put back as they were afterwards.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const PHONE = { width: 390, height: 844 };
const PROBABILIDADES = '/api/distribuidores/pipeline-probabilidades/';

let antes: unknown;
afterAll(async () => {
  if (antes === undefined) return;
  const token = await accessToken(baseUrl, 'admin');
  const vuelta = await callApi(baseUrl, 'PUT', PROBABILIDADES, { token, body: antes });
  if (vuelta.status !== 200) throw new Error(`PUT ${PROBABILIDADES} answered ${vuelta.status}`);
});

describe('Ofertas as an Admin and a Manager', () => {
  it('weighs Presentada with the chance an Admin sets in Administración', async () => {
    const token = await accessToken(baseUrl, 'admin');
    antes = (await callApi(baseUrl, 'GET', PROBABILIDADES, { token })).body;
    const { page } = session();
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/ManagementBase?tab=pipeline-ofertas`);
    const campo = page.getByRole('textbox', { name: 'Probabilidad de Presentada' });
    await campo.fill('65');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectSuccessSnackbar(page, 'Probabilidades del pipeline guardadas');
    await saveScreenshot(page, 'pipeline-probabilidades');

    await page.goto(`${baseUrl}/ofertas?mes=todo`);
    const presentada = page.getByRole('region', { name: /^Presentada/ });
    await presentada.getByText('Ponderado (65 %)').waitFor();
  });

  it("shows a Manager one commercial's board, counted as the API counts it", async () => {
    const { page } = session();
    const comercial = await cuentaDetalle(baseUrl, await accessToken(baseUrl, 'comercial'));
    const token = await accessToken(baseUrl, 'manager');
    const esperado = await callApi(
      baseUrl,
      'GET',
      `/api/atenciones/ofertas/pipeline/?comercial=${comercial.id}`,
      { token },
    );
    expect(esperado.status).toBe(200);
    const { count } = esperado.body as { count: number };

    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/ofertas?mes=todo`);
    await page.getByRole('combobox', { name: 'Comercial' }).selectOption(String(comercial.id));
    await expect.poll(() => new URL(page.url()).searchParams.get('comercial')).toBe(String(comercial.id));
    await page.getByText(new RegExp(`^${count.toLocaleString('es-ES')} ofertas? · Total mensual`)).waitFor();
    await saveScreenshot(page, 'pipeline-manager');

    // The same offers as a list: as many rows as the board counts (the grid renders only those in
    // view; its row count, the header included, is all of them).
    await page.getByRole('button', { name: 'Lista' }).click();
    const grid = page.getByRole('grid', { name: 'Ofertas' });
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe(String(Math.min(count, 25) + 1));
    await saveScreenshot(page, 'pipeline-manager-lista');
    await page.getByRole('button', { name: 'Tablero' }).click();

    // On a phone the filters stack and the board scrolls sideways inside itself, not the page.
    await page.setViewportSize(PHONE);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    const tablero = page.getByRole('group', { name: 'Pipeline de ofertas' });
    expect(await tablero.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await saveScreenshot(page, 'pipeline-manager-390');
  });
});
