import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { priceOffer } from '@ventas/domain/ofertas/price-oferta';
import { saveScreenshot, useBrowser } from '../support/browser';
import { createOfferCatalogue, type OfferCatalogue } from '../support/offer-api';
import { login } from '../support/session';
import { callApi } from '../support/api-client';
import { accessToken, createCliente, uniqueTag, uniqueTelefono } from '../support/telework-api';
import { expectSuccessSnackbar } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';
import { pickItem } from '../support/offer-screen';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const tag = uniqueTag();
let catalogue: OfferCatalogue;

/** The additional line of 10 € with its device at `cuota` a month, IVA 21 % (Península). */
const conCuota = (cuota: string) =>
  priceOffer({
    segment: 'PARTICULAR',
    vatRate: '21',
    byPriority: true,
    packages: [{ base: '10', promotions: [], installment: cuota, insurance: null, svas: [] }],
  });

/** Opens the configurator on a new customer of `username` and puts the device line in package 1. */
async function lineaConDispositivo(
  page: Page,
  username: 'admin' | 'comercial',
  de: OfferCatalogue = catalogue,
): Promise<Locator> {
  const token = await accessToken(baseUrl, username);
  const cliente = await createCliente(baseUrl, token, {
    nombre: `Cliente plazos ${username} ${tag}`,
    telefonos_contacto: [uniqueTelefono()],
  });
  await login(page, baseUrl, username, DEMO_PASSWORD);
  await page.goto(`${baseUrl}/offerconfigurator/${cliente.id}`);
  const paquete = page.getByRole('region', { name: 'Paquete 1' });
  await paquete.getByRole('combobox', { name: 'Tipo de línea' }).click();
  await page.getByRole('option', { name: 'Línea adicional', exact: true }).click();
  await pickItem(page, paquete, 'Tarifa', de.linea);
  await pickItem(page, paquete, 'Dispositivo', de.dispositivo);
  return paquete;
}

const total = (page: Page) => page.getByLabel('Total mensual');

/** The keys of the plan form's drafts in the page's storage (decision 220). */
const planDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('.catalogo.installments.')));

