import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMUNICADO } from '@ventas/domain/cuentas/comunicado-admin-contract';
import { callerFor, type Caller, type Role } from '../../../test/support/catalogue-caller';
import {
  createTestApp,
  createTestTenant,
  TEST_PASSWORD,
  type TestTenant,
} from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { createAccount } from '../../db/seed/tenant-factory';
import { comunicadoReceivers, comunicados } from '../../db/schema/comunicados';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let other: TestTenant;
let call: Caller;
let otherCall: Caller;
let comercialDeBaja: number;

const BASE = '/api/cuentas/communicates/';
const ENVIADOS = '/api/cuentas/communicates/enviados/';
const HOSTIL = '<img src=x onerror=alert(1)>';

const form = (extra: Record<string, unknown>) => ({
  message_title: 'Cierre de mes',
  message_body: 'Actualizad\nlas ofertas',
  ...extra,
});

/** The receivers written for one communication, by account id. */
async function receivers(tenantId: number, comunicadoId: number): Promise<number[]> {
  const rows = await database.owner
    .select({ accountId: comunicadoReceivers.accountId })
    .from(comunicadoReceivers)
    .where(
      and(eq(comunicadoReceivers.tenantId, tenantId), eq(comunicadoReceivers.comunicadoId, comunicadoId)),
    );
  return rows.map((row) => row.accountId).sort((a, b) => a - b);
}

async function countComunicados(tenantId: number): Promise<number> {
  return (await database.owner.select().from(comunicados).where(eq(comunicados.tenantId, tenantId))).length;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  other = await createTestTenant(database);
  ({ id: comercialDeBaja } = await createAccount(database, tenant.id, {
    username: 'baja',
    password: TEST_PASSWORD,
    rol: 4,
    estado: 'BAJA',
  }));
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, other);
});

describe('POST /api/cuentas/communicates/', () => {
  it('sends to the chosen people, priority LOW by default, body stored and answered as given', async () => {
    const { comercial, manager, admin } = tenant.accounts;
    const response = await call(
      'admin',
      'POST',
      BASE,
      form({ message_body: HOSTIL, receivers: [comercial.id, manager.id, comercial.id] }),
    );

    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      message_title: 'Cierre de mes',
      message_body: HOSTIL,
      priority: 'LOW',
      autor: 'Admin Prueba',
      destino: 'PERSONAS',
      destino_rol: null,
      total: 2,
      leidos: 0,
      lectores: [],
    });
    expect(await receivers(tenant.id, created.id)).toEqual(sorted([comercial.id, manager.id]));
    const [stored] = await database.owner.select().from(comunicados).where(eq(comunicados.id, created.id));
    expect(stored).toMatchObject({ messageBody: HOSTIL, createdBy: admin.id });
    const received = (await call('comercial', 'GET', BASE)).json();
    expect(received.find((row: { id: number }) => row.id === created.id).message_body).toBe(HOSTIL);
  });

  it('sends to a role: its accounts that can sign in, not the BAJA one', async () => {
    const response = await call(
      'admin',
      'POST',
      BASE,
      form({ destino: 'ROL', destino_rol: 4, priority: 'HIGH' }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ destino: 'ROL', destino_rol: 4, priority: 'HIGH', total: 1 });
    expect(await receivers(tenant.id, response.json().id)).toEqual([tenant.accounts.comercial.id]);
    expect(await receivers(tenant.id, response.json().id)).not.toContain(comercialDeBaja);
  });

  it('sends to the whole distributor but its author', async () => {
    const { superadmin, manager, comercial } = tenant.accounts;
    const response = await call('admin', 'POST', BASE, form({ destino: 'DISTRIBUIDOR' }));

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ destino: 'DISTRIBUIDOR', total: 3 });
    expect(await receivers(tenant.id, response.json().id)).toEqual(
      sorted([superadmin.id, manager.id, comercial.id]),
    );
  });

  it("refuses another tenant's account ids with 400 on receivers and writes nothing", async () => {
    const before = await countComunicados(tenant.id);
    const ajeno = other.accounts.comercial.id;
    const response = await call(
      'admin',
      'POST',
      BASE,
      form({ receivers: [tenant.accounts.comercial.id, ajeno] }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ receivers: [MENSAJES_COMUNICADO.desconocidos([ajeno])] });
    expect(await countComunicados(tenant.id)).toBe(before);
  });

  it('refuses a role nobody active holds with 400 on destino_rol', async () => {
    const lonely = await createTestTenant(database);
    const lonelyCall = await callerFor(app, lonely);
    await database.owner.delete(comunicados).where(eq(comunicados.tenantId, lonely.id));
    const response = await lonelyCall('superadmin', 'POST', BASE, form({ destino: 'ROL', destino_rol: 1 }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ destino_rol: [MENSAJES_COMUNICADO.rolVacio] });
    expect(await countComunicados(lonely.id)).toBe(0);
  });

  it.each([
    ['a NUL byte in the title', form({ message_title: 'a\u0000b', receivers: [1] }), 'message_title'],
    ['a 10 KB title', form({ message_title: 'x'.repeat(10_240), receivers: [1] }), 'message_title'],
    [
      'a body over 10,000 characters',
      form({ message_body: 'x'.repeat(10_001), receivers: [1] }),
      'message_body',
    ],
    ['a control character in the body', form({ message_body: 'a\u0007b', receivers: [1] }), 'message_body'],
    ['a title as a number', form({ message_title: 5, receivers: [1] }), 'message_title'],
    ['receivers as text', form({ receivers: 'todos' }), 'receivers'],
    ['a receiver beyond integer', form({ receivers: [2 ** 31] }), 'receivers.0'],
    ['an unknown priority', form({ priority: 'URGENTE', receivers: [1] }), 'priority'],
    ['a role as text', form({ destino: 'ROL', destino_rol: 'Comercial' }), 'destino_rol'],
  ])('refuses %s with 400 naming the field', async (_name, payload, field) => {
    const before = await countComunicados(tenant.id);
    const response = await call('admin', 'POST', BASE, payload);

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
    expect(await countComunicados(tenant.id)).toBe(before);
  });
});

