import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Credencial, Revelacion } from '@ventas/domain/credenciales/credenciales-contract';
import { DETALLES_CREDENCIALES } from '@ventas/domain/credenciales/credenciales-mensajes';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { parsedRows, type Database } from '../../db/database';

type Role = 'superadmin' | 'admin' | 'manager' | 'comercial';
const BASE = '/api/scraping/claves/';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let other: TestTenant;
const tokens = {} as Record<Role | 'otherSuperadmin', string>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  other = await createTestTenant(database);
  for (const role of ['superadmin', 'admin', 'manager', 'comercial'] as const) {
    tokens[role] = (await login(app, tenant, role)).access;
  }
  tokens.otherSuperadmin = (await login(app, other, 'superadmin')).access;
});

function call(method: string, url: string, as: keyof typeof tokens | null, payload?: unknown) {
  const host = as === 'otherSuperadmin' ? other.host : tenant.host;
  return app.inject({
    method: method as 'GET',
    url,
    headers: as ? bearer(tokens[as], host) : { host },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function create(body: Record<string, unknown>, as: keyof typeof tokens = 'superadmin') {
  const response = await call('POST', BASE, as, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Credencial>();
}

const rawRow = async (id: number) =>
  parsedRows(
    await database.owner.execute(
      sql`SELECT tenant_id, password_cifrada, cookie_cifrada FROM credenciales WHERE id = ${id}`,
    ),
    z.object({
      tenant_id: z.number(),
      password_cifrada: z.string().nullable(),
      cookie_cifrada: z.string().nullable(),
    }),
  )[0];

const PORTAL = {
  nombre_portal: 'Portal Operador A',
  url: 'https://portal.operador-a.es/login',
  username: 'tienda01',
  password: 'Contraseña-Secreta-1',
  cookie: 'sessionid=cookie-secreta-1',
};

describe('operator credentials CRUD (SuperAdmin)', () => {
  it('creates a credential whose answer says the secrets are set without carrying them', async () => {
    const created = await create(PORTAL);
    expect(created).toMatchObject({
      nombre_portal: PORTAL.nombre_portal,
      url: PORTAL.url,
      username: 'tienda01',
      tiene_password: true,
      tiene_cookie: true,
    });
    expect(Object.keys(created)).not.toContain('password');
    expect(JSON.stringify(created)).not.toContain('Secreta');
  });

  it('stores ciphertext, not the plaintext, in the database', async () => {
    const created = await create(PORTAL);
    const row = await rawRow(created.id);
    expect(row?.password_cifrada).toMatch(/^v1\./);
    expect(row?.cookie_cifrada).toMatch(/^v1\./);
    expect(`${row?.password_cifrada}${row?.cookie_cifrada}`).not.toContain('Secreta');
    expect(`${row?.password_cifrada}${row?.cookie_cifrada}`).not.toContain('secreta');
  });

  it('lists, searches and reads one without any secret or ciphertext', async () => {
    const created = await create({ ...PORTAL, nombre_portal: 'Buscable Zeta', username: 'zeta' });
    const page = await call('GET', `${BASE}?search=zeta&page=1&itemsPerPage=16`, 'superadmin');
    expect(page.statusCode).toBe(200);
    expect(page.json().results.map((row: Credencial) => row.id)).toEqual([created.id]);
    expect(page.body).not.toMatch(/v1\.|Secreta|"password"|"cookie"/);
    const detail = await call('GET', `${BASE}${created.id}/`, 'admin');
    expect(detail.json()).toEqual(created);
  });

  it('keeps absent secrets on edit, clears null or empty ones, and replaces given ones', async () => {
    const created = await create(PORTAL);
    const kept = await call('PUT', `${BASE}${created.id}/`, 'superadmin', { nombre_portal: 'Renombrado' });
    expect(kept.json()).toMatchObject({
      nombre_portal: 'Renombrado',
      url: '',
      tiene_password: true,
      tiene_cookie: true,
    });
    const before = await rawRow(created.id);
    const cleared = await call('PUT', `${BASE}${created.id}/`, 'superadmin', {
      nombre_portal: 'Renombrado',
      password: '',
      cookie: null,
    });
    expect(cleared.json()).toMatchObject({ tiene_password: false, tiene_cookie: false });
    await call('PUT', `${BASE}${created.id}/`, 'superadmin', { nombre_portal: 'R', password: 'nueva' });
    const after = await rawRow(created.id);
    expect(after?.password_cifrada).toMatch(/^v1\./);
    expect(after?.password_cifrada).not.toBe(before?.password_cifrada);
    const revealed = await call('POST', `${BASE}${created.id}/revelar/`, 'superadmin');
    expect(revealed.json()).toEqual({ id: created.id, password: 'nueva', cookie: null });
  });

  it('deletes a credential, which is then not found', async () => {
    const created = await create(PORTAL);
    expect((await call('DELETE', `${BASE}${created.id}/`, 'superadmin')).statusCode).toBe(204);
    const gone = await call('GET', `${BASE}${created.id}/`, 'superadmin');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: DETALLES_CREDENCIALES.noEncontrada });
    expect((await call('DELETE', `${BASE}${created.id}/`, 'superadmin')).statusCode).toBe(404);
  });
});

describe('revealing a credential', () => {
  it('answers the plaintext to a SuperAdmin and records who revealed each field and when', async () => {
    const created = await create(PORTAL);
    const revealed = await call('POST', `${BASE}${created.id}/revelar/`, 'superadmin');
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({ id: created.id, password: PORTAL.password, cookie: PORTAL.cookie });
    const history = await call('GET', `${BASE}${created.id}/revelaciones/`, 'admin');
    expect(history.statusCode).toBe(200);
    const rows = history.json<Revelacion[]>();
    expect(rows.map((row) => row.campo).sort()).toEqual(['cookie', 'password']);
    expect(rows.every((row) => row.cuenta.id === tenant.accounts.superadmin.id)).toBe(true);
    expect(rows[0]?.cuenta.nombre).toBe('Superadmin Prueba');
    expect(Date.now() - Date.parse(rows[0]?.revelado_el ?? '')).toBeLessThan(60_000);
  });

  it('records nothing when the credential has no secret to reveal', async () => {
    const created = await create({ nombre_portal: 'Sin secretos' });
    const revealed = await call('POST', `${BASE}${created.id}/revelar/`, 'superadmin');
    expect(revealed.json()).toEqual({ id: created.id, password: null, cookie: null });
    expect((await call('GET', `${BASE}${created.id}/revelaciones/`, 'admin')).json()).toEqual([]);
  });

  it('refuses with a clear 409, not a 500, a row moved to another tenant, and records nothing', async () => {
    const created = await create(PORTAL);
    await database.owner.execute(
      sql`UPDATE credenciales SET tenant_id = ${other.id} WHERE id = ${created.id}`,
    );
    const revealed = await call('POST', `${BASE}${created.id}/revelar/`, 'otherSuperadmin');
    expect(revealed.statusCode).toBe(409);
    expect(revealed.json()).toEqual({ detail: DETALLES_CREDENCIALES.noDescifrable });
    expect((await call('GET', `${BASE}${created.id}/revelaciones/`, 'otherSuperadmin')).json()).toEqual([]);
    expect((await call('GET', `${BASE}${created.id}/`, 'superadmin')).statusCode).toBe(404);
  });
});

describe('who may call what', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(PORTAL)).id;
  });

  const calls: Array<[string, string, () => string, unknown?]> = [
    ['GET', 'the list', () => BASE],
    ['GET', 'the detail', () => `${BASE}${id}/`],
    ['GET', 'the reveal history', () => `${BASE}${id}/revelaciones/`],
    ['POST', 'a create', () => BASE, PORTAL],
    ['PUT', 'an edit', () => `${BASE}${id}/`, { nombre_portal: 'Editado' }],
    ['POST', 'a reveal', () => `${BASE}${id}/revelar/`],
    ['DELETE', 'a delete', () => `${BASE}${id}/`],
  ];
  const reads = new Set(['the list', 'the detail', 'the reveal history']);
  const allowed: Record<Role, (what: string) => boolean> = {
    admin: (what) => reads.has(what),
    manager: () => false,
    comercial: () => false,
    superadmin: () => true,
  };

  it.each(['admin', 'manager', 'comercial'] as const)(
    'lets %s make only the calls of its role',
    async (role) => {
      for (const [method, what, url, body] of calls) {
        const response = await call(method, url(), role, body);
        expect([what, response.statusCode]).toEqual([what, allowed[role](what) ? 200 : 403]);
      }
    },
  );

  it('refuses every call without a session', async () => {
    for (const [method, what, url, body] of calls) {
      expect([what, (await call(method, url(), null, body)).statusCode]).toEqual([what, 401]);
    }
  });

  it("gives another tenant's SuperAdmin a 404 for this tenant's credential, and an empty list", async () => {
    for (const [method, what, url, body] of calls.filter(
      ([, what]) => what !== 'the list' && what !== 'a create',
    )) {
      expect([what, (await call(method, url(), 'otherSuperadmin', body)).statusCode]).toEqual([what, 404]);
    }
    const list = await call('GET', BASE, 'otherSuperadmin');
    expect(list.json().results.map((row: Credencial) => row.id)).not.toContain(id);
    expect((await call('GET', `${BASE}${id}/`, 'superadmin')).json().nombre_portal).toBe(
      PORTAL.nombre_portal,
    );
  });
});

