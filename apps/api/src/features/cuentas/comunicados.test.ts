import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { comunicadoReceivers, comunicados } from '../../db/schema/comunicados';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let other: TestTenant;
let call: Caller;
let otherCall: Caller;

/** A communication of `tenantId` addressed to `receivers`; its id. */
async function comunicado(tenantId: number, title: string, receivers: number[]): Promise<number> {
  const [row] = await database.owner
    .insert(comunicados)
    .values({ tenantId, messageTitle: title, messageBody: `Cuerpo de ${title}`, priority: 'HIGH' })
    .returning({ id: comunicados.id });
  await database.owner
    .insert(comunicadoReceivers)
    .values(receivers.map((accountId) => ({ tenantId, comunicadoId: row!.id, accountId })));
  return row!.id;
}

async function receipt(tenantId: number, comunicadoId: number, accountId: number) {
  const [row] = await database.owner
    .select()
    .from(comunicadoReceivers)
    .where(
      and(
        eq(comunicadoReceivers.tenantId, tenantId),
        eq(comunicadoReceivers.comunicadoId, comunicadoId),
        eq(comunicadoReceivers.accountId, accountId),
      ),
    );
  return row!;
}

const setRead = (caller: Caller, role: Parameters<Caller>[0], payload: unknown) =>
  caller(role, 'POST', '/api/cuentas/set-read-communicate/', payload);

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  other = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, other);
});

describe('POST /api/cuentas/set-read-communicate/', () => {
  it("marks only the caller's receipt read and answers the updated communication", async () => {
    const { comercial, manager } = tenant.accounts;
    const id = await comunicado(tenant.id, 'Cierre de mes', [comercial.id, manager.id]);

    const response = await setRead(call, 'comercial', { id });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      message_title: 'Cierre de mes',
      priority: 'HIGH',
      is_read: true,
    });
    const mine = await receipt(tenant.id, id, comercial.id);
    expect(mine.isRead).toBe(true);
    expect(mine.readOn).toBeInstanceOf(Date);
    const theirs = await receipt(tenant.id, id, manager.id);
    expect(theirs).toMatchObject({ isRead: false, readOn: null });
    const list = await call('comercial', 'GET', '/api/cuentas/communicates/');
    expect(list.json().find((row: { id: number }) => row.id === id).is_read).toBe(true);
  });

  it('keeps the first reading when called twice', async () => {
    const { comercial } = tenant.accounts;
    const id = await comunicado(tenant.id, 'Dos veces', [comercial.id]);
    await setRead(call, 'comercial', { id });
    const first = (await receipt(tenant.id, id, comercial.id)).readOn;

    const again = await setRead(call, 'comercial', { id });

    expect(again.statusCode).toBe(200);
    expect(again.json().is_read).toBe(true);
    expect((await receipt(tenant.id, id, comercial.id)).readOn).toEqual(first);
  });

  it('answers 404 for a communication not addressed to the caller', async () => {
    const id = await comunicado(tenant.id, 'Solo gerencia', [tenant.accounts.manager.id]);

    const response = await setRead(call, 'comercial', { id });

    expect(response.statusCode).toBe(404);
    expect((await receipt(tenant.id, id, tenant.accounts.manager.id)).isRead).toBe(false);
  });

  it("answers 404 for another tenant's communication and leaves it unread", async () => {
    const id = await comunicado(other.id, 'Ajeno', [other.accounts.comercial.id]);

    const response = await setRead(call, 'comercial', { id });

    expect(response.statusCode).toBe(404);
    expect((await receipt(other.id, id, other.accounts.comercial.id)).isRead).toBe(false);
    expect((await setRead(otherCall, 'comercial', { id })).statusCode).toBe(200);
  });

  it.each([
    ['a missing id', {}],
    ['an id as text', { id: '1' }],
    ['a negative id', { id: -1 }],
    ['an id beyond integer', { id: 2 ** 31 }],
    ['a fraction', { id: 1.5 }],
    ['a long string', { id: 'x'.repeat(10_000) }],
  ])('refuses %s with 400', async (_name, payload) => {
    expect((await setRead(call, 'comercial', payload)).statusCode).toBe(400);
  });
});
