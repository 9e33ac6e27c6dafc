import { describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login } from '../support/session';
import { accessToken, createCliente, uniqueTag, uniqueTelefono } from '../support/telework-api';
import { expectSuccessSnackbar } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 31 §2 in Chromium: the demo Comercial finds Ofertas in the drawer, sees this month's
 * board with their new presented offer in Presentada, and moves it to Rechazada from its card by
 * the keyboard; the card changes column and the counts follow (decision 236).
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

/** "12 ofertas" in a column's heading, as a number. */
const cuenta = async (texto: Promise<string>) => Number((await texto).replace(/\D/g, ''));

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
      presentada: await cuenta(presentada.getByRole('heading', { level: 2 }).innerText()),
      rechazada: await cuenta(rechazada.getByRole('heading', { level: 2 }).innerText()),
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
    await expect
      .poll(() => cuenta(presentada.getByRole('heading', { level: 2 }).innerText()))
      .toBe(antes.presentada - 1);
    expect(await cuenta(rechazada.getByRole('heading', { level: 2 }).innerText())).toBe(antes.rechazada + 1);
    await saveScreenshot(page, 'pipeline-ofertas-movida');
  });
});
