import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import {
  createCatalogueItem,
  seedOfferCatalogue,
  workedPackages,
  type OfferCatalogueIds,
} from '../../../test/support/offer-catalogue';
import { insertCliente } from '../../../test/support/tenant-rows';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { pdfPageSize, pdfText } from '../../pdf/pdf-test-support';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let ids: OfferCatalogueIds;
let ofertaId: number;
/** An offer whose insurance of 4,99 € the rule before issue 29 printed as 6,03 €. */
let seguroId: number;

// A logo as a distributor's SuperAdmin uploads it: the document must carry it inline.
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" rx="6" fill="#1565c0"/><circle cx="20" cy="20" r="12" fill="#fff"/></svg>';
const BOUNDARY = 'logo-boundary';

async function uploadLogo(): Promise<void> {
  const token = (await login(app, tenant, 'superadmin')).access;
  const response = await app.inject({
    method: 'POST',
    url: `/api/distribuidores/distribuidor/${tenant.id}/logo/`,
    headers: { ...bearer(token, tenant.host), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="logo.svg"\r\nContent-Type: image/svg+xml\r\n\r\n${LOGO_SVG}\r\n--${BOUNDARY}--\r\n`,
    ),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

/**
 * An additional line of 10.70 (× 1.21 = 12.947 → 12.95) with the phone (15.00 a month, 49.00
 * first, 50.00 last) and the 4,99 € insurance (6.0379 → 6.04): 33.9849 → 33.98, a cent under its
 * lines; with the worked main package (41.3711 → 41.37) the total is 75.356 → 75.36, a cent over.
 */
async function saveOfertaConSeguro(ids: OfferCatalogueIds, cliente: number): Promise<number> {
  const linea = await createCatalogueItem(call, 'adicionales', {
    name: 'Línea 10,70',
    price_value: '10.70',
    operator: 'A',
    segment: 'PARTICULAR',
  });
  await createCatalogueItem(call, 'installment', {
    terminal: ids.phone,
    object_id: linea,
    installment_type: 'adicional',
    initial_price: '49.00',
    month_price: '15.00',
    final_price: '50.00',
    cuotas: 24,
  });
  const seguro = await createCatalogueItem(call, 'seguros', {
    name: 'Seguro 4,99',
    operator: 'A',
    price: '4.99',
  });
  const created = await call('comercial', 'POST', '/api/atenciones/entradas/', {
    cliente,
    tipo: 'OFERTA',
    oferta: {
      paquetes: [
        workedPackages(ids)[0],
        { tipoLinea: 'LINEA_ADICIONAL', tarifa: linea, cacharro: ids.phone, seguro },
      ],
      precioAnterior: '62.30',
    },
  });
  if (created.statusCode !== 201) throw new Error(JSON.stringify(created.json()));
  return created.json().oferta.id;
}

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  ids = await seedOfferCatalogue(call);
  const cliente = await insertCliente(database, tenant.id, {
    nombre: 'Lucía Fernández Ortega',
    documento: '12345678Z',
    tipoDocumento: 'DNI',
    telefonos: ['612345678'],
    direccion: 'Calle Feria 12',
    cp: '41003',
    localidad: 'Sevilla',
    comercialId: tenant.accounts.comercial.id,
    segmento: 'PARTICULAR',
  });
  const created = await call('comercial', 'POST', '/api/atenciones/entradas/', {
    cliente,
    tipo: 'OFERTA',
    oferta: { paquetes: workedPackages(ids), precioAnterior: '90.00' },
  });
  if (created.statusCode !== 201) throw new Error(JSON.stringify(created.json()));
  ofertaId = created.json().oferta.id;
  seguroId = await saveOfertaConSeguro(ids, cliente);
  await uploadLogo();
  // Issue 29 §5: the legal data its Admin records, printed in the header.
  const legales = await call('admin', 'PUT', '/api/distribuidores/datos-legales/', {
    razon_social: 'Distribuciones Prueba, S.L.',
    cif: 'B12345674',
    direccion: 'Calle Feria 1',
    codigo_postal: '41003',
    localidad: 'Sevilla',
  });
  if (legales.statusCode !== 200) throw new Error(legales.body);
  await database.owner
    .update(accounts)
    .set({ email: 'comercial@distribuidor.example', numerosContacto: ['600111222'] })
    .where(and(eq(accounts.tenantId, tenant.id), eq(accounts.id, tenant.accounts.comercial.id)));
});

afterAll(() => app.close());

describe('GET /api/utils/generate-oferta-html/{id}', () => {
  it('answers the saved offer as printable HTML, priced as saved, and loading nothing', async () => {
    const response = await call('comercial', 'GET', `/api/utils/generate-oferta-html/${ofertaId}`);
    expect(response.statusCode).toBe(200);
    const raw = response as unknown as { headers: Record<string, string>; body: string };
    expect(raw.headers['content-type']).toContain('text/html');
    expect(raw.headers['content-security-policy']).toContain("default-src 'none'");
    const html = raw.body;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('Lucía Fernández Ortega');
    expect(html).toContain('74,46 €/mes');
    expect(html).toContain('<th class="importe">Después de 3 meses</th>');
    expect(html).toContain('78,96 €/mes');
    expect(html).toContain('Promoción: 5&nbsp;€ 3 meses (3 meses)');
    expect(html).toContain('IVA (Península, 21 %)');
    // 90.00 − 74.46 = 15.54 a month, 186.48 a year.
    expect(html).toContain(
      'Con esta oferta ahorra 15,54 €/mes respecto a lo que paga hoy (186,48 € al año).',
    );
  });

  it('names the distributor with its uploaded logo, the commercial with their contact, and labels, not codes', async () => {
    const { body: html } = await call('comercial', 'GET', `/api/utils/generate-oferta-html/${ofertaId}`);
    expect(html).toContain(
      `<img src="data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}"`,
    );
    expect(html).toContain(`<div class="nombre">Prueba ${tenant.subdomain}</div>`);
    expect(html).toContain(
      '<div class="legal">Distribuciones Prueba, S.L. · CIF/NIF B12345674<br>Calle Feria 1, 41003 Sevilla</div>',
    );
    expect(html).toContain(
      '<strong>Comercial Prueba</strong><br>Correo: comercial@distribuidor.example<br>Teléfono: 600111222',
    );
    expect(html).toContain('DNI: 12345678Z');
    expect(html).toContain('Segmento: Particular');
    expect(html).toContain('<div class="sub">Línea principal</div>');
    expect(html).not.toContain('PARTICULAR');
    expect(html).toContain('<div class="firma">Firma del comercial (Comercial Prueba)</div>');
  });

  it('prints the 4,99 € insurance at 6,04 €, the devices with their initial payments, and each rounding cent', async () => {
    const { body: html } = await call('comercial', 'GET', `/api/utils/generate-oferta-html/${seguroId}`);
    expect(html).toContain('<tr><td>Seguro: Seguro 4,99</td><td class="importe">6,04 €</td></tr>');
    expect(html).toContain('<tr><td>Ajuste por redondeo</td><td class="importe">-0,01 €</td></tr>');
    expect(html).toContain(
      '<tr class="total"><td>Total del paquete</td><td class="importe">33,98 €/mes</td></tr>',
    );
    expect(html).toContain(
      '<tr><td>Ajuste por redondeo</td><td class="importe">0,01 €</td><td class="importe">0,01 €</td></tr>',
    );
    expect(html).toContain('<tr class="total"><td>Total mensual</td><td class="importe">75,36 €/mes</td>');
    // The number of instalments the catalogue records for the device (issue 29 §5).
    expect(html).toContain('<th class="importe">N.º de cuotas</th>');
    expect(html).toContain(
      '<td class="importe">24</td><td class="importe">15,00 €</td><td class="importe">49,00 €</td><td class="importe">50,00 €</td>',
    );
    expect(html).toContain('Pagos iniciales: <strong>49,00 €</strong> (una sola vez)');
    // 62.30 − 75.36: the offer costs 13.06 more a month, 156.72 a year.
    expect(html).toContain('Esta oferta cuesta 13,06 €/mes más que lo que paga hoy (156,72 € al año).');
    expect(html).not.toContain('-13,06');
  });

  it("is a 404 for another agent's, another tenant's or an unknown offer", async () => {
    const managersCliente = await insertCliente(database, tenant.id, {
      nombre: 'De otro',
      comercialId: tenant.accounts.manager.id,
    });
    const managers = await call('manager', 'POST', '/api/atenciones/entradas/', {
      cliente: managersCliente,
      tipo: 'OFERTA',
      oferta: { paquetes: [{ tarifa: ids.tarifa }] },
    });
    const managersOferta = managers.json().oferta.id;
    expect(
      (await call('comercial', 'GET', `/api/utils/generate-oferta-html/${managersOferta}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('comercial', 'GET', `/api/utils/generate-oferta-pdf/${managersOferta}`)).statusCode,
    ).toBe(404);
    expect((await call('comercial', 'GET', '/api/utils/generate-oferta-html/99999999')).statusCode).toBe(404);
    expect((await call('comercial', 'GET', '/api/utils/generate-oferta-html/uno')).statusCode).toBe(400);
    const other = await createTestTenant(database);
    const otherToken = (await login(app, other, 'manager')).access;
    const foreign = await app.inject({
      url: `/api/utils/generate-oferta-html/${ofertaId}`,
      headers: bearer(otherToken, other.host),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /api/utils/generate-oferta-pdf/{id}', () => {
  it("is a real A4 PDF holding the customer's name and the total", async () => {
    const response = await app.inject({
      url: `/api/utils/generate-oferta-pdf/${seguroId}`,
      headers: bearer((await login(app, tenant, 'comercial')).access, tenant.host),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Lucía Fernández Ortega');
    expect(text).toContain('75,36 €/mes');
    expect(text).toContain('CIF/NIF B12345674');
    expect(pdfPageSize(pdf)).toContain('(A4)');
    // For a person to look at (pdftoppm -png -r 60 -f 1 -l 1 <file> <prefix>).
    if (process.env.OFFER_PDF_OUT) writeFileSync(process.env.OFFER_PDF_OUT, pdf);
  });
});
