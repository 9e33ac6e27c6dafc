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
let tenantA: TestTenant;
let tenantD: TestTenant;

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenantA = await createTestTenant(created.database, { groups: ['A'] });
  tenantD = await createTestTenant(created.database, { groups: ['D', 'B'] });
});

describe('GET /api/cuentas/detalle/', () => {
  it.each([
    ['superadmin', 1],
    ['admin', 2],
    ['manager', 3],
    ['comercial', 4],
  ] as const)('describes %s with role %i and the tenant groups', async (username, roleId) => {
    const tokens = await login(app, tenantA, username);
    const response = await app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: bearer(tokens.access, tenantA.host),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isAdmin: false,
      rol: { id: roleId },
      nombre_completo: `${username[0]?.toUpperCase()}${username.slice(1)} Prueba`,
      username,
      id: tenantA.accounts[username].id,
      tenant_groups: [{ name: 'A' }],
      // Issue 29 §3: what the registry gives group A (its seeded default here).
      permisos: ['view_devicemanagement', 'view_liquidacion', 'view_tiendas', 'view_tutorials'],
      tipo_comercial: 'TIENDA',
      must_change_password: false,
      plataforma: false,
    });
  });

  it('lists every group of a tenant with several', async () => {
    const tokens = await login(app, tenantD, 'comercial');
    const response = await app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: bearer(tokens.access, tenantD.host),
    });
    expect(response.json().tenant_groups).toEqual([{ name: 'B' }, { name: 'D' }]);
  });
});
