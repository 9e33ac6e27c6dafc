import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import {
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
import { pdfText } from '../../pdf/pdf-test-support';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let ids: OfferCatalogueIds;
let ofertaId: number;

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
    expect(html).toContain('Después de 3 meses: <strong>78,96 €/mes');
    expect(html).toContain('Promoción: 5 € 3 meses (3 meses)');
    expect(html).toContain('IVA (Península, 21 %)');
    // 90.00 − 74.46 = 15.54 a month, 186.48 a year.
    expect(html).toContain('15,54 €/mes');
    expect(html).toContain('186,48 €');
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
  it("is a real PDF holding the customer's name and the total", async () => {
    const response = await app.inject({
      url: `/api/utils/generate-oferta-pdf/${ofertaId}`,
      headers: bearer((await login(app, tenant, 'comercial')).access, tenant.host),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Lucía Fernández Ortega');
    expect(text).toContain('74,46 €/mes');
    // For a person to look at (pdftoppm -png -r 60 -f 1 -l 1 <file> <prefix>).
    if (process.env.OFFER_PDF_OUT) writeFileSync(process.env.OFFER_PDF_OUT, pdf);
  });
});
