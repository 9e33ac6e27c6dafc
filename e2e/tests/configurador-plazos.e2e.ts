import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { priceOffer } from '@ventas/domain/ofertas/offer-pricing';
import { saveScreenshot, useBrowser } from '../support/browser';
import { createOfferCatalogue, type OfferCatalogue } from '../support/offer-api';
import { login } from '../support/session';
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
async function lineaConDispositivo(page: Page, username: 'admin' | 'comercial'): Promise<Locator> {
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
  await pickItem(page, paquete, 'Tarifa', catalogue.linea);
  await pickItem(page, paquete, 'Dispositivo', catalogue.dispositivo);
  return paquete;
}

const total = (page: Page) => page.getByLabel('Total mensual');

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

  it('shows a Comercial no control to edit the plan', async () => {
    const { page } = session();
    const paquete = await lineaConDispositivo(page, 'comercial');
    await expect.poll(() => paquete.innerText()).toContain('/mes · inicial');
    expect(await paquete.getByRole('button', { name: 'Editar el plan de cuotas' }).count()).toBe(0);
  });
});
