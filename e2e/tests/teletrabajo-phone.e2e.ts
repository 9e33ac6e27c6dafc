import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login } from '../support/session';
import { clienteDialog, clienteRows, clientesGrid, waitForTotal } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
// A phone: 390 x 844 CSS pixels, touch, mobile viewport rules.
const PHONE = { width: 390, height: 844 };
const session = useBrowser({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

describe('teletrabajo on a phone', () => {
  it('lists customers in a narrow grid and opens one as a full-screen form', async () => {
    const { page } = session();
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    // SPEC §2: on extra-small screens the bottom bar takes the user there.
    const bottomBar = page.getByRole('navigation', { name: 'Navegación inferior' });
    await bottomBar.getByRole('link', { name: 'Teletrabajo' }).tap();
    await page.waitForURL((url) => url.pathname === '/teletrabajo');
    await expect
      .poll(() => bottomBar.getByRole('link', { name: 'Teletrabajo' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await waitForTotal(page)).toBeGreaterThan(0);

    // Only name, phones and actions fit; the estado goes under the name.
    const headers = clientesGrid(page).getByRole('columnheader');
    await expect.poll(() => headers.allInnerTexts()).toEqual(['Nombre', 'Teléfonos', 'Acciones']);
    const rows = clienteRows(page);
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const first = rows.first();
    const [nombre = '', estado] = (await first.getByRole('gridcell').first().innerText())
      .split('\n')
      .map((line) => line.trim());
    expect(nombre).not.toBe('');
    expect(estado).toMatch(/^(Nuevo|Agendado|No interesado|Oferta|Vendido)$/);
    // The grid fits the width and ends above the fixed bottom bar (its pager stays reachable).
    const gridBox = await clientesGrid(page).boundingBox();
    const barBox = await bottomBar.boundingBox();
    if (gridBox === null || barBox === null) throw new Error('grid or bottom bar not laid out');
    expect(gridBox.x).toBeGreaterThanOrEqual(0);
    expect(gridBox.x + gridBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(gridBox.y + gridBox.height).toBeLessThanOrEqual(barBox.y);
    await saveScreenshot(page, 'teletrabajo-e2e-phone-list');

    await first.getByRole('gridcell').first().tap();
    const dialog = clienteDialog(page, nombre);
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe(nombre);
    // Full screen: the form covers the whole viewport.
    await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).waitFor();
    await saveScreenshot(page, 'teletrabajo-e2e-phone-form');
  });
});
