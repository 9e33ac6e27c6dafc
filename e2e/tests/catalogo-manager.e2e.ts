import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { openCatalogueTab } from '../support/catalogue-screen';
import { login } from '../support/session';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
// A phone: 390 x 844 CSS pixels, touch, mobile viewport rules.
const PHONE = { width: 390, height: 844 };
const phone = useBrowser({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

describe('Administración as a Manager on a phone', () => {
  it('reads every tab and a row without a way to change them (decision 65), within the width', async () => {
    const { page } = phone();
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    await openCatalogueTab(page, baseUrl, 'seguros', 'Seguros');
    const grid = page.getByRole('grid');
    await expect.poll(() => grid.getByRole('row').count()).toBeGreaterThan(1);
    for (const write of [/^Nuev/, /^Importar$/])
      expect(await page.getByRole('button', { name: write }).count()).toBe(0);
    await page.getByRole('button', { name: 'Exportar' }).waitFor();
    const box = await grid.boundingBox();
    if (box === null) throw new Error('grid not laid out');
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    // The row menu offers reading only; the form opens full screen with nothing to save.
    await page
      .getByRole('button', { name: /^Acciones de / })
      .first()
      .tap();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Ver',
      'Historial de precios',
      'Historial de upfronts',
    ]);
    await menu.getByRole('menuitem', { name: 'Ver' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Seguro' });
    await dialog.getByRole('button', { name: 'Cerrar' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    expect(await dialog.getByRole('textbox', { name: 'Nombre' }).isDisabled()).toBe(true);
    // Amounts read the Spanish way in the form, as in the list.
    expect(await dialog.getByRole('textbox', { name: 'Precio' }).inputValue()).toMatch(/^\d+,\d{2}$/);
    await saveScreenshot(page, 'catalogo-manager-telefono');
    await dialog.getByRole('button', { name: 'Cerrar' }).tap();

    // The tabs scroll sideways on a phone; the last one is reachable.
    await page.getByRole('tab', { name: 'Tipo de Objetivo' }).tap();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'tipoobjetivo');
    await page.getByRole('tab', { name: 'Tipo de Objetivo', selected: true }).waitFor();
  });
});
