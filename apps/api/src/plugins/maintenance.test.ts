import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createTestTenant, login, type TestTenant } from '../../test/support/test-app';

let app: FastifyInstance;
let tenant: TestTenant;
let neighbour: TestTenant;

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  neighbour = await createTestTenant(created.database);
});

const setMaintenance = (access: string, maintenance: boolean) =>
  app.inject({
    method: 'PUT',
    url: `/api/distribuidores/distribuidor/${tenant.id}/`,
    headers: bearer(access, tenant.host),
    payload: { maintenance },
  });

describe('maintenance switch', () => {
  it('answers 503 to every call but the public tenant calls, only on that tenant, until lifted', async () => {
    const superadmin = await login(app, tenant, 'superadmin');
    const comercial = await login(app, tenant, 'comercial');
    expect((await setMaintenance(superadmin.access, true)).statusCode).toBe(200);

    const status = await app.inject({
      url: '/api/distribuidores/get-maintenance-status/',
      headers: { host: tenant.host },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ maintenance: true });
    const info = await app.inject({
      url: '/api/distribuidores/get-distribuidor-info/',
      headers: { host: tenant.host },
    });
    expect(info.statusCode).toBe(200);

    for (const request of [
      {
        method: 'GET' as const,
        url: '/api/cuentas/detalle/',
        headers: bearer(comercial.access, tenant.host),
      },
      { method: 'GET' as const, url: '/api/utils/opciones/', headers: bearer(comercial.access, tenant.host) },
      {
        method: 'POST' as const,
        url: '/api/token/',
        headers: { host: tenant.host },
        payload: { username: 'admin', password: 'x' },
      },
      {
        method: 'POST' as const,
        url: '/api/token-refresh/',
        headers: { host: tenant.host },
        payload: { refresh: comercial.refresh },
      },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.json()).toEqual({ detail: 'Estamos en mantenimiento, volvemos en breve.' });
    }

    const neighbourLogin = await login(app, neighbour, 'comercial');
    expect(neighbourLogin.access).toBeTruthy();

    expect((await setMaintenance(superadmin.access, false)).statusCode).toBe(200);
    const after = await app.inject({
      url: '/api/cuentas/detalle/',
      headers: bearer(comercial.access, tenant.host),
    });
    expect(after.statusCode).toBe(200);
  });

  it('can be switched only by a SuperAdmin, and only for their own tenant', async () => {
    const admin = await login(app, tenant, 'admin');
    expect((await setMaintenance(admin.access, true)).statusCode).toBe(403);
    const foreign = await login(app, neighbour, 'superadmin');
    const crossTenant = await app.inject({
      method: 'PUT',
      url: `/api/distribuidores/distribuidor/${tenant.id}/`,
      headers: bearer(foreign.access, neighbour.host),
      payload: { maintenance: true },
    });
    expect(crossTenant.statusCode).toBe(404);
    const status = await app.inject({
      url: '/api/distribuidores/get-maintenance-status/',
      headers: { host: tenant.host },
    });
    expect(status.json()).toEqual({ maintenance: false });
  });
});
