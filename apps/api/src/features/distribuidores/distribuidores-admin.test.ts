import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUBDOMINIO_MESSAGES } from '@ventas/domain/distribuidores/subdominio';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { insertAtencion, insertCliente } from '../../../test/support/tenant-rows';
import { testDatabase } from '../../../test/support/test-database';
import { parsedRows, type Database } from '../../db/database';
import { createAccount, createTenant } from '../../db/seed/tenant-factory';
import { crearDistribuidor } from './distribuidor-alta.service';
import { tenantTables } from './distribuidor-export.job';
import { SUPERADMIN_MESSAGES } from './distribuidor-superadmin.service';
import { purgeDeletedDistribuidores } from './distribuidores-purge';

let app: FastifyInstance;
let database: Database;
let platform: TestTenant;
let distributor: TestTenant;
let asPlatform: Caller;
let asDistributor: Caller;

const BASE = '/api/distribuidores/distribuidor/';
const newSubdomain = () => `n${Math.random().toString(36).slice(2, 10)}`;

/** Every row a tenant owns, table by table (found in the catalogue, as the export and erasure see them). */
async function rowCounts(tenantId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table } of await tenantTables(database)) {
    const result = await database.owner.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId}`,
    );
    counts[table] = parsedRows(result, z.object({ n: z.number() }))[0]?.n ?? 0;
  }
  return counts;
}

beforeAll(async () => {
  database = await testDatabase();
  platform = await createTestTenant(database, { groups: [] });
  distributor = await createTestTenant(database, { groups: ['A'] });
  ({ app } = await createTestApp({ platformTenant: platform.subdomain, tenantPurgeGraceDays: 30 }));
  asPlatform = await callerFor(app, platform);
  asDistributor = await callerFor(app, distributor);
});
afterAll(() => app.close());

describe('who manages which distributor', () => {
  it('shows a distributor’s SuperAdmin only their own, and the platform every one', async () => {
    const own = (await asDistributor('superadmin', 'GET', BASE)).json();
    expect(own.map((row: { id: number }) => row.id)).toEqual([distributor.id]);
    expect(own[0]).toMatchObject({
      groups: ['A'],
      plataforma: false,
      deleted_at: null,
      tiene_superadmin: true,
    });
    const all = (await asPlatform('superadmin', 'GET', BASE)).json();
    const ids = all.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([platform.id, distributor.id]));
    expect(all.find((row: { id: number }) => row.id === platform.id).plataforma).toBe(true);
  });

  it('refuses an Admin the list', async () => {
    expect((await asPlatform('admin', 'GET', BASE)).statusCode).toBe(403);
  });

  it.each([
    ['POST', BASE, { name: 'X', subdomain: newSubdomain(), superadmin_username: 'jefe' }],
    ['DELETE', `${BASE}1/`, undefined],
    ['GET', `${BASE}1/export/`, undefined],
  ] as const)('gives a distributor’s SuperAdmin 403 on %s %s', async (method, url, body) => {
    expect((await asDistributor('superadmin', method, url, body)).statusCode).toBe(403);
  });

  it('lets a distributor’s SuperAdmin edit their own but not another, nor their groups', async () => {
    const own = await asDistributor('superadmin', 'PUT', `${BASE}${distributor.id}/`, {
      selling_companies: ['Uno'],
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().selling_companies).toEqual(['Uno']);
    // Another distributor does not exist for them (decision 9): 404, as any foreign id.
    expect(
      (await asDistributor('superadmin', 'PUT', `${BASE}${platform.id}/`, { name: 'Mío' })).statusCode,
    ).toBe(404);
    expect(
      (await asDistributor('superadmin', 'PUT', `${BASE}${distributor.id}/`, { groups: ['A', 'B'] }))
        .statusCode,
    ).toBe(403);
  });

  it('lets the platform rename any distributor, change its groups and switch maintenance', async () => {
    const response = await asPlatform('superadmin', 'PUT', `${BASE}${distributor.id}/`, {
      name: 'Renombrado',
      groups: ['A', 'D'],
      maintenance: true,
    });
    expect(response.json()).toMatchObject({ name: 'Renombrado', groups: ['A', 'D'], maintenance: true });
    const restored = await asPlatform('superadmin', 'PUT', `${BASE}${distributor.id}/`, {
      name: `Prueba ${distributor.subdomain}`,
      groups: ['A'],
      maintenance: false,
    });
    expect(restored.statusCode).toBe(200);
    const unknownGroup = await asPlatform('superadmin', 'PUT', `${BASE}${distributor.id}/`, {
      groups: ['NoExiste'],
    });
    expect(unknownGroup.statusCode).toBe(400);
  });

  it('refuses the platform SuperAdmin’s token on another distributor’s host', async () => {
    const { access } = await login(app, platform, 'superadmin');
    const crossed = await app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: bearer(access, distributor.host),
    });
    expect(crossed.statusCode).toBe(401);
  });

  it('never shows the platform another distributor’s people', async () => {
    const people = await asPlatform('superadmin', 'GET', '/api/cuentas/entradas/?page_size=100');
    const body = JSON.stringify(people.json());
    expect(people.statusCode).toBe(200);
    expect(body).not.toContain(`"id":${distributor.accounts.comercial.id},"username"`);
    expect(
      await asPlatform('superadmin', 'DELETE', `/api/cuentas/entradas/${distributor.accounts.comercial.id}/`),
    ).toHaveProperty('statusCode', 404);
  });
});

describe('creating a distributor', () => {
  it.each([
    ['the platform’s own subdomain', () => platform.subdomain, SUBDOMINIO_MESSAGES.reservado],
    ['www', () => 'www', SUBDOMINIO_MESSAGES.reservado],
    ['a subdomain in use', () => distributor.subdomain, SUBDOMINIO_MESSAGES.enUso],
  ])('refuses %s', async (_label, subdomain, message) => {
    const response = await asPlatform('superadmin', 'POST', BASE, {
      name: 'X',
      subdomain: subdomain(),
      superadmin_username: 'jefe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ subdomain: [message] });
  });

  it.each([
    ['a NUL byte', { name: 'a\u0000' }],
    ['a 10 KB name', { name: 'x'.repeat(10_000) }],
    ['groups as a string', { groups: 'A' }],
    ['an unknown group', { groups: ['Zzz'] }],
  ])('answers 400 to %s', async (_label, change) => {
    const body = { name: 'X', subdomain: newSubdomain(), superadmin_username: 'jefe', ...change };
    expect((await asPlatform('superadmin', 'POST', BASE, body)).statusCode).toBe(400);
  });
});

/** The database, where another distributor takes `subdomain` right after the first check of it. */
function racing(subdomain: string): Database {
  let raced = false;
  return {
    ...database,
    registry: async (work) => {
      const seen = await database.registry(work);
      if (!raced) await createTenant(database, { name: 'Rival', subdomain, groups: [] });
      raced = true;
      return seen;
    },
  };
}

/** A distributor as SPEC §3 has it: name, selling companies and groups, nothing else. */
const specTenant = (name: string) => ({ name, selling_companies: ['Uno'], groups: ['B'] });
const superadminOf = (id: number) => `${BASE}${id}/superadmin/`;

describe('a distributor created as SPEC §3 describes it (issue 29 §4)', () => {
  it('takes the spec’s fields alone: the subdomain comes from the name, and no SuperAdmin is made', async () => {
    const created = await asPlatform('superadmin', 'POST', BASE, specTenant('Telefonía Ñandú, S.L.'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      distribuidor: expect.objectContaining({
        name: 'Telefonía Ñandú, S.L.',
        subdomain: 'telefonia-nandu-s-l',
        selling_companies: ['Uno'],
        groups: ['B'],
        tiene_superadmin: false,
      }),
      superadmin: null,
    });
    const { id } = created.json().distribuidor;
    expect(await rowCounts(id)).toMatchObject({ accounts: 0 });
  });

  it('gives a second distributor of the same name the next free label, and skips a reserved one', async () => {
    const name = `Mismo Nombre ${newSubdomain()}`;
    const label = name.toLowerCase().replaceAll(' ', '-');
    const subdomains = [];
    for (const _ of [1, 2]) {
      const created = await asPlatform('superadmin', 'POST', BASE, specTenant(name));
      subdomains.push(created.json().distribuidor.subdomain);
    }
    expect(subdomains).toEqual([label, `${label}-2`]);
    const www = await asPlatform('superadmin', 'POST', BASE, specTenant('WWW'));
    expect(www.json().distribuidor.subdomain).toBe('www-2');
  });

  it('takes the next label when another creation takes its own meanwhile, and a sent one is 400', async () => {
    const name = `Carrera ${newSubdomain()}`;
    const label = name.toLowerCase().replaceAll(' ', '-');
    const spec = { ...specTenant(name), groups: [] };
    const { id } = await crearDistribuidor(racing(label), platform.subdomain, spec);
    const row = (await asPlatform('superadmin', 'GET', BASE))
      .json()
      .find((listed: { id: number }) => listed.id === id);
    expect(row.subdomain).toBe(`${label}-2`);

    const subdomain = newSubdomain();
    await expect(
      crearDistribuidor(racing(subdomain), platform.subdomain, { ...spec, subdomain }),
    ).rejects.toMatchObject({ statusCode: 400, body: { subdomain: [SUBDOMINIO_MESSAGES.enUso] } });
  });
});

describe('a distributor’s first SuperAdmin, made later', () => {
  it('is made once, with a one-time password to change at first login; then 409', async () => {
    const { distribuidor } = (await asPlatform('superadmin', 'POST', BASE, specTenant('Sin Jefe'))).json();
    const created = await asPlatform('superadmin', 'POST', superadminOf(distribuidor.id), {
      username: 'jefe.nuevo',
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { username, password_inicial } = created.json();
    expect(username).toBe('jefe.nuevo');
    expect(password_inicial.length).toBeGreaterThanOrEqual(16);

    const host = `${distribuidor.subdomain}.localhost`;
    const tokens = await login(app, { host }, 'jefe.nuevo', password_inicial);
    const detalle = await app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: bearer(tokens.access, host),
    });
    expect(detalle.json()).toMatchObject({ rol: { id: 1 }, must_change_password: true });
    const listed = (await asPlatform('superadmin', 'GET', BASE))
      .json()
      .find((row: { id: number }) => row.id === distribuidor.id);
    expect(listed.tiene_superadmin).toBe(true);

    const again = await asPlatform('superadmin', 'POST', superadminOf(distribuidor.id), { username: 'otro' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: SUPERADMIN_MESSAGES.yaTiene });
  });

  it('refuses a username the distributor already holds, whatever its case', async () => {
    const { distribuidor } = (await asPlatform('superadmin', 'POST', BASE, specTenant('Con Admin'))).json();
    await createAccount(database, distribuidor.id, { username: 'gestor', password: 'x'.repeat(12), rol: 2 });
    const response = await asPlatform('superadmin', 'POST', superadminOf(distribuidor.id), {
      username: 'Gestor',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [SUPERADMIN_MESSAGES.usuarioEnUso] });
  });

  it('is the platform’s alone, for a live distributor', async () => {
    const { distribuidor } = (await asPlatform('superadmin', 'POST', BASE, specTenant('Borrado'))).json();
    const body = { username: 'jefe' };
    expect((await asDistributor('superadmin', 'POST', superadminOf(distributor.id), body)).statusCode).toBe(
      403,
    );
    expect((await asPlatform('superadmin', 'POST', superadminOf(2_000_000_000), body)).statusCode).toBe(404);
    await asPlatform('superadmin', 'DELETE', `${BASE}${distribuidor.id}/`);
    expect((await asPlatform('superadmin', 'POST', superadminOf(distribuidor.id), body)).statusCode).toBe(
      404,
    );
    expect(
      (await asPlatform('superadmin', 'POST', superadminOf(distribuidor.id), { username: 'a b' })).statusCode,
    ).toBe(400);
  });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8)]);

/** Uploads a PNG logo for `tenant` as its own SuperAdmin: its `logo_url` becomes the API's path. */
async function uploadLogo(tenant: TestTenant) {
  const { access } = await login(app, tenant, 'superadmin');
  const head = `--b\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n\r\n`;
  const response = await app.inject({
    method: 'POST',
    url: `${BASE}${tenant.id}/logo/`,
    headers: { ...bearer(access, tenant.host), 'content-type': 'multipart/form-data; boundary=b' },
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from('\r\n--b--\r\n')]),
  });
  expect(response.statusCode).toBe(200);
}

describe('a distributor’s row, read and sent back (issue 29 §4)', () => {
  it('takes back its own row as GET reads it, logo and groups included', async () => {
    await uploadLogo(distributor);
    const [row] = (await asDistributor('superadmin', 'GET', BASE)).json();
    const response = await asDistributor('superadmin', 'PUT', `${BASE}${distributor.id}/`, row);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(row);
  });

  it('ignores, on the platform, what a row carries that cannot change', async () => {
    const row = (await asPlatform('superadmin', 'GET', BASE))
      .json()
      .find((listed: { id: number }) => listed.id === distributor.id);
    const sent = {
      ...row,
      name: 'Leído y devuelto',
      id: platform.id,
      subdomain: 'otro-subdominio',
      plataforma: true,
      deleted_at: '2026-01-01T00:00:00.000Z',
      purge_after: '2026-02-01T00:00:00.000Z',
      tiene_superadmin: false,
    };
    const response = await asPlatform('superadmin', 'PUT', `${BASE}${distributor.id}/`, sent);
    expect(response.json()).toEqual({ ...row, name: 'Leído y devuelto' });
    await asPlatform('superadmin', 'PUT', `${BASE}${distributor.id}/`, { name: row.name });
  });

  it('still refuses a key no row carries', async () => {
    const [row] = (await asDistributor('superadmin', 'GET', BASE)).json();
    const response = await asDistributor('superadmin', 'PUT', `${BASE}${distributor.id}/`, {
      ...row,
      password: 'x',
    });
    expect(response.statusCode).toBe(400);
  });
});

/** Polls the platform's task until it ends; its final status. */
async function finished(taskId: string) {
  for (;;) {
    const status = (await asPlatform('superadmin', 'GET', `/api/utils/task-status/${taskId}/`)).json();
    if (status.state === 'SUCCESS' || status.state === 'FAILURE') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the export of a distributor’s data', () => {
  it('writes every table of it, without secrets, for the platform to download', async () => {
    const other = await createTestTenant(database);
    await login(app, other, 'admin');
    const started = await asPlatform('superadmin', 'GET', `${BASE}${other.id}/export/`);
    const status = await finished(started.json().task_id);
    expect(status.state).toBe('SUCCESS');
    const file = await asPlatform(
      'superadmin',
      'GET',
      `/api/utils/get-xlsx-files/?filename=${status.result.filename}`,
    );
    const data = JSON.parse(file.body);
    expect(data.distribuidor).toMatchObject({ id: other.id, subdomain: other.subdomain });
    expect(data.tablas.accounts.map((row: { username: string }) => row.username).sort()).toEqual([
      'admin',
      'comercial',
      'manager',
      'superadmin',
    ]);
    expect(data.tablas.operadores.length).toBeGreaterThan(0);
    expect(data.tablas).not.toHaveProperty('refresh_tokens');
    // No hash leaves: the accounts' column is not exported, and the audit log (issue 17) names it
    // only with its masked value.
    expect(file.body).not.toMatch(/argon2|"(password_hash|token_hash)":"(?!•••")/);
    expect(data.tablas.accounts.every((row: object) => !('password_hash' in row))).toBe(true);
    const foreign = Object.values(data.tablas).flat() as Array<{ tenant_id: number }>;
    expect(foreign.every((row) => row.tenant_id === other.id)).toBe(true);
  });

  it('is not offered on a distributor’s host, nor for an unknown one', async () => {
    expect((await asPlatform('superadmin', 'GET', `${BASE}2000000000/export/`)).statusCode).toBe(404);
  });
});

describe('a distributor’s life: created, used, deleted, erased', () => {
  it('creates it with a one-time password, disables it at once on delete, and erases only it', async () => {
    const subdomain = newSubdomain();
    const created = await asPlatform('superadmin', 'POST', BASE, {
      name: 'Nuevo Distribuidor',
      subdomain,
      groups: ['B'],
      selling_companies: ['Uno'],
      superadmin_username: 'jefa',
    });
    expect(created.statusCode).toBe(201);
    const { distribuidor, superadmin } = created.json();
    expect(distribuidor).toMatchObject({
      subdomain,
      groups: ['B'],
      selling_companies: ['Uno'],
      plataforma: false,
    });
    expect(superadmin.username).toBe('jefa');
    expect(superadmin.password_inicial.length).toBeGreaterThanOrEqual(16);

    const host = { host: `${subdomain}.localhost` };
    const tokens = await login(app, host, 'jefa', superadmin.password_inicial);
    const detalle = await app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: bearer(tokens.access, host.host),
    });
    expect(detalle.json()).toMatchObject({ must_change_password: true, plataforma: false });
    // Used: a customer with an attention, which Gerencia's counts keep (migration 0023's
    // triggers wrote counts for the tenant being erased, and the erasure failed: migration 0034).
    const cliente = await insertCliente(database, distribuidor.id, { nombre: 'Cliente del nuevo' });
    await insertAtencion(database, distribuidor.id, {
      clienteId: cliente,
      comercialId: detalle.json<{ id: number }>().id,
      tipo: 'NO_INTERESADO',
    });

    const untouched = await rowCounts(distributor.id);
    expect((await asPlatform('superadmin', 'DELETE', `${BASE}${distribuidor.id}/`)).statusCode).toBe(204);
    const info = await app.inject({
      method: 'GET',
      url: '/api/distribuidores/get-distribuidor-info/',
      headers: host,
    });
    expect(info.statusCode).toBe(404);
    const withToken = await app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: bearer(tokens.access, host.host),
    });
    expect(withToken.statusCode).toBe(404);
    const elsewhere = await app.inject({
      method: 'GET',
      url: '/api/cuentas/detalle/',
      headers: bearer(tokens.access, platform.host),
    });
    expect(elsewhere.statusCode).toBe(401);
    const listed = (await asPlatform('superadmin', 'GET', BASE))
      .json()
      .find((row: { id: number }) => row.id === distribuidor.id);
    expect(listed.deleted_at).not.toBeNull();
    expect(Date.parse(listed.purge_after) - Date.parse(listed.deleted_at)).toBe(30 * 24 * 3600_000);

    // Not yet: the grace period runs.
    expect(await purgeDeletedDistribuidores(database, app.log)).not.toContainEqual(
      expect.objectContaining({ id: distribuidor.id }),
    );
    expect(Object.values(await rowCounts(distribuidor.id)).some((n) => n > 0)).toBe(true);
    const later = new Date(Date.now() + 31 * 24 * 3600_000);
    const purged = await purgeDeletedDistribuidores(database, app.log, later);
    expect(purged).toContainEqual({ id: distribuidor.id, subdomain });
    const left = Object.entries(await rowCounts(distribuidor.id)).filter(([, n]) => n > 0);
    expect(left).toEqual([]);
    expect(await rowCounts(distributor.id)).toEqual(untouched);
  });

  it('never deletes the platform itself, and answers 404 to an unknown id', async () => {
    expect((await asPlatform('superadmin', 'DELETE', `${BASE}${platform.id}/`)).statusCode).toBe(409);
    expect((await asPlatform('superadmin', 'DELETE', `${BASE}2000000000/`)).statusCode).toBe(404);
  });

  it('restores a distributor deleted within the grace period', async () => {
    const other = await createTestTenant(database);
    await asPlatform('superadmin', 'DELETE', `${BASE}${other.id}/`);
    const restored = await asPlatform('superadmin', 'POST', `${BASE}${other.id}/restore/`);
    expect(restored.json()).toMatchObject({ id: other.id, deleted_at: null, purge_after: null });
    await login(app, other, 'admin');
  });
});
