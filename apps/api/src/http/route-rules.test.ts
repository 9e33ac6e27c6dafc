import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from '@ventas/domain/permissions/access-rule';
import { testDatabase } from '../../test/support/test-database';
import { bearer, createTestApp, createTestTenant, login, type TestTenant } from '../../test/support/test-app';
import { isApiDocsRoute } from '../plugins/openapi';

let app: FastifyInstance;
let tenant: TestTenant;
let platform: TestTenant;
const tokens: Record<string, string> = {};
const platformTokens: Record<string, string> = {};
/** Issue 29 §3: the permissions the registry gives the walked tenant's groups, as the server reads them. */
let permissions: string[] = [];

beforeAll(async () => {
  const database = await testDatabase();
  // Group C only: every group-gated rule for A or D must then refuse even a SuperAdmin.
  tenant = await createTestTenant(database, { groups: ['C'] });
  // The platform distributor (decision 134): the only host where `platform` routes let anyone in.
  platform = await createTestTenant(database, { groups: ['C'] });
  app = (await createTestApp({ platformTenant: platform.subdomain })).app;
  for (const username of ['superadmin', 'admin', 'manager', 'comercial'] as const) {
    tokens[username] = (await login(app, tenant, username)).access;
    platformTokens[username] = (await login(app, platform, username)).access;
  }
  const detalle = await app.inject({
    method: 'GET',
    url: '/api/cuentas/detalle/',
    headers: bearer(tokens['superadmin'] ?? '', tenant.host),
  });
  permissions = (detalle.json() as { permisos: string[] }).permisos;
});

const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999');
const ROLE_OF: Record<string, 1 | 2 | 3 | 4> = { superadmin: 1, admin: 2, manager: 3, comercial: 4 };

describe('every API route', () => {
  it('declares an access rule', () => {
    const apiRoutes = app.routeCatalog.filter((route) => route.url.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThan(5);
    const withoutRule = apiRoutes
      .filter((route) => !route.access)
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutRule).toEqual([]);
  });

  // The /api/docs routes (plugins/openapi.ts) serve the reference's HTML, scripts and the
  // document itself, not JSON calls: they are left out of the document and of this check only;
  // they still declare an access rule and go through the walks below.
  it('declares a response schema, except the one call that streams a file and the API docs', () => {
    const streamsFile = ['GET /api/utils/get-xlsx-files/'];
    const withoutSchema = app.routeCatalog
      .filter(
        (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && !isApiDocsRoute(route.url),
      )
      .filter((route) => route.responses.length === 0)
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutSchema).toEqual(streamsFile);
  });

  it('refuses anonymous callers with 401 unless public', async () => {
    for (const route of app.routeCatalog.filter(
      (r) => r.url.startsWith('/api') && r.access?.kind === 'authenticated',
    )) {
      if (route.method === 'HEAD') continue;
      const response = await app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { host: tenant.host },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses each role its rule excludes with 403, and lets through the roles it includes', async () => {
    for (const route of app.routeCatalog.filter(
      (r) => r.url.startsWith('/api') && r.access?.kind === 'authenticated',
    )) {
      if (route.method === 'HEAD' || route.access?.kind !== 'authenticated') continue;
      for (const [username, roleId] of Object.entries(ROLE_OF)) {
        const byRole = canAccess({ roleId, isAdmin: false, groups: ['C'], permissions }, route.access.rule);
        const hosts = [
          { who: tenant, token: tokens[username], allowed: byRole && !route.access.platform },
          // Platform routes are walked again on the platform's host, where the rule's roles pass.
          ...(route.access.platform
            ? [{ who: platform, token: platformTokens[username], allowed: byRole }]
            : []),
        ];
        for (const { who, token, allowed } of hosts) {
          const response = await app.inject({
            method: route.method as 'GET',
            url: concreteUrl(route.url),
            headers: bearer(token ?? '', who.host),
          });
          const label = `${route.method} ${route.url} as ${username} on ${who === platform ? 'the platform' : 'a distributor'}`;
          if (allowed) expect(response.statusCode, label).not.toBe(403);
          else expect(response.statusCode, label).toBe(403);
          expect(response.statusCode, label).toBeLessThan(500);
        }
      }
    }
  });
});
