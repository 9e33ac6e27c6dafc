import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { priceOffer } from '@ventas/domain/ofertas/price-oferta';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { saveScreenshot, useBrowser } from '../support/browser';
import {
  createOfferCatalogue,
  ofertaGuardada,
  ofertasDelCliente,
  type OfferCatalogue,
} from '../support/offer-api';
import { SCREENSHOTS_DIR } from '../support/paths';
import { login } from '../support/session';
import { accessToken, createCliente, uniqueTag, uniqueTelefono } from '../support/telework-api';
import {
  clienteDialog,
  clienteRows,
  expectSuccessSnackbar,
  openTeletrabajo,
  pickFormAction,
  topBarSearch,
} from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';
import { pickItem } from '../support/offer-screen';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const downloads = mkdtempSync(path.join(os.tmpdir(), 'ventas-e2e-oferta-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

let comercialToken = '';
let catalogue: OfferCatalogue;
const tag = uniqueTag();

/**
 * The offer the journey builds, priced by the domain's one function (what the server saves):
 * the tariff with both promotions in the order picked, and the additional line with its device's
 * instalment and the insurance, IVA 21 % (Península).
 */
const quote = (promotions: Array<'euros' | 'percent'>) =>
  priceOffer({
    segment: 'PARTICULAR',
    vatRate: '21',
    byPriority: true,
    packages: [
      {
        base: '39.90',
        promotions: promotions.map((promo, index) =>
          promo === 'euros'
            ? { amount: '5', amount_unit: 'MONETARY', months: 3, priority_order: index + 1 }
            : { amount: '10', amount_unit: 'PERCENTS', months: null, priority_order: index + 1 },
        ),
        installment: null,
        insurance: null,
        svas: [],
      },
      { base: '10', promotions: [], installment: '15.00', insurance: '4.95', svas: [] },
    ],
  });

/** The tariff alone with its 5 € promotion, IVA 21 % (Península): the draft journey's offer. */
const quoteTarifa = () =>
  priceOffer({
    segment: 'PARTICULAR',
    vatRate: '21',
    byPriority: true,
    packages: [
      {
        base: '39.90',
        promotions: [{ amount: '5', amount_unit: 'MONETARY', months: 3, priority_order: 1 }],
        installment: null,
        insurance: null,
        svas: [],
      },
    ],
  });

/**
 * The offer drafts the configurator keeps in localStorage (apps/web's
 * features/ofertas/model/borrador-oferta.ts names them; not imported: the suite drives the built app).
 */
const storedDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('ventas.ofertas.borrador.'))
      .map((key) => localStorage.getItem(key) ?? ''),
  );

/** One click on "Descargar PDF": the file saved as `name` under the run's folder, as text. */
async function downloadPdf(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  const pdfFile = path.join(downloads, name);
  await download.saveAs(pdfFile);
  expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' });
}

const paquete = (page: Page, n: number) => page.getByRole('region', { name: `Paquete ${n}` });
const total = (page: Page) => page.getByLabel('Total mensual');

