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

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
});

describe('GET /api/utils/opciones/', () => {
  it('labels the document types as the export writes them (one table for both)', async () => {
    const { access } = await login(app, tenant, 'comercial');
    const response = await app.inject({ url: '/api/utils/opciones/', headers: bearer(access, tenant.host) });
    expect(response.statusCode).toBe(200);
    const tipos = (response.json() as Record<string, Array<{ value: string; label: string }>>)[
      'tipo_documento'
    ];
    expect(tipos).toContainEqual({ value: 'PASAPORTE', label: 'Pasaporte' });
    expect(tipos).toContainEqual({ value: 'DNI', label: 'DNI' });
  });
});

describe('GET /api/utils/model-query/?model=origenBBDD', () => {
  it('answers the rows origenesbd/ answers, in the same order, for a Comercial too', async () => {
    const admin = (await login(app, tenant, 'admin')).access;
    for (const nombre of ['Zeta web', 'Alfa feria'])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/servicios/origenesbd/',
            headers: bearer(admin, tenant.host),
            payload: { nombre },
          })
        ).statusCode,
      ).toBe(201);
    const comercial = (await login(app, tenant, 'comercial')).access;
    const model = await app.inject({
      url: '/api/utils/model-query/?model=origenBBDD',
      headers: bearer(comercial, tenant.host),
    });
    const catalogue = await app.inject({
      url: '/api/servicios/origenesbd/',
      headers: bearer(admin, tenant.host),
    });
    expect(model.statusCode).toBe(200);
    const names = (model.json() as Array<{ nombre: string }>).map((row) => row.nombre);
    expect(names).toEqual(expect.arrayContaining(['Alfa feria', 'Zeta web']));
    expect(names.indexOf('Alfa feria')).toBeLessThan(names.indexOf('Zeta web'));
    expect(model.json()).toEqual(catalogue.json());
  });
});