describe('the installment plan from the offer configurator (issue 29 §1)', () => {
  beforeAll(async () => {
    catalogue = await createOfferCatalogue(baseUrl, await accessToken(baseUrl, 'admin'), tag);
  });

  it('lets an Admin edit the line’s plan with the catalogue’s form, and the line’s price follows', async () => {
    const { page } = session();
    const paquete = await lineaConDispositivo(page, 'admin');
    await expect.poll(() => total(page).innerText()).toContain(formatEuros(conCuota('15.00').during));

    await paquete.getByRole('button', { name: 'Editar el plan de cuotas' }).click();
    const dialog = page.getByRole('dialog', { name: `Plan de cuotas de ${catalogue.dispositivo}` });
    await dialog.getByRole('textbox', { name: 'N.º de cuotas' }).fill('24');
    await dialog.getByRole('textbox', { name: 'Cuota mensual' }).fill('12,50');
    await dialog.getByRole('textbox', { name: 'Pago inicial' }).fill('49');
    await saveScreenshot(page, 'configurador-plazos-dialogo');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectSuccessSnackbar(page, 'Cuota editada correctamente');
    await dialog.waitFor({ state: 'detached' });

    // The line, 10 € + 21 % = 12,10 €, and the new monthly instalment, 12,50 €: 24,60 €.
    const expected = conCuota('12.50');
    await expect.poll(() => total(page).innerText()).toContain(formatEuros(expected.during));
    await expect
      .poll(() => paquete.innerText())
      .toContain(`24 cuotas de ${formatEuros('12.50')}/mes · inicial ${formatEuros('49.00')}`);
    await saveScreenshot(page, 'configurador-plazos-linea');
  });

  it('keeps a plan typed in the configurator’s dialog across a reload, and forgets it when discarded', async () => {
    const { page } = session();
    const paquete = await lineaConDispositivo(page, 'admin');
    await paquete.getByRole('button', { name: 'Editar el plan de cuotas' }).click();
    const dialog = page.getByRole('dialog', { name: `Plan de cuotas de ${catalogue.dispositivo}` });
    await dialog.getByRole('textbox', { name: 'Pago final' }).fill('35,00');
    await expect.poll(() => planDrafts(page)).toHaveLength(1);

    await page.reload();
    // The offer's own draft first (decision 202), then the plan's.
    const oferta = page.getByRole('dialog', { name: 'Oferta sin guardar' });
    await oferta.getByRole('button', { name: 'Recuperar' }).click();
    await oferta.waitFor({ state: 'hidden' });
    await paquete.getByRole('button', { name: 'Editar el plan de cuotas' }).click();
    const pregunta = page.getByRole('dialog', { name: 'Borrador sin guardar' });
    expect(await pregunta.innerText()).toMatch(/Hay un borrador sin guardar de \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await pregunta.getByRole('button', { name: 'Recuperar' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Pago final' }).inputValue()).toBe('35,00');
    await saveScreenshot(page, 'configurador-plazos-borrador');

    // Esc asks, as every form does; "Descartar cambios" forgets the draft.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Descartar cambios' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await planDrafts(page)).toEqual([]);
  });

  it('reopens a saved offer at today’s prices after the Admin changed its device’s plan, and says so', async () => {
    const { page } = session();
    const propio = await createOfferCatalogue(baseUrl, await accessToken(baseUrl, 'admin'), uniqueTag());
    const paquete = await lineaConDispositivo(page, 'comercial', propio);
    const antes = conCuota('15.00');
    await expect.poll(() => total(page).innerText()).toContain(formatEuros(antes.during));
    await page.getByRole('button', { name: 'Guardar oferta' }).click();
    await expectSuccessSnackbar(page, 'Oferta guardada correctamente');
    await page.waitForURL((url) => url.searchParams.has('oferta'));
    const ofertaId = Number(new URL(page.url()).searchParams.get('oferta'));

    // The Admin changes the plan in the catalogue: 12,50 € a month and 49 € up front.
    const admin = await accessToken(baseUrl, 'admin');
    const detalle = await callApi(baseUrl, 'GET', `/api/atenciones/oferta/${ofertaId}/`, { token: admin });
    const linea = (
      detalle.body as { paquetes: Array<{ tarifa: number; cacharro: number; installment: number }> }
    ).paquetes[0]!;
    const cambio = await callApi(baseUrl, 'PUT', `/api/servicios/installment/${linea.installment}/`, {
      token: admin,
      body: {
        terminal: linea.cacharro,
        object_id: linea.tarifa,
        installment_type: 'adicional',
        initial_price: '49.00',
        month_price: '12.50',
        final_price: '0.00',
      },
    });
    expect(cambio.status).toBe(200);

    await page.reload();
    await paquete.waitFor();
    const ahora = conCuota('12.50');
    await expect.poll(() => total(page).innerText()).toContain(formatEuros(ahora.during));
    const aviso = page.getByText(/^Los precios han cambiado desde que se guardó la oferta/);
    expect(await aviso.innerText()).toContain(
      `total mensual ${formatEuros(antes.during)} → ${formatEuros(ahora.during)}; ` +
        `pago inicial ${formatEuros('0.00')} → ${formatEuros('49.00')}.`,
    );
    await saveScreenshot(page, 'configurador-plazos-precios-cambiados');

    await page.getByRole('button', { name: 'Guardar oferta' }).click();
    await expectSuccessSnackbar(page, 'Oferta editada correctamente');
    const guardada = await callApi(baseUrl, 'GET', `/api/atenciones/oferta/${ofertaId}/`, { token: admin });
    expect(guardada.body).toMatchObject({ precioTotal: ahora.during, preciosHoy: null });
    await expect.poll(() => aviso.count()).toBe(0);
  });

  it('shows a Comercial no control to edit the plan', async () => {
    const { page } = session();
    const paquete = await lineaConDispositivo(page, 'comercial');
    await expect.poll(() => paquete.innerText()).toContain('/mes · inicial');
    expect(await paquete.getByRole('button', { name: 'Editar el plan de cuotas' }).count()).toBe(0);
  });
});
