import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login, logoutViaUserMenu } from '../support/session';
import {
  accessToken,
  createCliente,
  cuentaDetalle,
  listClientes,
  uniqueTag,
  uniqueTelefono,
} from '../support/telework-api';
import {
  clienteRows,
  columnValues,
  expectSuccessSnackbar,
  openTeletrabajo,
  waitForTotal,
} from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();

// The demo Manager leads a team with the demo Comercial (apps/api/src/db/seed/demo-calculadora.ts).
let managerToken = '';
let tag = '';
let nombreCliente = '';

const panelDeVistas = (page: Page) => page.getByRole('list', { name: 'Vistas guardadas' });

async function abrirVistas(page: Page) {
  await page.getByRole('button', { name: 'Vistas', exact: true }).click();
  await panelDeVistas(page).waitFor();
}

describe('saved views', () => {
  beforeAll(async () => {
    tag = uniqueTag();
    managerToken = await accessToken(baseUrl, 'manager');
    const carlos = await cuentaDetalle(baseUrl, await accessToken(baseUrl, 'comercial'));
    // A customer of the Comercial that only this name filter finds.
    nombreCliente = `Vista ${tag}`;
    await createCliente(baseUrl, managerToken, {
      nombre: nombreCliente,
      telefonos_contacto: [uniqueTelefono()],
      comercial: carlos.id,
    });
  });

  afterAll(async () => {
    const vistas = await callApi(baseUrl, 'GET', '/api/cuentas/vistas/?pantalla=teletrabajo', {
      token: managerToken,
    });
    for (const vista of vistas.body as Array<{ id: number; propia: boolean; nombre: string }>)
      if (vista.propia && vista.nombre.includes(tag))
        await callApi(baseUrl, 'DELETE', `/api/cuentas/vistas/${vista.id}/`, { token: managerToken });
  });

  it('a Manager saves a filtered Teletrabajo shared with the team, and the team’s Comercial opens it', async () => {
    const { page } = session();
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    await openTeletrabajo(page);

    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const filtros = page.getByRole('dialog', { name: 'Filtros' });
    // The 'Cliente' section opens expanded.
    await filtros.getByRole('textbox', { name: 'Nombre', exact: true }).fill(nombreCliente);
    await page
      .getByRole('listitem', { includeHidden: true })
      .filter({ hasText: `Nombre: ${nombreCliente}` })
      .waitFor();
    await filtros.getByRole('button', { name: /^Ver .*clientes?$/ }).click();
    await filtros.waitFor({ state: 'hidden' });
    await expect.poll(() => waitForTotal(page)).toBe(1);

    const nombreVista = `Equipo ${tag}`;
    await abrirVistas(page);
    await panelDeVistas(page).getByRole('button', { name: 'Guardar vista actual…' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Guardar vista actual' });
    await dialogo.getByRole('textbox', { name: 'Nombre' }).fill(nombreVista);
    await dialogo.getByRole('switch', { name: 'Compartir con mi equipo' }).check();
    await saveScreenshot(page, 'vistas-e2e-guardar');
    await dialogo.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccessSnackbar(page, 'Vista guardada');
    await dialogo.waitFor({ state: 'hidden' });

    await abrirVistas(page);
    // The view open now is marked as the current one, and as shared.
    const propia = panelDeVistas(page).getByRole('button', {
      name: `${nombreVista} Compartida`,
      exact: true,
    });
    expect(await propia.getAttribute('aria-current')).toBe('true');
    await saveScreenshot(page, 'vistas-e2e-manager-lista');
    await page.keyboard.press('Escape');
    await logoutViaUserMenu(page);

    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await openTeletrabajo(page);
    await abrirVistas(page);
    const compartida = panelDeVistas(page).getByRole('button', { name: new RegExp(nombreVista) });
    expect(await compartida.innerText()).toContain('De ');
    await saveScreenshot(page, 'vistas-e2e-comercial-compartidas');
    await compartida.click();

    await page.waitForURL((url) => url.searchParams.get('nombre') === nombreCliente);
    await expect.poll(() => waitForTotal(page)).toBe(1);
    const esperado = await listClientes(baseUrl, await accessToken(baseUrl, 'comercial'), {
      nombre: nombreCliente,
    });
    expect(esperado.count).toBe(1);
    await expect.poll(() => clienteRows(page).count()).toBe(1);
    expect(await columnValues(page, 'Nombre')).toEqual([nombreCliente]);
    await saveScreenshot(page, 'vistas-e2e-comercial-abierta');

    // At phone width the panel fits the screen, the open view marked.
    await page.setViewportSize({ width: 390, height: 844 });
    await abrirVistas(page);
    const caja = await panelDeVistas(page).boundingBox();
    expect(caja && caja.x >= 0 && caja.x + caja.width <= 390).toBe(true);
    expect(await compartida.getAttribute('aria-current')).toBe('true');
    await saveScreenshot(page, 'vistas-e2e-comercial-telefono');
  });
});