describe('GET /api/cuentas/communicates/enviados/', () => {
  it('lists the sent ones newest first with who read them and when', async () => {
    const { comercial, manager } = tenant.accounts;
    const { id } = (
      await call(
        'superadmin',
        'POST',
        BASE,
        form({ message_title: 'Leído', receivers: [comercial.id, manager.id] }),
      )
    ).json();
    await call('comercial', 'POST', '/api/cuentas/set-read-communicate/', { id });

    const response = await call('admin', 'GET', ENVIADOS);

    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.results[0]).toMatchObject({
      id,
      message_title: 'Leído',
      autor: 'Superadmin Prueba',
      total: 2,
      leidos: 1,
      lectores: [{ account_id: comercial.id, nombre: 'Comercial Prueba' }],
    });
    expect(Date.parse(page.results[0].lectores[0].read_on)).not.toBeNaN();
    const created = page.results.map((row: { created_on: string }) => Date.parse(row.created_on));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(page).toMatchObject({ current: 1, count_exact: true });
  });

  it('pages and filters by priority', async () => {
    const response = await call('admin', 'GET', `${ENVIADOS}?itemsPerPage=1&priority=HIGH`);

    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.results).toHaveLength(1);
    expect(page.results[0].priority).toBe('HIGH');
    expect((await call('admin', 'GET', `${ENVIADOS}?ordering=autor`)).statusCode).toBe(400);
  });

  it("shows none of another tenant's communications", async () => {
    await otherCall('admin', 'POST', BASE, form({ message_title: 'Ajeno', destino: 'DISTRIBUIDOR' }));

    const titles = (await call('admin', 'GET', `${ENVIADOS}?itemsPerPage=100`))
      .json()
      .results.map((row: { message_title: string }) => row.message_title);

    expect(titles).not.toContain('Ajeno');
  });
});

describe('DELETE /api/cuentas/communicates/{id}/', () => {
  it('deletes it with its receipts, then answers 404', async () => {
    const { id } = (await call('admin', 'POST', BASE, form({ destino: 'DISTRIBUIDOR' }))).json();
    expect(await receivers(tenant.id, id)).toHaveLength(3);

    const response = await call('admin', 'DELETE', `${BASE}${id}/`);

    expect(response.statusCode).toBe(204);
    expect(await receivers(tenant.id, id)).toEqual([]);
    expect((await call('comercial', 'GET', BASE)).json().map((row: { id: number }) => row.id)).not.toContain(
      id,
    );
    expect((await call('admin', 'DELETE', `${BASE}${id}/`)).statusCode).toBe(404);
  });

  it("answers 404 for another tenant's communication and leaves it", async () => {
    const { id } = (await otherCall('admin', 'POST', BASE, form({ destino: 'DISTRIBUIDOR' }))).json();

    expect((await call('admin', 'DELETE', `${BASE}${id}/`)).statusCode).toBe(404);
    expect(await receivers(other.id, id)).toHaveLength(3);
  });

  it.each(['0', 'abc', '1.5', '99999999999'])('refuses the id %s with 400', async (id) => {
    expect((await call('admin', 'DELETE', `${BASE}${id}/`)).statusCode).toBe(400);
  });
});

describe('who may write, list and delete', () => {
  const expected: Record<Role, number> = { superadmin: 201, admin: 201, manager: 403, comercial: 403 };

  it.each(Object.entries(expected) as [Role, number][])('%s: POST answers %i', async (role, status) => {
    const response = await call(role, 'POST', BASE, form({ receivers: [tenant.accounts.comercial.id] }));
    expect(response.statusCode).toBe(status);
  });

  it.each(Object.entries(expected) as [Role, number][])(
    '%s: the sent list follows the same rule',
    async (role, status) => {
      expect((await call(role, 'GET', ENVIADOS)).statusCode).toBe(status === 201 ? 200 : 403);
    },
  );

  it.each(['manager', 'comercial'] as const)('%s cannot delete, and it stays', async (role) => {
    const { id } = (
      await call('admin', 'POST', BASE, form({ receivers: [tenant.accounts.comercial.id] }))
    ).json();

    expect((await call(role, 'DELETE', `${BASE}${id}/`)).statusCode).toBe(403);
    expect(await receivers(tenant.id, id)).toEqual([tenant.accounts.comercial.id]);
  });

  it('every role still reads its received list', async () => {
    for (const role of ['superadmin', 'admin', 'manager', 'comercial'] as const)
      expect((await call(role, 'GET', BASE)).statusCode).toBe(200);
  });
});
