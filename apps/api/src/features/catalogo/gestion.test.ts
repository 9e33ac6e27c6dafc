import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { insertGestion } from '../../../test/support/tenant-rows';

let app: FastifyInstance;
let tenant: TestTenant;
let token: string;
let comercialToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  const other = await createTestTenant(created.database);
  ids['portabilidad'] = await insertGestion(created.database, tenant.id, {
    name: 'Portabilidad',
    operator: 'A',
    tipoGestion: 'ALTA',
  });
  ids['baja'] = await insertGestion(created.database, tenant.id, { name: 'Baja de línea', isActive: false });
  ids['cambio'] = await insertGestion(created.database, tenant.id, { name: 'Cambio de titular' });
  await insertGestion(created.database, other.id, { name: 'Ajena' });
  token = (await login(app, tenant, 'manager')).access;
  comercialToken = (await login(app, tenant, 'comercial')).access;
});

const list = (query = '') =>
  app.inject({ method: 'GET', url: `/api/servicios/gestion/${query}`, headers: bearer(token, tenant.host) });
const names = (response: { json: () => unknown }) =>
  (response.json() as Array<{ name: string }>).map((g) => g.name);

describe('GET /api/servicios/gestion/', () => {
  it("lists the tenant's procedures by name", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: ids['baja'], name: 'Baja de línea', operator: null, tipo_gestion: null, is_active: false },
      { id: ids['cambio'], name: 'Cambio de titular', operator: null, tipo_gestion: null, is_active: true },
      { id: ids['portabilidad'], name: 'Portabilidad', operator: 'A', tipo_gestion: 'ALTA', is_active: true },
    ]);
  });

  it('filters by is_active as 1/0 or true/false', async () => {
    expect(names(await list('?is_active=1'))).toEqual(['Cambio de titular', 'Portabilidad']);
    expect(names(await list('?is_active=true'))).toEqual(['Cambio de titular', 'Portabilidad']);
    expect(names(await list('?is_active=0'))).toEqual(['Baja de línea']);
    expect(names(await list('?is_active=false'))).toEqual(['Baja de línea']);
  });

  it('shows a Comercial only the active ones, whatever is_active asks (decision 65)', async () => {
    for (const query of ['', '?is_active=0', '?is_active=1']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/servicios/gestion/${query}`,
        headers: bearer(comercialToken, tenant.host),
      });
      expect(names(response), query).toEqual(['Cambio de titular', 'Portabilidad']);
    }
  });

  it('answers 400 for any other is_active', async () => {
    for (const query of ['?is_active=si', '?is_active=', '?is_active=1&is_active=0']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toHaveProperty('is_active');
    }
  });
});

describe('GET /api/servicios/gestion/ as a paged list (the generic list)', () => {
  const page = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, query).toBe(200);
    return response.json() as {
      results: Array<{ name: string }>;
      count: number;
      current: number;
      count_exact: boolean;
    };
  };

  it('answers the page shape when page or itemsPerPage is sent', async () => {
    const first = await page('?page=1&itemsPerPage=2');
    expect(first).toMatchObject({ count: 3, current: 1, count_exact: true });
    expect(first.results.map((g) => g.name)).toEqual(['Baja de línea', 'Cambio de titular']);
    const second = await page('?itemsPerPage=2&page=2');
    expect(second.results.map((g) => g.name)).toEqual(['Portabilidad']);
  });

  it("answers 404 'Página inválida.' past the last page, and page 1 of an empty list", async () => {
    const past = await list('?page=3&itemsPerPage=2');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Página inválida.' });
    expect(await page('?page=1&search=nada')).toEqual({
      results: [],
      count: 0,
      current: 1,
      count_exact: true,
    });
  });

  it('searches by name, filters by declared filters and orders by a declared field', async () => {
    expect((await page('?page=1&search=titular')).results.map((g) => g.name)).toEqual(['Cambio de titular']);
    expect((await page('?page=1&operator=A')).results.map((g) => g.name)).toEqual(['Portabilidad']);
    expect((await page('?page=1&is_active=1&ordering=-name')).results.map((g) => g.name)).toEqual([
      'Portabilidad',
      'Cambio de titular',
    ]);
    expect(names(await list('?search=baja'))).toEqual(['Baja de línea']);
  });

  it('answers 400 for an unknown ordering or a page size past the maximum', async () => {
    for (const query of ['?ordering=password_hash', '?itemsPerPage=1000', '?page=0', '?page=0x1']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });
});
