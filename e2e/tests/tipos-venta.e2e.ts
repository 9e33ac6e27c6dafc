import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login } from '../support/session';
import { accessToken, createCliente, uniqueTag, uniqueTelefono } from '../support/telework-api';
import {
  chooseOption,
  clienteDialog,
  clienteRows,
  expectSuccessSnackbar,
  openTeletrabajo,
  pickFormAction,
  topBarSearch,
} from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 29 §5 in Chromium: "Tipo de venta" is the distributor's closed list. The demo Admin adds
 * a sale type in Administración · Tipos de venta, and the offer configurator, reached as an agent
 * reaches it (Teletrabajo → the customer → Configurar oferta), offers it by its name at once.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();

describe('Administración · Tipos de venta', () => {
  it('adds a sale type that the offer configurator then offers', async () => {
    const { page } = session();
    const tag = uniqueTag();
    const nombre = `Feria ${tag}`;
    const telefono = uniqueTelefono();
    const cliente = await createCliente(baseUrl, await accessToken(baseUrl, 'admin'), {
      nombre: `Cliente tipos ${tag}`,
      telefonos_contacto: [telefono],
    });

    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/ManagementBase?tab=tipos-venta`);
    await page.getByRole('heading', { name: 'Tipos de venta' }).waitFor();
    const tabla = page.getByRole('table', { name: 'Tipos de venta' });
    await tabla.getByRole('rowheader', { name: 'Portabilidad' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo tipo de venta' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nuevo tipo de venta' });
    await dialogo.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    await page.keyboard.press('Enter');
    await expectSuccessSnackbar(page, 'Tipo de venta creado');
    await dialogo.waitFor({ state: 'detached' });
    await tabla.getByRole('rowheader', { name: nombre }).waitFor();
    await saveScreenshot(page, 'tipos-venta-admin');

    await openTeletrabajo(page);
    await topBarSearch(page).fill(telefono);
    await expect.poll(() => clienteRows(page).count()).toBe(1);
    await clienteRows(page).first().getByRole('gridcell').first().click();
    await pickFormAction(page, clienteDialog(page, cliente.nombre), 'Configurar oferta');
    await page.waitForURL((url) => url.pathname === `/offerconfigurator/${cliente.id}`);

    const paquete = page.getByRole('region', { name: 'Paquete 1' });
    await chooseOption(page, paquete, 'Tipo de venta', nombre);
    const select = paquete.getByRole('combobox', { name: 'Tipo de venta', exact: true });
    await expect.poll(() => select.innerText()).toBe(nombre);
    await saveScreenshot(page, 'tipos-venta-configurador');
  });
});
