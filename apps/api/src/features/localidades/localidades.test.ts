import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';

let app: FastifyInstance;
let tenant: TestTenant;
let token: string;

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  token = (await login(app, tenant, 'comercial')).access;
});

const lookup = (query: string) =>
  app.inject({
    method: 'GET',
    url: `/api/utils/localidades-from-cp/?${query}`,
    headers: bearer(token, tenant.host),
  });

describe('GET /api/utils/localidades-from-cp/', () => {
  it('finds Madrid for 28001', async () => {
    const response = await lookup('cp=28001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cp: '28001',
      provincia: { codigo: '28', nombre: 'Madrid' },
      localidades: [
        { municipio_id: '28079', municipio: 'Madrid', provincia: 'Madrid', localidades: ['Madrid'] },
      ],
    });
  });

  it('returns every municipality of a code that spans several, each with its localities', async () => {
    const response = await lookup('cp=28189');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.provincia).toEqual({ codigo: '28', nombre: 'Madrid' });
    expect(body.localidades.map((m: { municipio: string }) => m.municipio)).toEqual([
      'El Atazar',
      'Patones',
      'Torremocha de Jarama',
    ]);
    expect(body.localidades[1]).toEqual({
      municipio_id: '28107',
      municipio: 'Patones',
      provincia: 'Madrid',
      localidades: ['Patones', 'Patones de Abajo', 'Patones de Arriba'],
    });
  });

  it('answers an empty list, with the province, for a well-formed code nobody uses', async () => {
    const response = await lookup('cp=28999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cp: '28999',
      provincia: { codigo: '28', nombre: 'Madrid' },
      localidades: [],
    });
  });

  it('trims the code it is given', async () => {
    expect((await lookup('cp=%2008001%20')).json()).toMatchObject({
      cp: '08001',
      provincia: { nombre: 'Barcelona' },
    });
  });

  it('answers 400 with the validator message for codes that are not Spanish postal codes', async () => {
    const cases: Array<[string, string]> = [
      ['cp=2800', 'El código postal debe tener 5 cifras'],
      ['cp=abcde', 'El código postal debe tener 5 cifras'],
      ['cp=', 'El código postal debe tener 5 cifras'],
      ['cp=53001', 'El código postal no corresponde a ninguna provincia (empieza por 01 a 52)'],
      ['cp=00001', 'El código postal no corresponde a ninguna provincia (empieza por 01 a 52)'],
      ['cp=__proto__', 'El código postal debe tener 5 cifras'],
    ];
    for (const [query, message] of cases) {
      const response = await lookup(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ cp: [message] });
    }
    for (const query of ['', `cp=${'1'.repeat(10_000)}`, 'cp=28001&cp=28002']) {
      const response = await lookup(query);
      expect(response.statusCode, query.slice(0, 30)).toBe(400);
      expect(response.json(), query.slice(0, 30)).toHaveProperty('cp');
    }
  });
});
