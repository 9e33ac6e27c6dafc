import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login, logoutViaUserMenu } from '../support/session';
import { accessToken, createCliente, uniqueTag, uniqueTelefono } from '../support/telework-api';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Decision 218 on the Dashboard, in Chromium: under "Un manager confirma" the demo Manager reads
 * how many sale confirmations wait for them (one more once the demo Comercial, of their team,
 * asks for an activation) and the figure opens Administración · Declaración de ventas, where the
 * request is listed. The Comercial's dashboard says nothing of it. The request is rejected and the
 * distributor goes back to "El comercial activa" afterwards, as the other journeys expect.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const PHONE = { width: 390, height: 844 };
const AJUSTE = '/api/distribuidores/declaracion-ventas/';
const CUENTA = '/api/atenciones/ofertas/activaciones-pendientes/cuenta/';
let adminToken = '';
let managerToken = '';
let ofertaId = 0;

async function setModo(modo: string): Promise<void> {
  const response = await callApi(baseUrl, 'PUT', AJUSTE, { token: adminToken, body: { modo } });
  if (response.status !== 200) throw new Error(`PUT ${AJUSTE} answered ${response.status}`);
}

async function pendientesDelManager(): Promise<number> {
  const response = await callApi(baseUrl, 'GET', CUENTA, { token: managerToken });
  if (response.status !== 200) throw new Error(`GET ${CUENTA} answered ${response.status}`);
  return (response.body as { pendientes: number }).pendientes;
}

/**
 * The demo Comercial's request to activate a presented offer on a new customer of theirs, made
 * through the API (declarar-venta.e2e.ts makes one on screen).
 */
async function solicitudDelComercial(tag: string): Promise<number> {
  const tarifa = await callApi(baseUrl, 'POST', '/api/servicios/tarifas/', {
    token: adminToken,
    body: {
      name: `Fibra por confirmar ${tag}`,
      category: 'fixed_line',
      price_value: '30.00',
      operator: 'A',
      segment: 'PARTICULAR',
    },
  });
  if (tarifa.status !== 201) throw new Error(`POST tarifas answered ${tarifa.status}`);
  const comercialToken = await accessToken(baseUrl, 'comercial');
  const cliente = await createCliente(baseUrl, comercialToken, {
    nombre: `Cliente por confirmar ${tag}`,
    telefonos_contacto: [uniqueTelefono()],
  });
  const paquete = {
    tipoLinea: 'LINEA_PRINCIPAL',
    tipoVenta: 'ALTA',
    tarifa: (tarifa.body as { id: number }).id,
  };
  const entrada = await callApi(baseUrl, 'POST', '/api/atenciones/entradas/', {
    token: comercialToken,
    body: { cliente: cliente.id, tipo: 'OFERTA', oferta: { estado: 2, paquetes: [paquete] } },
  });
  if (entrada.status !== 201) throw new Error(`POST entradas answered ${entrada.status}`);
  const id = (entrada.body as { oferta: { id: number } }).oferta.id;
  const url = `/api/atenciones/oferta/${id}/`;
  const leida = await callApi(baseUrl, 'GET', url, { token: comercialToken });
  const paquetes = (leida.body as { paquetes: Array<Record<string, unknown>> }).paquetes.map((p) => ({
    id: p.id,
    tipoLinea: p.tipoLinea,
    tarifa: p.tarifa,
    cacharro: p.cacharro,
    seguro: p.seguro,
    svas: p.svas,
    lineasAsociadas: p.lineasAsociadas,
  }));
  // Under "Un manager confirma" the Comercial's move to Activada is a request; the offer stays.
  const pedida = await callApi(baseUrl, 'PUT', url, { token: comercialToken, body: { paquetes, estado: 4 } });
  const declaracion = (pedida.body as { declaracion?: { solicitud: unknown } }).declaracion;
  if (pedida.status !== 200 || !declaracion?.solicitud)
    throw new Error(`PUT ${url} answered ${pedida.status}: ${JSON.stringify(pedida.body)}`);
  return id;
}

beforeAll(async () => {
  adminToken = await accessToken(baseUrl, 'admin');
  managerToken = await accessToken(baseUrl, 'manager');
  await setModo('MANAGER_CONFIRMA');
});

afterAll(async () => {
  if (ofertaId)
    await callApi(baseUrl, 'POST', `/api/atenciones/oferta/${ofertaId}/activacion/rechazar/`, {
      token: adminToken,
      body: {},
    });
  await setModo('COMERCIAL_ACTIVA');
});

describe('the dashboard counts the sale confirmations waiting for a Manager', () => {
  it('shows one more once the Comercial asks, opens the list where it is answered, and tells the Comercial nothing', async () => {
    const antes = await pendientesDelManager();
    ofertaId = await solicitudDelComercial(uniqueTag());
    expect(await pendientesDelManager()).toBe(antes + 1);
    const texto = antes + 1 === 1 ? '1 venta por confirmar' : `${antes + 1} ventas por confirmar`;

    const { page } = session();
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/dashBoard`);
    const enlace = page.getByRole('link', { name: texto });
    await enlace.waitFor();
    await saveScreenshot(page, 'dashboard-confirmaciones-1280');
    // On a phone it stays on the title's line (its arrival moves nothing), inside the screen.
    await page.setViewportSize(PHONE);
    const caja = await enlace.boundingBox();
    const titulo = await page.getByRole('heading', { level: 1, name: 'Dashboard' }).boundingBox();
    if (caja === null || titulo === null) throw new Error('the link or the title is not laid out');
    expect(caja.x + caja.width).toBeLessThanOrEqual(PHONE.width);
    expect(caja.y).toBeLessThan(titulo.y + titulo.height);
    await saveScreenshot(page, 'dashboard-confirmaciones-390');

    await enlace.click();
    await page.waitForURL(
      (url) => url.pathname === '/ManagementBase' && url.searchParams.get('tab') === 'declaracion-ventas',
    );
    const tabla = page.getByRole('table', { name: 'Activaciones pendientes de confirmar' });
    await tabla.getByRole('link', { name: `Oferta n.º ${ofertaId}` }).waitFor();

    await logoutViaUserMenu(page);
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/dashBoard`);
    // Once the cards have their figures, nothing about confirmations is on the page.
    await page.getByRole('table', { name: 'Ranking de comerciales' }).waitFor();
    expect(await page.getByText(/por confirmar/).count()).toBe(0);
  });
});
