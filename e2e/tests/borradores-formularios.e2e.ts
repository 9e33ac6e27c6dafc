import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { notice, openCatalogueTab, text } from '../support/catalogue-screen';
import { login, logoutViaUserMenu } from '../support/session';
import { expectSuccessSnackbar, openTeletrabajo } from '../support/teletrabajo-screen';
import { uniqueTag, uniqueTelefono } from '../support/telework-api';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 29 §2: nothing typed in a long form is lost. A form's draft is kept in localStorage as it
 * is typed, under 'ventas.borrador.<user>.<form>.<record or nuevo>'
 * (apps/web/src/components/form-draft; not imported: the suite drives the built app), so a reload
 * or a new tab finds it; a save or Descartar forgets it, and logout takes every draft with it.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();

/** The form drafts this browser keeps, by key, with what each holds. */
const drafts = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('ventas.borrador.'))
        .map((key) => [key, localStorage.getItem(key) ?? '']),
    ),
  );
const draftKeys = async (page: Page) => Object.keys(await drafts(page));
/** Waits until a draft of `form` ('cliente', 'catalogo.origenesbd') holds `typed`. */
const draftHolding = (page: Page, form: string, typed: string) =>
  expect
    .poll(async () =>
      Object.entries(await drafts(page)).some(
        ([key, value]) => key.includes(`.${form}.`) && value.includes(typed),
      ),
    )
    .toBe(true);

describe('drafts of long forms', () => {
  it('keeps a new customer through a reload, opens the next "Nuevo cliente" on it, and forgets it once saved', async () => {
    const { page } = session();
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await openTeletrabajo(page);
    const nombre = `Borrador ${uniqueTag()}`;
    const telefono = uniqueTelefono();

    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    await dialog.getByRole('textbox', { name: 'Teléfono 1' }).fill(telefono);
    await draftHolding(page, 'cliente', telefono);

    await page.reload();
    // The form reopens from its URL (?cliente=nuevo), on the draft, and says so.
    dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    const recuperado = dialog
      .getByRole('alert')
      .filter({ hasText: 'Se ha recuperado el borrador sin guardar de' });
    await recuperado.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe(nombre);
    expect(await dialog.getByRole('textbox', { name: 'Teléfono 1' }).inputValue()).toBe(telefono);
    await saveScreenshot(page, 'borrador-cliente-recuperado');

    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccessSnackbar(page, 'Guardado correctamente');
    // SPEC §4: saved, the form goes on in edit mode, on the new customer's id.
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('cliente') ?? ''));
    await expect.poll(() => draftKeys(page)).toEqual([]);
  });

  it('offers a catalogue form’s draft back in a new tab, restores and saves it, and logout clears the rest', async () => {
    const { page, context } = session();
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await openCatalogueTab(page, baseUrl, 'origenesbd', 'Orígenes BD');
    const origen = `Feria ${uniqueTag()}`;

    await page.getByRole('button', { name: 'Nuevo origen BD' }).click();
    await text(page.getByRole('dialog', { name: 'Nuevo origen BD' }), 'Nombre').fill(origen);
    await draftHolding(page, 'catalogo.origenesbd', origen);

    // Another tab of the same session, the first one gone as in a crash: the same form finds the draft.
    const tab = await context.newPage();
    await page.close();
    await openCatalogueTab(tab, baseUrl, 'origenesbd', 'Orígenes BD');
    await tab.getByRole('button', { name: 'Nuevo origen BD' }).click();
    const pregunta = tab.getByRole('dialog', { name: 'Borrador sin guardar' });
    await pregunta
      .getByText(/^Hay un borrador sin guardar de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. ¿Recuperarlo\?$/)
      .waitFor();
    await saveScreenshot(tab, 'borrador-catalogo-pregunta');
    await pregunta.getByRole('button', { name: 'Recuperar' }).click();
    const form = tab.getByRole('dialog', { name: 'Nuevo origen BD' });
    expect(await text(form, 'Nombre').inputValue()).toBe(origen);

    await form.getByRole('button', { name: 'Guardar', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await notice(tab, 'Origen BD añadido correctamente');
    expect(await draftKeys(tab)).toEqual([]);

    // A draft left behind (the user went elsewhere) is not the next user's on a shared computer.
    await tab.getByRole('button', { name: 'Nuevo origen BD' }).click();
    await text(tab.getByRole('dialog', { name: 'Nuevo origen BD' }), 'Nombre').fill('Sin guardar');
    await draftHolding(tab, 'catalogo.origenesbd', 'Sin guardar');
    await tab.goto(`${baseUrl}/dashBoard`);
    expect(await draftKeys(tab)).toHaveLength(1);
    await logoutViaUserMenu(tab);
    expect(await draftKeys(tab)).toEqual([]);
  });
});
