import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login } from '../support/session';
import { clienteDialog, waitForTotal } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
// A phone: 390 x 844 CSS pixels, touch, mobile viewport rules.
const PHONE = { width: 390, height: 844 };
const session = useBrowser({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

describe('teletrabajo on a phone', () => {
  it('lists customers as cards and opens one as a full-screen form', async () => {
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

    // Each customer is a card (decision 235): its name heads it, its state beside it.
    const lista = page.getByRole('list', { name: 'Clientes' });
    const first = lista.getByRole('listitem').first();
    await first.waitFor();
    const nombre = (await first.getByRole('button').first().innerText()).trim();
    expect(nombre).not.toBe('');
    expect(await first.innerText()).toMatch(/\n(Nuevo|Agendado|No interesado|Oferta|Vendido)\n/);
    expect(await page.getByRole('grid').count()).toBe(0);
    // The cards fit the width, and at the end of the list the pager shows above the fixed bottom bar.
    const cardBox = await first.boundingBox();
    if (cardBox === null) throw new Error('card not laid out');
    expect(cardBox.x).toBeGreaterThanOrEqual(0);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'teletrabajo-e2e-phone-list');
    await page.mouse.wheel(0, 20_000);
    const pager = page.getByRole('button', { name: 'Ir a la página siguiente' });
    await expect
      .poll(async () => {
        const [pagerBox, barBox] = [await pager.boundingBox(), await bottomBar.boundingBox()];
        return pagerBox !== null && barBox !== null && pagerBox.y + pagerBox.height <= barBox.y;
      })
      .toBe(true);

    await first.getByRole('button', { name: nombre, exact: true }).tap();
    const dialog = clienteDialog(page, nombre);
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe(nombre);
    // Full screen: the form covers the whole viewport.
    await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).waitFor();
    await saveScreenshot(page, 'teletrabajo-e2e-phone-form');
  });
});
