import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_MESSAGES } from '@ventas/domain/permissions/registry-contract';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';

let app: FastifyInstance;
let platform: TestTenant;
let distributor: TestTenant;
let asPlatform: Caller;
let asDistributor: Caller;

const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  const database = await testDatabase();
  platform = await createTestTenant(database, { groups: [] });
  distributor = await createTestTenant(database, { groups: ['A'] });
  ({ app } = await createTestApp({ platformTenant: platform.subdomain }));
  asPlatform = await callerFor(app, platform);
  asDistributor = await callerFor(app, distributor);
});
afterAll(() => app.close());

describe('groups and permissions are the platform SuperAdmins’ alone', () => {
  it.each([
    ['GET', '/api/groups/'],
    ['POST', '/api/groups/'],
    ['PUT', '/api/groups/1/'],
    ['DELETE', '/api/groups/1/'],
    ['GET', '/api/permissions/'],
    ['POST', '/api/permissions/'],
    ['PUT', '/api/permissions/1/'],
    ['DELETE', '/api/permissions/1/'],
  ] as const)('a distributor’s SuperAdmin gets 403 on %s %s', async (method, url) => {
    const response = await asDistributor(
      'superadmin',
      method,
      url,
      method === 'GET' || method === 'DELETE' ? undefined : { name: 'X', codename: 'x' },
    );
    expect(response.statusCode).toBe(403);
  });

  it.each(['admin', 'manager', 'comercial'] as const)('a platform %s gets 403 on the list', async (role) => {
    expect((await asPlatform(role, 'GET', '/api/groups/')).statusCode).toBe(403);
  });

  it('lists the four groups with the permissions they hold', async () => {
    const response = await asPlatform('superadmin', 'GET', '/api/groups/');
    expect(response.statusCode).toBe(200);
    const groupA = response.json().find((group: { name: string }) => group.name === 'A');
    const permissions = (await asPlatform('superadmin', 'GET', '/api/permissions/')).json();
    const liquidacion = permissions.find((p: { codename: string }) => p.codename === 'view_liquidacion');
    expect(groupA.permissions).toContain(liquidacion.id);
  });
});

describe('the platform edits the registry', () => {
  it('creates a permission and a group holding it, renames it and deletes both', async () => {
    const codename = unique('view_x');
    const permission = await asPlatform('superadmin', 'POST', '/api/permissions/', {
      name: 'Ver X',
      codename,
    });
    expect(permission.statusCode).toBe(201);
    const { id: permissionId } = permission.json();
    const name = unique('G');
    const created = await asPlatform('superadmin', 'POST', '/api/groups/', {
      name,
      permissions: [permissionId],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name, permissions: [permissionId] });
    const groupId = created.json().id;

    const renamed = await asPlatform('superadmin', 'PUT', `/api/groups/${groupId}/`, { name: `${name}b` });
    expect(renamed.json()).toEqual({ id: groupId, name: `${name}b`, permissions: [permissionId] });
    const emptied = await asPlatform('superadmin', 'PUT', `/api/groups/${groupId}/`, {
      name: `${name}b`,
      permissions: [],
    });
    expect(emptied.json().permissions).toEqual([]);

    const edited = await asPlatform('superadmin', 'PUT', `/api/permissions/${permissionId}/`, {
      name: 'Ver X2',
      codename,
      content_type_id: 7,
    });
    expect(edited.json()).toEqual({ id: permissionId, name: 'Ver X2', codename, content_type_id: 7 });

    expect((await asPlatform('superadmin', 'DELETE', `/api/groups/${groupId}/`)).statusCode).toBe(204);
    expect((await asPlatform('superadmin', 'DELETE', `/api/permissions/${permissionId}/`)).statusCode).toBe(
      204,
    );
    expect((await asPlatform('superadmin', 'DELETE', `/api/groups/${groupId}/`)).statusCode).toBe(404);
    expect(
      (await asPlatform('superadmin', 'PUT', `/api/permissions/${permissionId}/`, { name: 'a', codename }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a duplicate group name or codename naming the field', async () => {
    const dupGroup = await asPlatform('superadmin', 'POST', '/api/groups/', { name: 'A' });
    expect(dupGroup.statusCode).toBe(400);
    expect(dupGroup.json()).toEqual({ name: [REGISTRY_MESSAGES.grupoDuplicado] });
    const dupPermission = await asPlatform('superadmin', 'POST', '/api/permissions/', {
      name: 'x',
      codename: 'view_liquidacion',
    });
    expect(dupPermission.statusCode).toBe(400);
    expect(dupPermission.json()).toEqual({ codename: [REGISTRY_MESSAGES.codenameDuplicado] });
  });

  it('refuses unknown permission ids and writes nothing', async () => {
    const name = unique('G');
    const response = await asPlatform('superadmin', 'POST', '/api/groups/', {
      name,
      permissions: [2_000_000_000],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['permissions']);
    const groups = (await asPlatform('superadmin', 'GET', '/api/groups/')).json();
    expect(groups.map((group: { name: string }) => group.name)).not.toContain(name);
  });

  it('keeps groups A–D: they are neither renamed nor deleted', async () => {
    const groups = (await asPlatform('superadmin', 'GET', '/api/groups/')).json();
    const groupC = groups.find((group: { name: string }) => group.name === 'C');
    const rename = await asPlatform('superadmin', 'PUT', `/api/groups/${groupC.id}/`, { name: 'Zeta' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({ name: [REGISTRY_MESSAGES.grupoDelCodigo] });
    const removal = await asPlatform('superadmin', 'DELETE', `/api/groups/${groupC.id}/`);
    expect(removal.statusCode).toBe(409);
  });

  it('refuses to delete a group distributors hold, naming them', async () => {
    const name = unique('G');
    const group = (await asPlatform('superadmin', 'POST', '/api/groups/', { name })).json();
    const held = await asPlatform(
      'superadmin',
      'PUT',
      `/api/distribuidores/distribuidor/${distributor.id}/`,
      {
        groups: ['A', name],
      },
    );
    expect(held.json().groups).toEqual(['A', name]);
    const refused = await asPlatform('superadmin', 'DELETE', `/api/groups/${group.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().distribuidores).toEqual([`Prueba ${distributor.subdomain}`]);
    await asPlatform('superadmin', 'PUT', `/api/distribuidores/distribuidor/${distributor.id}/`, {
      groups: ['A'],
    });
    expect((await asPlatform('superadmin', 'DELETE', `/api/groups/${group.id}/`)).statusCode).toBe(204);
  });

  it.each([
    ['a NUL byte', { name: 'a\u0000b' }],
    ['a 10 KB name', { name: 'x'.repeat(10_000) }],
    ['a number as name', { name: 5 }],
    ['permission ids as strings', { name: 'ok', permissions: ['1'] }],
  ])('answers 400 to a group with %s', async (_label, body) => {
    expect((await asPlatform('superadmin', 'POST', '/api/groups/', body)).statusCode).toBe(400);
  });

  it('answers 400 to an id out of range and 404 to an unknown one', async () => {
    expect((await asPlatform('superadmin', 'DELETE', '/api/groups/99999999999/')).statusCode).toBe(400);
    expect((await asPlatform('superadmin', 'DELETE', '/api/permissions/2000000000/')).statusCode).toBe(404);
  });
});
