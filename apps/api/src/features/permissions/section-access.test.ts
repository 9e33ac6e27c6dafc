import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REGISTRY_MESSAGES } from '@ventas/domain/permissions/registry-contract';
import { parsedRows } from '../../db/database';
import { ensurePlatformData, REGISTRY_MARK } from '../../db/seed/platform-data';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { privateTestDatabase, testDatabase } from '../../../test/support/test-database';

/**
 * Issue 29 §3: the registry's permissions switch sections on. A platform SuperAdmin grants a
 * group of its own the Tiendas permission and a distributor holding that group opens Tiendas on
 * its very next request; revoking shuts it again. Only the registry's groups A–D are shared with
 * other test files, so these tests grant and revoke on groups they create.
 */
let app: FastifyInstance;
let platform: TestTenant;
let asPlatform: Caller;
let asE: Caller;
let asA: Caller;
let asB: Caller;
let asOtherNew: Caller;
let groupE: { id: number; name: string };
let permissionIds: Record<string, number>;

const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

async function newGroup(name: string): Promise<{ id: number; name: string }> {
  const response = await asPlatform('superadmin', 'POST', '/api/groups/', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const grant = async (codenames: string[]) => {
  const response = await asPlatform('superadmin', 'PUT', `/api/groups/${groupE.id}/`, {
    name: groupE.name,
    permissions: codenames.map((codename) => permissionIds[codename]),
  });
  expect(response.statusCode, response.body).toBe(200);
};

const detalle = async (caller: Caller) => (await caller('comercial', 'GET', '/api/cuentas/detalle/')).json();
const check = async (caller: Caller, name: string) =>
  (await caller('comercial', 'GET', `/api/get-group-permissions?permission_name=${name}`)).json();

beforeAll(async () => {
  const database = await testDatabase();
  platform = await createTestTenant(database, { groups: [] });
  ({ app } = await createTestApp({ platformTenant: platform.subdomain }));
  asPlatform = await callerFor(app, platform);
  groupE = await newGroup(unique('E'));
  const otherNew = await newGroup(unique('F'));
  const list = (await asPlatform('superadmin', 'GET', '/api/permissions/')).json() as Array<{
    id: number;
    codename: string;
  }>;
  permissionIds = Object.fromEntries(list.map((p) => [p.codename, p.id]));
  asE = await callerFor(app, await createTestTenant(database, { groups: [groupE.name] }));
  asA = await callerFor(app, await createTestTenant(database, { groups: ['A'] }));
  asB = await callerFor(app, await createTestTenant(database, { groups: ['B'] }));
  asOtherNew = await callerFor(app, await createTestTenant(database, { groups: [otherNew.name] }));
});
afterAll(() => app.close());

describe('a group of the platform’s own switches a section on and off (issue 29 §3)', () => {
  it('keeps Tiendas shut to a group-E distributor until its group holds the permission', async () => {
    expect((await asE('comercial', 'GET', '/api/tiendas/')).statusCode).toBe(403);
    const before = await detalle(asE);
    expect(before.tenant_groups).toEqual([{ name: groupE.name }]);
    expect(before.permisos).toEqual([]);
    expect(await check(asE, 'view_tiendas')).toEqual({
      permission_name: 'view_tiendas',
      groups: ['A'],
      allowed: false,
    });
  });

  it('opens Tiendas on the next request once granted, under the same role rules', async () => {
    await grant(['view_tiendas']);
    expect((await asE('comercial', 'GET', '/api/tiendas/')).statusCode).toBe(200);
    expect((await detalle(asE)).permisos).toEqual(['view_tiendas']);
    expect(await check(asE, 'view_tiendas')).toEqual({
      permission_name: 'view_tiendas',
      groups: ['A', groupE.name].sort(),
      allowed: true,
    });
    // The section's role rules still hold: a Comercial reads, an Admin writes.
    const body = {
      nombre: 'Tienda E',
      direccion: 'Calle E 1',
      cp: '28001',
      localidad: 'Madrid',
      activa: true,
    };
    expect((await asE('comercial', 'POST', '/api/tiendas/', body)).statusCode).toBe(403);
    const created = await asE('admin', 'POST', '/api/tiendas/', body);
    expect(created.statusCode, created.body).toBe(201);
    // Only that section: Tutoriales, Liquidación, RetailX stay shut.
    expect((await asE('comercial', 'GET', '/api/tutoriales/')).statusCode).toBe(403);
    expect((await asE('admin', 'GET', '/api/retailx/')).statusCode).toBe(403);
  });

  it('leaves every other distributor as it was', async () => {
    expect((await asA('comercial', 'GET', '/api/tiendas/')).statusCode).toBe(200);
    expect((await asB('comercial', 'GET', '/api/tiendas/')).statusCode).toBe(403);
    expect((await asOtherNew('comercial', 'GET', '/api/tiendas/')).statusCode).toBe(403);
    expect((await detalle(asOtherNew)).permisos).toEqual([]);
    // Group E's stores are its own: group A's distributor does not see them.
    const stores = (await asA('comercial', 'GET', '/api/tiendas/')).json() as Array<{ nombre: string }>;
    expect(stores.map((s) => s.nombre)).not.toContain('Tienda E');
  });

  it('shuts Tiendas again on the next request once revoked', async () => {
    await grant([]);
    expect((await asE('comercial', 'GET', '/api/tiendas/')).statusCode).toBe(403);
    expect((await asE('admin', 'GET', '/api/tiendas/')).statusCode).toBe(403);
    expect((await detalle(asE)).permisos).toEqual([]);
    expect((await check(asE, 'view_tiendas')).allowed).toBe(false);
  });

  it('switches RetailX on for a group E too, but never group D’s offers tracking', async () => {
    await grant(['view_retailx']);
    expect((await asE('comercial', 'GET', '/api/retailx/')).statusCode).not.toBe(403);
    expect((await detalle(asE)).permisos).toEqual(['view_retailx']);
    await grant([]);
    expect((await asE('comercial', 'GET', '/api/retailx/')).statusCode).toBe(403);
  });
});

describe('the section permissions are kept (issue 29 §3)', () => {
  it('lets their name change, never their code, and never deletes them', async () => {
    const id = permissionIds['view_tiendas'];
    const renamed = await asPlatform('superadmin', 'PUT', `/api/permissions/${id}/`, {
      name: 'Puede ver las tiendas',
      codename: 'view_tiendas',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const recode = await asPlatform('superadmin', 'PUT', `/api/permissions/${id}/`, {
      name: 'Puede ver tiendas',
      codename: 'view_tiendas_2',
    });
    expect(recode.statusCode).toBe(400);
    expect(recode.json()).toEqual({ codename: [REGISTRY_MESSAGES.permisoDeSeccion] });
    const deleted = await asPlatform('superadmin', 'DELETE', `/api/permissions/${id}/`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ detail: REGISTRY_MESSAGES.permisoDeSeccion });
    const restored = await asPlatform('superadmin', 'PUT', `/api/permissions/${id}/`, {
      name: 'Puede ver tiendas',
      codename: 'view_tiendas',
    });
    expect(restored.statusCode).toBe(200);
    expect((await asA('comercial', 'GET', '/api/tiendas/')).statusCode).toBe(200);
  });

  it('answers hostile input with a 4xx', async () => {
    const put = (payload: unknown) => asPlatform('superadmin', 'PUT', `/api/groups/${groupE.id}/`, payload);
    for (const payload of [
      { name: groupE.name, permissions: ['view_tiendas'] },
      { name: groupE.name, permissions: [2 ** 31] },
      { name: groupE.name, permissions: [-1] },
      { name: groupE.name, permissions: 'view_tiendas' },
      { name: groupE.name, permissions: [permissionIds['view_tiendas']], extra: true },
    ]) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await put({ name: groupE.name, permissions: [99_999_999] })).json()).toEqual({
      permissions: [`${REGISTRY_MESSAGES.permisoDesconocido} (99999999)`],
    });
    for (const query of ['', '?permission_name=', `?permission_name=${'x'.repeat(101)}`]) {
      const response = await asE('comercial', 'GET', `/api/get-group-permissions${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    // A distributor's SuperAdmin cannot grant its own group anything.
    const own = await asE('superadmin', 'PUT', `/api/groups/${groupE.id}/`, {
      name: groupE.name,
      permissions: [permissionIds['view_tiendas']],
    });
    expect(own.statusCode).toBe(403);
    expect((await asE('comercial', 'GET', '/api/tiendas/')).statusCode).toBe(403);
  });
});

describe('the platform data seeds the defaults once (issue 29 §3)', () => {
  it('grants A–D their sections on the upgrade, and never undoes a revoke on a later start', async () => {
    const database = await privateTestDatabase();
    try {
      const db = database.owner;
      const holders = async (codename: string) =>
        parsedRows(
          await db.execute(sql`
            SELECT g.name FROM groups g JOIN group_permissions gp ON gp.group_id = g.id
            JOIN permissions p ON p.id = gp.permission_id WHERE p.codename = ${codename} ORDER BY g.name`),
          z.object({ name: z.string() }),
        ).map((row) => row.name);
      const revoke = (codename: string) =>
        db.execute(sql`
          DELETE FROM group_permissions WHERE permission_id = (SELECT id FROM permissions WHERE codename = ${codename})`);
      expect(await holders('view_tiendas')).toEqual(['A']);
      expect(await holders('view_retailx')).toEqual(['D']);

      await revoke('view_tiendas');
      await ensurePlatformData(database);
      expect(await holders('view_tiendas')).toEqual([]);

      // A database from before the registry drove sections: its starts granted the defaults each
      // time, so the upgrade's start grants them once more (nobody loses access on upgrade).
      await db.execute(sql`COMMENT ON TABLE group_permissions IS NULL`);
      await ensurePlatformData(database);
      expect(await holders('view_tiendas')).toEqual(['A']);
      const mark = await db.execute(
        sql`SELECT obj_description('group_permissions'::regclass, 'pg_class') AS m`,
      );
      expect(parsedRows(mark, z.object({ m: z.string().nullable() }))[0]?.m).toBe(REGISTRY_MARK);

      // A section permission the code adds later starts with its default groups.
      await db.execute(sql`DELETE FROM permissions WHERE codename = 'view_retailx'`);
      await revoke('view_tiendas');
      await ensurePlatformData(database);
      expect(await holders('view_retailx')).toEqual(['D']);
      expect(await holders('view_tiendas')).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
