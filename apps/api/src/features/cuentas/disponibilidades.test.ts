import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { mensajeDisponibilidadSolapada } from '@ventas/domain/cuentas/disponibilidad-contract';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

let app: FastifyInstance;
let tenant: TestTenant;
let other: TestTenant;
let call: Caller;
let otherCall: Caller;

const URL = '/api/cuentas/disponibilidades/';
const periodo = (commercial: number, begin: string, end: string | null) => ({ commercial, begin, end });

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  other = await createTestTenant(created.database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, other);
});

describe('/api/cuentas/disponibilidades/', () => {
  it('lets an Admin create, list, edit and delete a person’s periods, an open end answered as null', async () => {
    const comercial = tenant.accounts.comercial.id;
    const created = await call('admin', 'POST', URL, periodo(comercial, '2026-01-01', '2026-06-30'));
    expect(created.statusCode).toBe(201);
    const abierto = await call('admin', 'POST', URL, { commercial: comercial, begin: '2026-07-01' });
    expect(abierto.json()).toMatchObject({ commercial: comercial, begin: '2026-07-01', end: null });
    const list = await call('admin', 'GET', `${URL}?commercial=${comercial}`);
    expect(list.json().map((row: { begin: string }) => row.begin)).toEqual(['2026-01-01', '2026-07-01']);
    const id = created.json().id;
    const edited = await call('admin', 'PUT', `${URL}${id}/`, periodo(comercial, '2026-02-01', '2026-06-30'));
    expect(edited.json()).toEqual({ id, commercial: comercial, begin: '2026-02-01', end: '2026-06-30' });
    expect((await call('admin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `${URL}${abierto.json().id}/`)).statusCode).toBe(204);
  });

  it('refuses a period overlapping another of the same person, naming it, but not another person’s', async () => {
    const manager = tenant.accounts.manager.id;
    const first = (await call('admin', 'POST', URL, periodo(manager, '2026-03-01', null))).json();
    const overlap = await call('admin', 'POST', URL, periodo(manager, '2026-01-01', '2026-03-01'));
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toEqual({
      begin: [mensajeDisponibilidadSolapada({ begin: '2026-03-01', end: null })],
    });
    expect((await call('admin', 'POST', URL, periodo(manager, '2026-01-01', '2026-02-28'))).statusCode).toBe(
      201,
    );
    const admin = tenant.accounts.admin.id;
    expect((await call('admin', 'POST', URL, periodo(admin, '2026-03-01', null))).statusCode).toBe(201);
    // Editing a period against itself is no overlap.
    const same = await call('admin', 'PUT', `${URL}${first.id}/`, periodo(manager, '2026-03-02', null));
    expect(same.statusCode).toBe(200);
  });

  it('keeps each distributor to its own people and periods, and below Admin to none', async () => {
    const ajeno = other.accounts.comercial.id;
    expect((await call('admin', 'POST', URL, periodo(ajeno, '2026-01-01', null))).statusCode).toBe(400);
    expect((await call('admin', 'GET', `${URL}?commercial=${ajeno}`)).statusCode).toBe(404);
    const mine = (
      await call('admin', 'POST', URL, periodo(tenant.accounts.superadmin.id, '2026-01-01', null))
    ).json();
    const body = periodo(ajeno, '2027-01-01', null);
    expect((await otherCall('admin', 'PUT', `${URL}${mine.id}/`, body)).statusCode).toBe(404);
    expect((await otherCall('admin', 'DELETE', `${URL}${mine.id}/`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', `${URL}?commercial=${tenant.accounts.manager.id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await call('comercial', 'POST', URL, periodo(tenant.accounts.comercial.id, '2026-01-01', null)))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    ['an end before the begin', { begin: '2026-05-02', end: '2026-05-01' }],
    ['a day that does not exist', { begin: '2026-02-30' }],
    ['a NUL byte', { begin: '2026-01-01\u0000' }],
    ['a 10 KB begin', { begin: 'x'.repeat(10_240) }],
    ['a commercial as text', { commercial: 'uno' }],
    ['an unknown commercial', { commercial: 999_999 }],
  ])('answers 400 to %s', async (_caso, extra) => {
    const body = { ...periodo(tenant.accounts.comercial.id, '2026-09-01', null), ...extra };
    expect((await call('admin', 'POST', URL, body)).statusCode).toBe(400);
  });

  it('answers 400 to a list without a commercial', async () => {
    expect((await call('admin', 'GET', URL)).statusCode).toBe(400);
  });
});
