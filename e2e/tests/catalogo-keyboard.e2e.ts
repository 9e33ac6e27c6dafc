import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
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

  it('asks before Escape drops a filled "Nueva tarifa", and goes back to the form as it was', async () => {
    const { page } = session();
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await openCatalogueTab(page, baseUrl, 'tarifas', 'Tarifas');
    await page.getByRole('button', { name: 'Nueva tarifa' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva tarifa' });
    const nombre = form.getByRole('textbox', { name: 'Nombre' });
    await nombre.waitFor();
    // The first field has the focus.
    await page.keyboard.type('Fibra sin guardar');
    await page.keyboard.press('Escape');

    const pregunta = page.getByRole('dialog', { name: 'Hay cambios sin guardar' });
    await pregunta.waitFor();
    await saveScreenshot(page, 'catalogo-nueva-tarifa-esc');
    // "Seguir editando" has the focus: Enter goes back to the field, and typing goes on in it.
    await page.keyboard.press('Enter');
    await pregunta.waitFor({ state: 'detached' });
    await page.keyboard.type(' 1 Gb');
    expect(await nombre.inputValue()).toBe('Fibra sin guardar 1 Gb');

    // Asked again, "Descartar cambios" closes it.
    await page.keyboard.press('Escape');
    await pregunta.getByRole('button', { name: 'Descartar cambios' }).click();
    await form.waitFor({ state: 'detached' });
  });
});
