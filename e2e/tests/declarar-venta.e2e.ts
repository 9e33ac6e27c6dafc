import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../support/bbdd-screen';
import { saveScreenshot, useBrowser } from '../support/browser';
import { ofertaGuardada } from '../support/offer-api';
import { login, logoutViaUserMenu } from '../support/session';
import { accessToken, createCliente, uniqueTag, uniqueTelefono } from '../support/telework-api';
import { chooseOption, expectSuccessSnackbar } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 29 §5 in Chromium, "Declaración de ventas": under "Un manager confirma" the demo
 * Comercial moves their presented offer to Activada, which only requests the activation; their
 * Manager (the demo's team) finds it in Administración · Declaración de ventas, opens the offer
 * and confirms it, and the offer is then Activada. The distributor goes back to "El comercial
 * activa" afterwards, as the other journeys expect.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const AJUSTE = '/api/distribuidores/declaracion-ventas/';
let adminToken = '';

async function setModo(modo: string): Promise<void> {
  const response = await callApi(baseUrl, 'PUT', AJUSTE, { token: adminToken, body: { modo } });
  if (response.status !== 200) throw new Error(`PUT ${AJUSTE} answered ${response.status}`);
}

beforeAll(async () => {
  adminToken = await accessToken(baseUrl, 'admin');
  await setModo('MANAGER_CONFIRMA');
});

afterAll(async () => {
  await setModo('COMERCIAL_ACTIVA');
});

/** A presented offer of the demo Comercial on a new customer of theirs, made through the API. */
async function ofertaPresentada(tag: string): Promise<{ clienteId: number; ofertaId: number }> {
  const tarifa = await callApi(baseUrl, 'POST', '/api/servicios/tarifas/', {
    token: adminToken,
    body: {
      name: `Fibra declarada ${tag}`,
      category: 'fixed_line',
      price_value: '30.00',
      operator: 'A',
      segment: 'PARTICULAR',
    },
  });
  if (tarifa.status !== 201) throw new Error(`POST tarifas answered ${tarifa.status}`);
  const comercialToken = await accessToken(baseUrl, 'comercial');
  const cliente = await createCliente(baseUrl, comercialToken, {
    nombre: `Cliente declarado ${tag}`,
    telefonos_contacto: [uniqueTelefono()],
  });
  const entrada = await callApi(baseUrl, 'POST', '/api/atenciones/entradas/', {
    token: comercialToken,
    body: {
      cliente: cliente.id,
      tipo: 'OFERTA',
      oferta: {
        estado: 2,
        paquetes: [
          { tipoLinea: 'LINEA_PRINCIPAL', tipoVenta: 'ALTA', tarifa: (tarifa.body as { id: number }).id },
        ],
      },
    },
  });
  if (entrada.status !== 201)
    throw new Error(`POST entradas answered ${entrada.status}: ${JSON.stringify(entrada.body)}`);
  return { clienteId: cliente.id, ofertaId: (entrada.body as { oferta: { id: number } }).oferta.id };
}

describe('Declaración de ventas: the Comercial requests, the Manager confirms', () => {
  it('keeps the offer Presentada until the Manager of the team confirms the activation', async () => {
    const { page } = session();
    const tag = uniqueTag();
    const { clienteId, ofertaId } = await ofertaPresentada(tag);

    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/offerconfigurator/${clienteId}?oferta=${ofertaId}`);
    const camino = page.getByRole('region', { name: 'Camino de la venta' });
    await camino.getByText('Declaración de ventas: Un manager confirma').waitFor();
    await camino
      .getByText(
        'El comercial solicita la activación y el manager de su equipo o un administrador la confirma.',
      )
      .waitFor();
    const datos = page.getByRole('region', { name: 'Datos de la oferta' });
    await chooseOption(page, datos, 'Estado', 'Activada (solicitar activación)');
    await datos.getByText(/Al guardar se solicitará la activación/).waitFor();
    await page.keyboard.press('Control+s');
    await expectSuccessSnackbar(page, 'Oferta editada correctamente');
    await camino
      .getByText(/Activación solicitada \(activada\) por .* Pendiente de que la confirme/)
      .waitFor();
    expect(await camino.getByRole('button', { name: 'Confirmar activación' }).count()).toBe(0);
    await saveScreenshot(page, 'declarar-venta-comercial');
    // On a phone the path and the request stay readable.
    await page.setViewportSize(PHONE_VIEWPORT);
    await camino.getByText(/Activación solicitada/).waitFor();
    await saveScreenshot(page, 'declarar-venta-movil');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    expect((await ofertaGuardada(baseUrl, adminToken, ofertaId)).estado).toBe(2);

    await logoutViaUserMenu(page);
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/ManagementBase?tab=declaracion-ventas`);
    const tabla = page.getByRole('table', { name: 'Activaciones pendientes de confirmar' });
    const enlace = tabla.getByRole('link', { name: `Oferta n.º ${ofertaId}` });
    await enlace.waitFor();
    expect(await page.getByRole('radio', { name: /^Un manager confirma/ }).isChecked()).toBe(true);
    await saveScreenshot(page, 'declarar-venta-pendientes');
    await enlace.click();
    await page.waitForURL((url) => url.pathname === `/offerconfigurator/${clienteId}`);
    await camino.getByRole('button', { name: 'Confirmar activación' }).click();
    await expectSuccessSnackbar(page, 'Activación confirmada: la venta ya cuenta.');
    await expect
      .poll(() => datos.getByRole('combobox', { name: 'Estado', exact: true }).innerText())
      .toBe('Activada');
    await saveScreenshot(page, 'declarar-venta-confirmada');
    const oferta = await ofertaGuardada(baseUrl, adminToken, ofertaId);
    expect(oferta.estado).toBe(4);
  });
});
