import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessSchema,
  coberturaResultadoSchema,
  geocodingSchema,
  ofertaSeguimientoSchema,
  SEGUIMIENTO_VISTAS,
  seguimientoSerieSchema,
  seguimientoTablaSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import { SLUGS_POR_DEFECTO } from '@ventas/domain/proveedores/proveedores';
import { bearer, createTestApp, login, type TestTenant } from '../../../test/support/test-app';
import {
  simulatorForTests,
  providerTenant,
  type TestSimulator,
} from '../../../test/support/provider-simulator';

const C = `/api/scraping/${SLUGS_POR_DEFECTO.c}`;
const D = `/api/scraping/${SLUGS_POR_DEFECTO.d}/management`;
const FECHAS = { since: '2026-10-01', until: '2026-10-31' };

let app: FastifyInstance;
let simulator: TestSimulator;
let grupoC: TestTenant;
let grupoD: TestTenant;
const tokens = {} as Record<'c' | 'd', string>;

beforeAll(async () => {
  simulator = await simulatorForTests();
  const created = await createTestApp(simulator.providers());
  app = created.app;
  grupoC = await providerTenant(app, created.database, ['C'], 'c');
  grupoD = await providerTenant(app, created.database, ['D'], 'd');
  tokens.c = (await login(app, grupoC, 'comercial')).access;
  tokens.d = (await login(app, grupoD, 'manager')).access;
});
afterAll(async () => {
  await app.close();
  await simulator.close();
});

const get = (quien: 'c' | 'd', url: string, query: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    query,
    headers: bearer(tokens[quien], (quien === 'c' ? grupoC : grupoD).host),
  });

describe("provider C: coverage with the second provider's form, and geocoding (issue 18)", () => {
  const direccion = { direccion: 'Calle Mayor 5', cp: '28013', localidad: 'Madrid', provincia: 'Madrid' };

  it('geocodes an address and answers its coverage with the coordinates', async () => {
    const geo = await get('c', `${C}/geocoding/`, direccion);
    expect(geo.statusCode, geo.body).toBe(200);
    const { lat, lng } = geocodingSchema.parse(geo.json());
    const cobertura = await get('c', `${C}/cliente/cobertura/`, {
      ...direccion,
      lat: String(lat),
      lng: String(lng),
    });
    expect(cobertura.statusCode, cobertura.body).toBe(200);
    expect(coberturaResultadoSchema.parse(cobertura.json()).tecnologias.length).toBeGreaterThan(0);
  });

  it('refuses a form without localidad and provincia, and coordinates out of range', async () => {
    expect(
      (await get('c', `${C}/cliente/cobertura/`, { direccion: 'Calle Mayor 5', cp: '28013' })).statusCode,
    ).toBe(400);
    expect((await get('c', `${C}/cliente/cobertura/`, { ...direccion, lat: '95' })).statusCode).toBe(400);
  });
});

describe('provider D: offers tracking, every call with since and until, answers under data (issue 18)', () => {
  it.each(SEGUIMIENTO_VISTAS)('answers the %s view', async (vista) => {
    const response = await get('d', `${D}/${vista}/`, FECHAS);
    expect(response.statusCode, response.body).toBe(200);
    const schema = vista === 'variables-graphic' ? seguimientoSerieSchema : seguimientoTablaSchema;
    expect(schema.safeParse(response.json()).success).toBe(true);
  });

  it('refuses a call without since and until, or with them the wrong way round', async () => {
    expect((await get('d', `${D}/tickets/`)).statusCode).toBe(400);
    expect((await get('d', `${D}/tickets/`, { since: '2026-10-31', until: '2026-10-01' })).statusCode).toBe(
      400,
    );
  });

  it.each(['2026-13-45', '2026-02-30', '0000-01-01'])(
    'refuses the impossible day %s with a 400 and never asks the provider',
    async (until) => {
      const vistas = async () => (await simulator.llamadas())['d.vista'] ?? 0;
      const before = await vistas();
      const response = await get('d', `${D}/tickets/`, { since: '2026-01-01', until });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toHaveProperty('until');
      expect(await vistas()).toBe(before);
      // The same call with a real day reaches the provider: the counter counts this route.
      expect((await get('d', `${D}/tickets/`, { since: '2026-01-01', until: '2026-01-31' })).statusCode).toBe(
        200,
      );
      expect(await vistas()).toBe(before + 1);
    },
  );

  it('passes the check-access denials on as they come, then the access', async () => {
    await simulator.denegaciones(2);
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(checkAccessSchema.parse((await get('d', `${D}/check-access/`, FECHAS)).json()));
    expect(answers.map((a) => a.data.access)).toEqual([false, false, true]);
  });

  it("answers an offer's detail, its offer and its PDF", async () => {
    const ofertas = seguimientoTablaSchema.parse(
      (await get('d', `${D}/seguimiento-ofertas-ofertas/`, FECHAS)).json(),
    );
    const id = String(ofertas.data.filas[0]?.id);
    for (const ruta of ['offer-detail', 'offer-detail-offer']) {
      const response = await get('d', `${D}/${ruta}/${id}/`, FECHAS);
      expect(response.statusCode, response.body).toBe(200);
      expect(ofertaSeguimientoSchema.parse(response.json()).data.id).toBe(id);
    }
    const pdf = await get('d', `${D}/download-pdf/${id}/`, FECHAS);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(`filename="Oferta_${id}.pdf"`);
  });
});
