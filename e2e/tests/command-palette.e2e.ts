import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { mainNavigation } from '../support/drawer';
import { login } from '../support/session';
import { accessToken, listClientes, type ClienteRecord } from '../support/telework-api';
import { clienteDialog } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const PHONE = { width: 390, height: 844 };

/** A demo customer the manager sees, found by its own phone: the one the palette must find. */
let cliente: ClienteRecord;
let telefono: string;

beforeAll(async () => {
  const token = await accessToken(baseUrl, 'manager');
  const [first] = (await listClientes(baseUrl, token, { itemsPerPage: '1' })).results;
  if (first?.telefonos_contacto[0] === undefined)
    throw new Error('the demo seed has no customer with a phone');
  cliente = first;
  telefono = first.telefonos_contacto[0];
  // A phone belongs to one customer (decision 18): the search answers exactly this one.
  const found = await listClientes(baseUrl, token, { search: telefono, itemsPerPage: '8' });
  expect(found.results.map((record) => record.id)).toEqual([cliente.id]);
});

const palette = (page: Page) => page.getByRole('dialog', { name: 'Buscar en la aplicación' });

/** Ctrl+K, the phone typed, and the customer's option highlighted (first, as it is the only match). */
async function findByPhone(page: Page): Promise<void> {
  // The layout (and the palette's key listener with it) is up once its top bar is.
  await page.getByRole('button', { name: 'Menú de usuario' }).waitFor();
  await page.keyboard.press('Control+K');
  const input = palette(page).getByRole('combobox', { name: 'Buscar clientes, pantallas…' });
  await input.waitFor();
  await page.keyboard.type(telefono);
  const option = palette(page).getByRole('option').filter({ hasText: cliente.nombre });
  await option.waitFor();
  await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
  expect(await input.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
}

async function expectClienteOpened(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await page.waitForURL(
    (url) =>
      url.pathname === '/teletrabajo' &&
      url.searchParams.get('cliente') === String(cliente.id) &&
      url.searchParams.get('modo') === 'view',
  );
  const dialog = clienteDialog(page, cliente.nombre);
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe(cliente.nombre);
  await expect.poll(() => palette(page).count()).toBe(0);
}

describe('command palette', () => {
  it('finds a customer by phone from the dashboard with Ctrl+K and opens it with Enter', async () => {
    const { page } = session();
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    await findByPhone(page);
    const box = await palette(page).boundingBox();
    expect(box?.width).toBeLessThan(1280);
    await saveScreenshot(page, 'command-palette-e2e-desktop');
    await expectClienteOpened(page);

    // Closed, and on another screen, the empty palette lists it first among the recent customers.
    await page.keyboard.press('Escape');
    await expect.poll(() => clienteDialog(page, cliente.nombre).count()).toBe(0);
    await mainNavigation(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashBoard');
    await page.keyboard.press('Control+K');
    const recientes = palette(page).getByRole('group', { name: 'Recientes' });
    await expect.poll(() => recientes.getByRole('option').first().innerText()).toContain(cliente.nombre);
  });

  it('covers the whole screen on a phone and still opens the customer', async () => {
    const { page } = session();
    await page.setViewportSize(PHONE);
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    await findByPhone(page);
    await expect.poll(() => palette(page).boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
    await saveScreenshot(page, 'command-palette-e2e-phone');
    await expectClienteOpened(page);
  });
});
