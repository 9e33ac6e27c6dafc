import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { openCatalogueTab } from '../support/catalogue-screen';
import { login } from '../support/session';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();

describe('Administración with the keyboard', () => {
  it('changes tab, opens a row from its menu and closes the form without the mouse', async () => {
    const { page } = session();
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await openCatalogueTab(page, baseUrl, 'tarifas', 'Tarifas');

    await page.getByRole('tab', { name: 'Tarifas' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'adicionales');
    await page.getByRole('tab', { name: 'Adicionales', selected: true }).waitFor();

    const actions = page.getByRole('button', { name: /^Acciones de / }).first();
    await actions.waitFor();
    const name = ((await actions.getAttribute('aria-label')) ?? '').replace('Acciones de ', '');
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Editar' }).waitFor();
    // The menu opens on its first entry: Enter picks it.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Editar línea adicional' });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe(name);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
