import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { createCatalogueItem } from '../../../test/support/offer-catalogue';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

let app: FastifyInstance;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let otherTenant: TestTenant;
let familia: number;
let otraFamilia: number;
let otro: number;

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  otherTenant = await createTestTenant(created.database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, otherTenant);
  familia = await createCatalogueItem(call, 'tipoobjetivo', { nombre: 'FIBRA' });
  otraFamilia = await createCatalogueItem(otherCall, 'tipoobjetivo', { nombre: 'AJENA' });
  otro = await otroComercial(created.database, tenant.id, 'otro');
});

const objetivo = (fields: Record<string, unknown> = {}) => ({
  comercial: tenant.accounts.comercial.id,
  familia,
  fecha: '2025-11',
  peso: '50.5',
  objetivo: 10,
  ...fields,
});

const mesDe = async (comercial: number, mes: string) =>
  (
    await call(
      'admin',
      'GET',
      `/api/calculadora/objetivo_mes/?comercial=${comercial}&month_year_updated_on=${mes}`,
    )
  ).json().objetivos;

describe('objectives: POST /api/calculadora/objetivos/, PUT and DELETE {id}/', () => {
  it('creates, updates and deletes an objective, the month kept as its first day', async () => {
    const created = await call('admin', 'POST', '/api/calculadora/objetivos/', objetivo());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      fecha: '2025-11',
      peso: '50.50',
      objetivo: '10.00',
      llave: false,
    });
    const id = created.json().id;
    const updated = await call(
      'admin',
      'PUT',
      `/api/calculadora/objetivos/${id}/`,
      objetivo({ llave: true, objetivo: '12.5' }),
    );
    expect(updated.json()).toMatchObject({ id, llave: true, objetivo: '12.50' });
    expect(await mesDe(tenant.accounts.comercial.id, '2025-11')).toHaveLength(1);
    expect((await call('admin', 'DELETE', `/api/calculadora/objetivos/${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `/api/calculadora/objetivos/${id}/`)).statusCode).toBe(404);
    expect((await call('admin', 'PUT', `/api/calculadora/objetivos/${id}/`, objetivo())).statusCode).toBe(
      404,
    );
  });

  it('keeps a family with objectives from being deleted (409), so the objectives stay', async () => {
    const propia = await createCatalogueItem(call, 'tipoobjetivo', { nombre: 'CON OBJETIVOS' });
    const body = objetivo({ familia: propia, fecha: '2025-09' });
    expect((await call('admin', 'POST', '/api/calculadora/objetivos/', body)).statusCode).toBe(201);
    const deleted = await call('admin', 'DELETE', `/api/servicios/tipoobjetivo/${propia}/`);
    expect(deleted.statusCode).toBe(409);
    expect(await mesDe(tenant.accounts.comercial.id, '2025-09')).toHaveLength(1);
  });

  it('refuses a second objective of the same family, commercial and month with 409', async () => {
    const body = objetivo({ fecha: '2025-10' });
    expect((await call('admin', 'POST', '/api/calculadora/objetivos/', body)).statusCode).toBe(201);
    const again = await call('admin', 'POST', '/api/calculadora/objetivos/', body);
    expect(again.statusCode).toBe(409);
    expect(await mesDe(tenant.accounts.comercial.id, '2025-10')).toHaveLength(1);
  });

  it('refuses invalid fields with 400 naming them', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ peso: 101 }, 'peso'],
      [{ peso: '1.234' }, 'peso'],
      [{ objetivo: -1 }, 'objetivo'],
      [{ fecha: '2025-13' }, 'fecha'],
      [{ fecha: '2025-11-01' }, 'fecha'],
      [{ llave: 'sí' }, 'llave'],
      [{ familia: 999_999 }, 'familia'],
      [{ familia: otraFamilia }, 'familia'],
      [{ comercial: otherTenant.accounts.comercial.id }, 'comercial'],
    ];
    for (const [fields, field] of cases) {
      const response = await call(
        'admin',
        'POST',
        '/api/calculadora/objetivos/',
        objetivo({ fecha: '2025-09', ...fields }),
      );
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()[field], JSON.stringify(fields)).toBeDefined();
    }
  });

  it('lets only Admin and above write objectives; another tenant cannot touch them', async () => {
    const body = objetivo({ fecha: '2025-08' });
    expect((await call('manager', 'POST', '/api/calculadora/objetivos/', body)).statusCode).toBe(403);
    expect((await call('comercial', 'POST', '/api/calculadora/objetivos/', body)).statusCode).toBe(403);
    const created = await call('superadmin', 'POST', '/api/calculadora/objetivos/', body);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await otherCall('admin', 'DELETE', `/api/calculadora/objetivos/${id}/`)).statusCode).toBe(404);
    expect(await mesDe(tenant.accounts.comercial.id, '2025-08')).toHaveLength(1);
  });
});

describe('POST /api/calculadora/copy-objetivos-next-month/', () => {
  it('copies every objective of the month into the next once, keeping what the next month has', async () => {
    const diciembre = (comercial: number, fields: Record<string, unknown> = {}) =>
      call(
        'admin',
        'POST',
        '/api/calculadora/objetivos/',
        objetivo({ comercial, fecha: '2024-12', ...fields }),
      );
    await diciembre(tenant.accounts.comercial.id, { llave: true });
    await diciembre(otro, { objetivo: 7 });
    const kept = await call(
      'admin',
      'POST',
      '/api/calculadora/objetivos/',
      objetivo({ comercial: otro, fecha: '2025-01', objetivo: 3 }),
    );
    expect(kept.statusCode).toBe(201);

    const first = await call('admin', 'POST', '/api/calculadora/copy-objetivos-next-month/', {
      month: 12,
      year: 2024,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: 'Objetivos copiados de diciembre a enero', copiados: 1 });
    const second = await call('admin', 'POST', '/api/calculadora/copy-objetivos-next-month/', {
      month: 12,
      year: 2024,
    });
    expect(second.json()).toEqual({ detail: 'Objetivos copiados de diciembre a enero', copiados: 0 });

    expect(await mesDe(tenant.accounts.comercial.id, '2025-01')).toMatchObject([
      { fecha: '2025-01', llave: true, peso: '50.50', objetivo: '10.00' },
    ]);
    expect(await mesDe(otro, '2025-01')).toMatchObject([{ objetivo: '3.00' }]);
    // Another tenant's copy of the same month writes nothing here.
    const crossing = await otherCall('admin', 'POST', '/api/calculadora/copy-objetivos-next-month/', {
      month: 12,
      year: 2024,
    });
    expect(crossing.json().copiados).toBe(0);
  });

  it("lets a Manager copy their team's objectives (and their own) only", async () => {
    for (const comercial of [tenant.accounts.comercial.id, otro]) {
      const created = await call(
        'admin',
        'POST',
        '/api/calculadora/objetivos/',
        objetivo({ comercial, fecha: '2023-05' }),
      );
      expect(created.statusCode).toBe(201);
    }
    const team = await call('admin', 'POST', '/api/cuentas/teams/', {
      dutty_manager: tenant.accounts.manager.id,
      commercial_id_arr: [tenant.accounts.comercial.id],
    });
    expect(team.statusCode).toBe(201);
    const copied = await call('manager', 'POST', '/api/calculadora/copy-objetivos-next-month/', {
      month: 5,
      year: 2023,
    });
    expect(copied.json()).toEqual({ detail: 'Objetivos copiados de mayo a junio', copiados: 1 });
    expect(await mesDe(tenant.accounts.comercial.id, '2023-06')).toHaveLength(1);
    expect(await mesDe(otro, '2023-06')).toEqual([]);
    await call('admin', 'DELETE', `/api/cuentas/teams/${team.json().id}/`);
  });

  it('refuses a bad month or year and a Comercial', async () => {
    for (const body of [
      { month: 13, year: 2024 },
      { month: 0, year: 2024 },
      { month: 1 },
      { month: '1', year: 2024 },
    ]) {
      const response = await call('admin', 'POST', '/api/calculadora/copy-objetivos-next-month/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await call('comercial', 'POST', '/api/calculadora/copy-objetivos-next-month/', {
          month: 1,
          year: 2024,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET/POST/DELETE /api/calculadora/factorcorrector/', () => {
  const lista = (fields: Record<string, unknown> = {}) => ({
    nombre: 'Lista',
    factor_details: [
      { porcentaje_maximo: 100, factor_corrector: 1 },
      { porcentaje_maximo: 80, factor_corrector: '0.5' },
    ],
    commercial_id_arr: [tenant.accounts.comercial.id],
    ...fields,
  });

  it('creates a list, replaces it, moves a commercial to another list and deletes it', async () => {
    const created = await call('admin', 'POST', '/api/calculadora/factorcorrector/', lista());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      factor_details: [
        { porcentaje_maximo: '80.00', factor_corrector: '0.5000' },
        { porcentaje_maximo: '100.00', factor_corrector: '1.0000' },
      ],
      commercial_id_arr: [tenant.accounts.comercial.id],
      commercials: [{ id: tenant.accounts.comercial.id, nombre: 'Comercial Prueba' }],
    });
    const replaced = await call(
      'admin',
      'POST',
      '/api/calculadora/factorcorrector/',
      lista({ id, nombre: 'Nueva', factor_details: [{ porcentaje_maximo: 999, factor_corrector: 2 }] }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id,
      nombre: 'Nueva',
      factor_details: [{ porcentaje_maximo: '999.00' }],
    });
    const second = await call(
      'admin',
      'POST',
      '/api/calculadora/factorcorrector/',
      lista({ nombre: 'Otra' }),
    );
    const listed = (await call('manager', 'GET', '/api/calculadora/factorcorrector/')).json();
    expect(listed.find((f: { id: number }) => f.id === id).commercial_id_arr).toEqual([]);
    expect(listed.find((f: { id: number }) => f.id === second.json().id).commercial_id_arr).toEqual([
      tenant.accounts.comercial.id,
    ]);
    expect((await otherCall('admin', 'GET', '/api/calculadora/factorcorrector/')).json()).toEqual([]);
    expect((await otherCall('admin', 'DELETE', `/api/calculadora/factorcorrector/${id}/`)).statusCode).toBe(
      404,
    );
    expect((await call('admin', 'DELETE', `/api/calculadora/factorcorrector/${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `/api/calculadora/factorcorrector/${id}/`)).statusCode).toBe(404);
  });

  it("takes the spec's form: no name (one is made up, a replaced list keeps its own) and commercials as read", async () => {
    const before = (await call('admin', 'GET', '/api/calculadora/factorcorrector/')).json().length;
    const spec = {
      factor_details: [{ porcentaje_maximo: 100, factor_corrector: 1 }],
      commercials: [],
      commercial_id_arr: [],
    };
    const created = await call('admin', 'POST', '/api/calculadora/factorcorrector/', spec);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().nombre).toBe(`Factor corrector ${before + 1}`);
    const replaced = await call('admin', 'POST', '/api/calculadora/factorcorrector/', {
      ...created.json(),
      factor_details: [{ porcentaje_maximo: 120, factor_corrector: '1.5' }],
      nombre: undefined,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      nombre: `Factor corrector ${before + 1}`,
      factor_details: [{ porcentaje_maximo: '120.00' }],
    });
  });

  it("deletes with the spec's path, the id in the query or in the body", async () => {
    const make = async () =>
      (
        await call('admin', 'POST', '/api/calculadora/factorcorrector/', lista({ commercial_id_arr: [] }))
      ).json().id as number;
    const porQuery = await make();
    const porBody = await make();
    expect(
      (await call('admin', 'DELETE', `/api/calculadora/factorcorrector/?id=${porQuery}`)).statusCode,
    ).toBe(204);
    expect(
      (await call('admin', 'DELETE', '/api/calculadora/factorcorrector/', { id: porBody })).statusCode,
    ).toBe(204);
    const ids = (await call('admin', 'GET', '/api/calculadora/factorcorrector/'))
      .json()
      .map((f: { id: number }) => f.id);
    expect(ids).not.toContain(porQuery);
    expect(ids).not.toContain(porBody);
    expect((await call('admin', 'DELETE', '/api/calculadora/factorcorrector/')).statusCode).toBe(400);
    expect(
      (await otherCall('admin', 'DELETE', `/api/calculadora/factorcorrector/?id=${await make()}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('manager', 'DELETE', `/api/calculadora/factorcorrector/?id=${porQuery}`)).statusCode,
    ).toBe(403);
  });

  it('refuses lists without bands, with bad numbers or foreign commercials, and non-admins', async () => {
    const bad = [
      lista({ factor_details: [] }),
      lista({ factor_details: [{ porcentaje_maximo: -1, factor_corrector: 1 }] }),
      lista({ factor_details: [{ porcentaje_maximo: 10, factor_corrector: '0.12345' }] }),
      lista({ commercial_id_arr: [otherTenant.accounts.comercial.id] }),
      lista({ nombre: '' }),
      lista({ id: 999_999 }),
    ];
    for (const body of bad) {
      const response = await call('admin', 'POST', '/api/calculadora/factorcorrector/', body);
      expect([400, 404], JSON.stringify(body)).toContain(response.statusCode);
    }
    expect((await call('manager', 'POST', '/api/calculadora/factorcorrector/', lista())).statusCode).toBe(
      403,
    );
    expect((await call('comercial', 'GET', '/api/calculadora/factorcorrector/')).statusCode).toBe(403);
  });
});

describe('GET/POST/DELETE /api/calculadora/reward/', () => {
  const reward = (fields: Record<string, unknown> = {}) => ({
    comercial: otro,
    fecha: '2025-06',
    bolsa: 500,
    reward: { reward_type: 'BOLSA_FIJA', amount: 300 },
    ...fields,
  });

  it("writes one row per commercial and month, and a Manager reads only their team's", async () => {
    const first = await call('admin', 'POST', '/api/calculadora/reward/', reward());
    expect(first.statusCode).toBe(200);
    const again = await call(
      'admin',
      'POST',
      '/api/calculadora/reward/',
      reward({ bolsa: 600, reward: null }),
    );
    expect(again.json()).toMatchObject({
      id: first.json().id,
      bolsa: '600.00',
      reward: null,
      bolsa_recomendado: '0.00',
    });
    const listed = (
      await call('admin', 'GET', '/api/calculadora/reward/?month_year_updated_on=2025-06')
    ).json();
    expect(listed).toHaveLength(1);
    expect((await call('manager', 'GET', '/api/calculadora/reward/')).json()).toEqual([]);
    const team = await call('admin', 'POST', '/api/cuentas/teams/', {
      dutty_manager: tenant.accounts.manager.id,
      commercial_id_arr: [otro],
    });
    expect((await call('manager', 'GET', '/api/calculadora/reward/')).json()).toHaveLength(1);
    await call('admin', 'DELETE', `/api/cuentas/teams/${team.json().id}/`);
    expect((await otherCall('admin', 'GET', '/api/calculadora/reward/')).json()).toEqual([]);
    expect((await call('admin', 'DELETE', `/api/calculadora/reward/${first.json().id}/`)).statusCode).toBe(
      204,
    );
    expect((await call('admin', 'DELETE', `/api/calculadora/reward/${first.json().id}/`)).statusCode).toBe(
      404,
    );
  });

  it("deletes with the spec's path, the id in the query or in the body", async () => {
    const porQuery = (
      await call('admin', 'POST', '/api/calculadora/reward/', reward({ fecha: '2025-01' }))
    ).json().id;
    const porBody = (
      await call('admin', 'POST', '/api/calculadora/reward/', reward({ fecha: '2025-02' }))
    ).json().id;
    expect((await otherCall('admin', 'DELETE', `/api/calculadora/reward/?id=${porQuery}`)).statusCode).toBe(
      404,
    );
    expect((await call('admin', 'DELETE', `/api/calculadora/reward/?id=${porQuery}`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', '/api/calculadora/reward/', { id: porBody })).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `/api/calculadora/reward/?id=${porBody}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', '/api/calculadora/reward/?id=abc')).statusCode).toBe(400);
  });

  it('refuses unknown reward types, foreign commercials and non-admin writes', async () => {
    for (const body of [
      reward({ reward: { reward_type: 'REGALO', amount: 1 } }),
      reward({ comercial: otherTenant.accounts.comercial.id }),
      reward({ recomendado: otherTenant.accounts.comercial.id }),
      reward({ bolsa: 'mucho' }),
      reward({ fecha: '2025-6' }),
    ]) {
      expect(
        (await call('admin', 'POST', '/api/calculadora/reward/', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await call('manager', 'POST', '/api/calculadora/reward/', reward())).statusCode).toBe(403);
    expect((await call('comercial', 'GET', '/api/calculadora/reward/')).statusCode).toBe(403);
  });
});

describe('/api/cuentas/teams/', () => {
  it('creates, lists, replaces and deletes a team; a manager leads one', async () => {
    const body = {
      dutty_manager: tenant.accounts.manager.id,
      commercial_id_arr: [otro, tenant.accounts.comercial.id, otro],
    };
    const created = await call('admin', 'POST', '/api/cuentas/teams/', body);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      dutty_manager: tenant.accounts.manager.id,
      dutty_manager_nombre: 'Manager Prueba',
      commercial_id_arr: [tenant.accounts.comercial.id, otro].sort((a, b) => a - b),
    });
    expect((await call('admin', 'POST', '/api/cuentas/teams/', body)).statusCode).toBe(409);
    const replaced = await call('admin', 'PUT', `/api/cuentas/teams/${id}/`, {
      ...body,
      commercial_id_arr: [otro],
    });
    expect(replaced.json().commercial_id_arr).toEqual([otro]);
    expect((await call('manager', 'GET', '/api/cuentas/teams/')).json()).toMatchObject([
      { id, commercial_id_arr: [otro] },
    ]);
    expect((await otherCall('admin', 'GET', '/api/cuentas/teams/')).json()).toEqual([]);
    expect(
      (
        await otherCall('admin', 'PUT', `/api/cuentas/teams/${id}/`, {
          dutty_manager: otherTenant.accounts.manager.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('admin', 'DELETE', `/api/cuentas/teams/${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `/api/cuentas/teams/${id}/`)).statusCode).toBe(404);
  });

  it('refuses foreign or unknown accounts and non-admin writes', async () => {
    for (const body of [
      { dutty_manager: otherTenant.accounts.manager.id, commercial_id_arr: [] },
      { dutty_manager: tenant.accounts.manager.id, commercial_id_arr: [otherTenant.accounts.comercial.id] },
      { dutty_manager: tenant.accounts.manager.id, commercial_id_arr: [0] },
      { commercial_id_arr: [otro] },
    ]) {
      expect(
        (await call('admin', 'POST', '/api/cuentas/teams/', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (await call('manager', 'POST', '/api/cuentas/teams/', { dutty_manager: tenant.accounts.manager.id }))
        .statusCode,
    ).toBe(403);
    expect((await call('comercial', 'GET', '/api/cuentas/teams/')).statusCode).toBe(403);
  });
});
