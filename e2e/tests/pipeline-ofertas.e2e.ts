import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login } from '../support/session';
import { accessToken, createCliente, uniqueTag, uniqueTelefono } from '../support/telework-api';
import { expectSuccessSnackbar, snackbar } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 31 §2 in Chromium: the demo Comercial finds Ofertas in the drawer, sees this month's
 * board with their new presented offer in Presentada, and moves it to Rechazada from its card by
 * the keyboard; the card changes column and the counts follow (decision 236). Then the mouse: the
 * card dragged onto Activada stays where it is and the screen says why; dragged onto Cancelada,
 * it moves there.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();

/** A presented offer of the demo Comercial on a new customer of theirs, made through the API. */
async function ofertaPresentada(nombre: string): Promise<number> {
  const comercialToken = await accessToken(baseUrl, 'comercial');
  const cliente = await createCliente(baseUrl, comercialToken, {
    nombre,
    telefonos_contacto: [uniqueTelefono()],
  });
  // One of the demo catalogue's tariffs: an offer holds at least one package with a tariff.
  const tarifas = await callApi(
    baseUrl,
    'GET',
    '/api/servicios/tarifas/?operator=A&segment=PARTICULAR&is_active=true',
    {
      token: comercialToken,
    },
  );
  const [tarifa] = tarifas.body as { id: number }[];
  if (tarifas.status !== 200 || !tarifa) throw new Error(`GET tarifas answered ${tarifas.status}`);
  const entrada = await callApi(baseUrl, 'POST', '/api/atenciones/entradas/', {
    token: comercialToken,
    body: {
      cliente: cliente.id,
      tipo: 'OFERTA',
      oferta: {
        estado: 2,
        paquetes: [{ tipoLinea: 'LINEA_PRINCIPAL', tipoVenta: 'ALTA', tarifa: tarifa.id }],
      },
    },
  });
  if (entrada.status !== 201)
    throw new Error(`POST entradas answered ${entrada.status}: ${JSON.stringify(entrada.body)}`);
  return (entrada.body as { oferta: { id: number } }).oferta.id;
}

/**
 * A mouse drag as a person makes it: press, move a little (a drag starts past a threshold), then
 * across to the target in steps, release.
 */
async function arrastrar(page: Page, desde: Locator, hasta: Locator) {
  // The board scrolls sideways and the page down: both ends must be on the screen.
  await desde.scrollIntoViewIfNeeded();
  const origen = await desde.boundingBox();
  const destino = await hasta.boundingBox();
  if (!origen || !destino) throw new Error('Card or column not on the screen');
  await page.mouse.move(origen.x + origen.width / 2, origen.y + 12);
  await page.mouse.down();
  await page.mouse.move(origen.x + origen.width / 2 + 10, origen.y + 22, { steps: 5 });
  await page.mouse.move(destino.x + destino.width / 2, destino.y + 40, { steps: 10 });
  await page.mouse.up();
}

/** "12 ofertas" in a column's heading, as a number. */
const cuenta = async (texto: Promise<string>) => Number((await texto).replace(/\D/g, ''));
/** A column's count, once the board's sums are in: the cards may come first, under "…". */
const cifra = (columna: Locator) => columna.getByRole('heading', { level: 2, name: /\d/ });

describe('Ofertas, the offers pipeline', () => {
  it('is found in the drawer and moves a card along an allowed transition', async () => {
    const { page } = session();
    const nombre = `Cliente del pipeline ${uniqueTag()}`;
    await ofertaPresentada(nombre);
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Ofertas' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Ofertas' }).waitFor();

    const presentada = page.getByRole('region', { name: /^Presentada/ });
    const rechazada = page.getByRole('region', { name: /^Rechazada/ });
    const tarjeta = presentada.getByRole('listitem').filter({ hasText: nombre });
    await tarjeta.waitFor();
    const antes = {
      presentada: await cuenta(cifra(presentada).innerText()),
      rechazada: await cuenta(cifra(rechazada).innerText()),
    };
    await saveScreenshot(page, 'pipeline-ofertas');

    await tarjeta.getByRole('button', { name: `Mover la oferta de ${nombre}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Mover a Rechazada' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Mover a Rechazada' }).press('Enter');
    await expectSuccessSnackbar(page, 'Oferta movida a Rechazada');
    await rechazada.getByRole('listitem').filter({ hasText: nombre }).waitFor();
    await expect.poll(() => tarjeta.count()).toBe(0);
    await expect.poll(() => cuenta(cifra(presentada).innerText())).toBe(antes.presentada - 1);
    expect(await cuenta(cifra(rechazada).innerText())).toBe(antes.rechazada + 1);
    await saveScreenshot(page, 'pipeline-ofertas-movida');

    const rechazadaTarjeta = rechazada.getByRole('listitem').filter({ hasText: nombre });
    await arrastrar(page, rechazadaTarjeta, page.getByRole('region', { name: /^Activada \d/ }));
    await snackbar(page, 'Una oferta rechazada no puede pasar a activada.').waitFor();
    expect(await rechazadaTarjeta.count()).toBe(1);

    // Columns side by side on the screen: a drag does not scroll the board.
    const cancelada = page.getByRole('region', { name: /^Cancelada/ });
    await arrastrar(page, rechazadaTarjeta, cancelada);
    await expectSuccessSnackbar(page, 'Oferta movida a Cancelada');
    await cancelada.getByRole('listitem').filter({ hasText: nombre }).waitFor();
    await expect.poll(() => rechazadaTarjeta.count()).toBe(0);
  });
});