describe('hostile input', () => {
  it.each([
    ['a NUL byte in the portal name', { ...PORTAL, nombre_portal: 'a\u0000b' }],
    ['a 10 KB portal name', { ...PORTAL, nombre_portal: 'x'.repeat(10_240) }],
    ['a 10 KB cookie', { ...PORTAL, cookie: 'x'.repeat(10_240) }],
    ['a javascript: URL', { ...PORTAL, url: 'javascript:alert(1)' }],
    ['a number as password', { ...PORTAL, password: 5 }],
    ['an array as portal name', { ...PORTAL, nombre_portal: ['a'] }],
    ['no body fields', {}],
  ])('refuses %s with a 400 and writes nothing', async (_case, body) => {
    const before = (await call('GET', `${BASE}?itemsPerPage=100`, 'superadmin')).json().count;
    const response = await call('POST', BASE, 'superadmin', body);
    expect(response.statusCode).toBe(400);
    expect((await call('GET', `${BASE}?itemsPerPage=100`, 'superadmin')).json().count).toBe(before);
  });

  it.each([
    ['an unknown id', 404, '2147483647'],
    ['an id past the integer range', 400, '2147483648'],
    ['a non-numeric id', 400, 'abc'],
    ['a negative id', 400, '-1'],
  ])('answers %s with a %i on every {id} call', async (_case, status, id) => {
    for (const [method, url] of [
      ['GET', `${BASE}${id}/`],
      ['PUT', `${BASE}${id}/`],
      ['DELETE', `${BASE}${id}/`],
      ['POST', `${BASE}${id}/revelar/`],
      ['GET', `${BASE}${id}/revelaciones/`],
    ] as const) {
      const response = await call(method, url, 'superadmin', method === 'PUT' ? PORTAL : undefined);
      expect([method, url, response.statusCode]).toEqual([method, url, status]);
    }
  });

  it('refuses a bad order or page size in the list with a 400', async () => {
    expect((await call('GET', `${BASE}?ordering=password_cifrada`, 'admin')).statusCode).toBe(400);
    expect((await call('GET', `${BASE}?itemsPerPage=100000`, 'admin')).statusCode).toBe(400);
  });
});