describe('the offer configurator as a Comercial', () => {
  beforeAll(async () => {
    comercialToken = await accessToken(baseUrl, 'comercial');
    catalogue = await createOfferCatalogue(baseUrl, await accessToken(baseUrl, 'admin'), tag);
  });

  it('builds an offer, saves it and downloads its PDF, finds it in the history and edits a promotion', async () => {
    const { page } = session();
    const telefono = uniqueTelefono();
    const cliente = await createCliente(baseUrl, comercialToken, {
      nombre: `Cliente oferta ${tag}`,
      telefonos_contacto: [telefono],
    });
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await openTeletrabajo(page);
    await topBarSearch(page).fill(telefono);
    await expect.poll(() => clienteRows(page).count()).toBe(1);
    await clienteRows(page).first().getByRole('gridcell').first().click();
    await pickFormAction(page, clienteDialog(page, cliente.nombre), 'Configurar oferta');
    await page.waitForURL((url) => url.pathname === `/offerconfigurator/${cliente.id}`);

    // Package 1: the convergent tariff with both promotions, 5 € first.
    const first = paquete(page, 1);
    await pickItem(page, first, 'Tarifa', catalogue.tarifa);
    await pickItem(page, first, 'Promociones', catalogue.promoEuros);
    await pickItem(page, first, 'Promociones', catalogue.promoPercent);
    await page.keyboard.press('Escape');
    // Package 2: an additional line with a device on instalments and insurance.
    await page.getByRole('button', { name: 'Añadir paquete' }).click();
    const second = paquete(page, 2);
    await second.getByRole('combobox', { name: 'Tipo de línea' }).click();
    await page.getByRole('option', { name: 'Línea adicional', exact: true }).click();
    await pickItem(page, second, 'Tarifa', catalogue.linea);
    await pickItem(page, second, 'Dispositivo', catalogue.dispositivo);
    await pickItem(page, second, 'Seguro', catalogue.seguro);

    const expected = quote(['euros', 'percent']);
    await expect.poll(() => total(page).innerText()).toContain(formatEuros(expected.during));
    await saveScreenshot(page, 'oferta-e2e-configurador');

    await page.getByRole('button', { name: 'Guardar oferta' }).click();
    await expectSuccessSnackbar(page, 'Oferta guardada correctamente');
    // Issue 29: the configurator stays, now on the saved offer, its PDF one click away.
    await page.waitForURL((url) => url.searchParams.has('oferta'));
    const [saved] = await ofertasDelCliente(baseUrl, comercialToken, cliente.id);
    expect(new URL(page.url()).searchParams.get('oferta')).toBe(String(saved?.id));
    expect(saved?.precioTotal).toBe(expected.during);
    const text = await downloadPdf(page, 'oferta.pdf');
    expect(text).toContain(cliente.nombre);
    expect(text).toContain(`${formatEuros(expected.during)}/mes`);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(downloads, 'oferta.pdf'),
      path.join(SCREENSHOTS_DIR, 'oferta-e2e-pdf'),
    ]);

    // SPEC §4's way back after a CREATE, offered: Teletrabajo with the customer open, whose history
    // lists the offer at that price.
    await page.getByRole('link', { name: 'Volver al cliente' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/teletrabajo' && url.searchParams.get('cliente') === String(cliente.id),
    );
    const dialog = clienteDialog(page, cliente.nombre);
    await dialog.getByRole('tab', { name: /Historial/ }).click();
    await expect.poll(() => dialog.innerText()).toContain(formatEuros(expected.during));

    // EDIT: reopen it from the history and keep only the 10 % promotion.
    await dialog.getByRole('link', { name: 'Editar oferta' }).first().click();
    await page.waitForURL((url) => url.searchParams.get('oferta') === String(saved?.id));
    await expect.poll(() => total(page).innerText()).toContain(formatEuros(expected.during));

    const promociones = paquete(page, 1).getByRole('combobox', { name: 'Promociones', exact: true });
    await promociones.click();
    // Keyboard: from the input, ArrowLeft walks the chips right to left; Backspace removes the focused one.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    const edited = quote(['percent']);
    await expect.poll(() => total(page).innerText()).toContain(formatEuros(edited.during));
    await saveScreenshot(page, 'oferta-e2e-editar');
    await page.getByRole('button', { name: 'Guardar oferta' }).click();
    await expectSuccessSnackbar(page, 'Oferta editada correctamente');
    const after = await ofertaGuardada(baseUrl, comercialToken, saved?.id ?? 0);
    expect(after.precioTotal).toBe(edited.during);
    expect(after.paquetes[0]?.promociones).toHaveLength(1);
    // Issue 29: opened from the customer's history, the way back is that customer, not the calculator.
    await page.getByRole('link', { name: 'Volver al cliente' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/teletrabajo' && url.searchParams.get('cliente') === String(cliente.id),
    );
    await clienteDialog(page, cliente.nombre).waitFor();
  });

  it('keeps an offer typed across a reload, restores it, saves it and downloads its PDF in one click', async () => {
    const { page } = session();
    const cliente = await createCliente(baseUrl, comercialToken, {
      nombre: `Cliente borrador ${tag}`,
      telefonos_contacto: [uniqueTelefono()],
    });
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    // A page load straight on the configurator opens it (it no longer sends the agent to Calculadora).
    await page.goto(`${baseUrl}/offerconfigurator/${cliente.id}`);
    await pickItem(page, paquete(page, 1), 'Tarifa', catalogue.tarifa);
    await pickItem(page, paquete(page, 1), 'Promociones', catalogue.promoEuros);
    await page.keyboard.press('Escape');
    await page.getByLabel('Precio actual del cliente').fill('60,00');
    const expected = quoteTarifa();
    await expect.poll(() => total(page).innerText()).toContain(formatEuros(expected.during));
    // Kept as it is typed: stored after a pause in typing, the page still open.
    await expect
      .poll(() => storedDrafts(page))
      .toEqual([expect.stringContaining('"precioAnterior":"60,00"')]);

    await page.reload();
    const pregunta = page.getByRole('dialog', { name: 'Oferta sin guardar' });
    await pregunta.waitFor();
    expect(await pregunta.innerText()).toMatch(
      /Tiene una oferta sin guardar de \d\d\/\d\d\/\d{4} \d\d:\d\d\. ¿Recuperarla\?/,
    );
    await saveScreenshot(page, 'oferta-e2e-borrador');
    await pregunta.getByRole('button', { name: 'Recuperar' }).click();
    await pregunta.waitFor({ state: 'hidden' });
    await expect.poll(() => total(page).innerText()).toContain(formatEuros(expected.during));
    expect(await page.getByLabel('Precio actual del cliente').inputValue()).toBe('60,00');

    await page.getByRole('button', { name: 'Guardar oferta' }).click();
    await expectSuccessSnackbar(page, 'Oferta guardada correctamente');
    await page.waitForURL((url) => url.searchParams.has('oferta'));
    // Saved: the draft is gone, and the PDF is one click away.
    expect(await storedDrafts(page)).toEqual([]);
    const text = await downloadPdf(page, 'borrador.pdf');
    expect(text).toContain(cliente.nombre);
    expect(text).toContain(`${formatEuros(expected.during)}/mes`);
    const [saved] = await ofertasDelCliente(baseUrl, comercialToken, cliente.id);
    expect(saved?.precioTotal).toBe(expected.during);

    // Nothing is offered back after a save.
    await page.reload();
    await paquete(page, 1).waitFor();
    expect(await pregunta.count()).toBe(0);
  });
});
