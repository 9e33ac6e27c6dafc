import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login } from '../support/session';
import { accessToken, createCliente, uniqueTag, uniqueTelefono } from '../support/telework-api';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 31 §3 in Chromium: an Admin points the distributor at a real SMTP server (started here,
 * on 127.0.0.1), and the demo Comercial sends a Pendiente offer from the configurator's "Enviar
 * por correo". The server receives the PDF from the distributor's address under the template's
 * subject, and the screen says the offer became Presentada. (Reply-To, the agent's own address, is
 * checked by the API's tests: the demo Comercial has none.)
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const recibidos: string[] = [];
let smtp: SMTPServer;
let puerto = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (parte: Buffer) => partes.push(parte));
      stream.on('end', () => {
        recibidos.push(Buffer.concat(partes).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  puerto = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** A Pendiente offer of the demo Comercial for a new customer of theirs who has an email. */
async function ofertaPendiente(nombre: string, email: string) {
  const token = await accessToken(baseUrl, 'comercial');
  const cliente = await createCliente(baseUrl, token, {
    nombre,
    email,
    telefonos_contacto: [uniqueTelefono()],
  });
  const tarifas = await callApi(
    baseUrl,
    'GET',
    '/api/servicios/tarifas/?operator=A&segment=PARTICULAR&is_active=true',
    {
      token,
    },
  );
  const [tarifa] = tarifas.body as { id: number }[];
  if (!tarifa) throw new Error(`GET tarifas answered ${tarifas.status}`);
  const entrada = await callApi(baseUrl, 'POST', '/api/atenciones/entradas/', {
    token,
    body: {
      cliente: cliente.id,
      tipo: 'OFERTA',
      oferta: {
        estado: 1,
        paquetes: [{ tipoLinea: 'LINEA_PRINCIPAL', tipoVenta: 'ALTA', tarifa: tarifa.id }],
      },
    },
  });
  if (entrada.status !== 201) throw new Error(`POST entradas answered ${entrada.status}`);
  return { clienteId: cliente.id, ofertaId: (entrada.body as { oferta: { id: number } }).oferta.id };
}

describe('Enviar por correo', () => {
  it("sends a Pendiente offer's PDF to the customer, which makes it Presentada", async () => {
    const admin = await accessToken(baseUrl, 'admin');
    const configurado = await callApi(baseUrl, 'PUT', '/api/distribuidores/correo/', {
      token: admin,
      body: {
        smtp: {
          host: '127.0.0.1',
          puerto,
          seguridad: 'ninguna',
          usuario: null,
          remitente_email: 'ofertas@distribuidor.example',
          remitente_nombre: 'Distribuidor de prueba',
        },
        plantilla: { asunto: 'Su oferta, {cliente}', cuerpo: 'Hola {cliente}, le adjuntamos la oferta.' },
      },
    });
    expect(configurado.status).toBe(200);

    const tag = uniqueTag();
    const email = `cliente.${tag}@example.com`;
    const { clienteId, ofertaId } = await ofertaPendiente(`Cliente del correo ${tag}`, email);
    const { page } = session();
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/offerconfigurator/${clienteId}?oferta=${ofertaId}`);
    await page.getByRole('button', { name: 'Enviar por correo' }).click();
    const dialogo = page.getByRole('dialog', { name: `Enviar la oferta n.º ${ofertaId} por correo` });
    expect(await dialogo.getByRole('textbox', { name: 'Para' }).inputValue()).toBe(email);
    await dialogo.getByRole('button', { name: 'Enviar' }).click();
    await dialogo
      .getByText(`Oferta enviada a ${email} La oferta ha pasado a Presentada.`)
      .waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'oferta-correo-enviada');

    const mensaje = recibidos.find((raw) => raw.includes(email));
    expect(mensaje).toBeDefined();
    expect(mensaje).toMatch(/^From: .*ofertas@distribuidor\.example/m);
    expect(mensaje).toMatch(/^Subject: Su oferta, Cliente del correo /m);
    expect(mensaje).toMatch(/application\/pdf/);
    await dialogo.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByText('Presentada').first().waitFor();
  });
});
