import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

let app: FastifyInstance;
let tenant: TestTenant;
let other: TestTenant;
let call: Caller;
let otherCall: Caller;
let otro: number;

const RANGO = 'start=2026-07-01&end=2026-07-31';
const holiday = (commercial: number, extra: Record<string, unknown> = {}) => ({
  commercial,
  start_date: '2026-07-06',
  end_date: '2026-07-10',
  descripcion: 'Verano',
  ...extra,
});
const ids = (body: Array<{ id: number }>) => body.map((row) => row.id).sort();

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  other = await createTestTenant(created.database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, other);
  otro = await otroComercial(created.database, tenant.id, 'otro');
});

describe('/api/cuentas/holidays/', () => {
  it('lets an Admin create, edit and delete a holiday, answered with the commercial’s name', async () => {
    const created = await call(
      'admin',
      'POST',
      '/api/cuentas/holidays/',
      holiday(tenant.accounts.comercial.id),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      commercial: tenant.accounts.comercial.id,
      commercial_nombre: 'Comercial Prueba',
      start_date: '2026-07-06',
      end_date: '2026-07-10',
      descripcion: 'Verano',
    });
    const id = created.json().id;
    const edited = await call(
      'admin',
      'PUT',
      `/api/cuentas/holidays/${id}/`,
      holiday(tenant.accounts.comercial.id, { end_date: '2026-07-17', descripcion: 'Verano largo' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, end_date: '2026-07-17', descripcion: 'Verano largo' });
    expect((await call('admin', 'DELETE', `/api/cuentas/holidays/${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `/api/cuentas/holidays/${id}/`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/cuentas/holidays/?${RANGO}`)).json()).toEqual([]);
  });

  it('refuses writes below Admin, and accounts or ids of another tenant', async () => {
    const body = holiday(tenant.accounts.comercial.id);
    expect((await call('manager', 'POST', '/api/cuentas/holidays/', body)).statusCode).toBe(403);
    expect((await call('comercial', 'POST', '/api/cuentas/holidays/', body)).statusCode).toBe(403);
    const foreign = await call(
      'admin',
      'POST',
      '/api/cuentas/holidays/',
      holiday(other.accounts.comercial.id),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('commercial');
    const mine = (await call('admin', 'POST', '/api/cuentas/holidays/', body)).json().id;
    try {
      expect(
        (
          await otherCall(
            'admin',
            'PUT',
            `/api/cuentas/holidays/${mine}/`,
            holiday(other.accounts.comercial.id),
          )
        ).statusCode,
      ).toBe(404);
      expect((await otherCall('admin', 'DELETE', `/api/cuentas/holidays/${mine}/`)).statusCode).toBe(404);
      expect((await otherCall('admin', 'GET', `/api/cuentas/holidays/?${RANGO}`)).json()).toEqual([]);
      const moved = await call(
        'admin',
        'PUT',
        `/api/cuentas/holidays/${mine}/`,
        holiday(other.accounts.comercial.id),
      );
      expect(moved.statusCode).toBe(400);
    } finally {
      await call('admin', 'DELETE', `/api/cuentas/holidays/${mine}/`);
    }
  });

  it.each([
    ['an end before the start', { start_date: '2026-07-10', end_date: '2026-07-09' }, 'end_date'],
    ['a range longer than 366 days', { start_date: '2026-01-01', end_date: '2027-01-02' }, 'end_date'],
    ['a day that does not exist', { start_date: '2026-02-30' }, 'start_date'],
    ['a description of 201 characters', { descripcion: 'x'.repeat(201) }, 'descripcion'],
  ])('answers 400 to %s', async (_name, extra, field) => {
    const response = await call(
      'admin',
      'POST',
      '/api/cuentas/holidays/',
      holiday(tenant.accounts.comercial.id, extra),
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it.each([
    ['without an end', 'start=2026-07-01'],
    ['with a nonexistent day', 'start=2026-02-29&end=2026-03-31'],
    ['over more than 366 days', 'start=2026-01-01&end=2027-01-02'],
    ['with the end before the start', 'start=2026-07-02&end=2026-07-01'],
  ])('answers 400 to a list %s', async (_name, query) => {
    expect((await call('admin', 'GET', `/api/cuentas/holidays/?${query}`)).statusCode).toBe(400);
  });

  it('lists only the holidays each role may read, overlapping the range', async () => {
    const crear = async (commercial: number, extra: Record<string, unknown> = {}) =>
      (await call('admin', 'POST', '/api/cuentas/holidays/', holiday(commercial, extra))).json().id as number;
    const delComercial = await crear(tenant.accounts.comercial.id, {
      start_date: '2026-06-29',
      end_date: '2026-07-01',
    });
    const delManager = await crear(tenant.accounts.manager.id);
    const deOtro = await crear(otro);
    const fuera = await crear(tenant.accounts.comercial.id, {
      start_date: '2026-08-03',
      end_date: '2026-08-07',
    });
    const lista = async (role: 'admin' | 'manager' | 'comercial', extra = '') =>
      call(role, 'GET', `/api/cuentas/holidays/?${RANGO}${extra}`);
    expect(ids((await lista('admin')).json())).toEqual([delComercial, delManager, deOtro].sort());
    expect(ids((await lista('comercial')).json())).toEqual([delComercial]);
    expect((await lista('comercial', `&commercial=${tenant.accounts.manager.id}`)).statusCode).toBe(403);
    expect(ids((await lista('manager')).json())).toEqual([delManager]);
    expect((await lista('manager', `&commercial=${tenant.accounts.comercial.id}`)).statusCode).toBe(403);
    const team = await call('admin', 'POST', '/api/cuentas/teams/', {
      dutty_manager: tenant.accounts.manager.id,
      commercial_id_arr: [tenant.accounts.comercial.id],
    });
    expect(team.statusCode).toBe(201);
    try {
      expect(ids((await lista('manager')).json())).toEqual([delComercial, delManager].sort());
      expect(ids((await lista('manager', `&commercial=${tenant.accounts.comercial.id}`)).json())).toEqual([
        delComercial,
      ]);
      expect((await lista('manager', `&commercial=${otro}`)).statusCode).toBe(403);
    } finally {
      await call('admin', 'DELETE', `/api/cuentas/teams/${team.json().id}/`);
    }
    expect((await lista('admin', `&commercial=${other.accounts.comercial.id}`)).statusCode).toBe(404);
    for (const id of [delComercial, delManager, deOtro, fuera])
      await call('admin', 'DELETE', `/api/cuentas/holidays/${id}/`);
  });
});

describe('one commercial’s holidays never overlap', () => {
  const SOLAPE =
    'Las fechas se solapan con otras vacaciones de este comercial (del 06/07/2026 al 10/07/2026)';
  const crear = (commercial: number, start_date: string, end_date: string) =>
    call('admin', 'POST', '/api/cuentas/holidays/', holiday(commercial, { start_date, end_date }));
  let julio: number;

  beforeAll(async () => {
    julio = (await crear(tenant.accounts.comercial.id, '2026-07-06', '2026-07-10')).json().id;
  });
  afterAll(async () => {
    await call('admin', 'DELETE', `/api/cuentas/holidays/${julio}/`);
  });

  it.each([
    ['the day before it starts', '2026-07-01', '2026-07-05'],
    ['the day after it ends', '2026-07-11', '2026-07-12'],
  ])('allows a holiday ending or starting on %s', async (_name, start, end) => {
    const adjacent = await crear(tenant.accounts.comercial.id, start, end);
    expect(adjacent.statusCode).toBe(201);
    await call('admin', 'DELETE', `/api/cuentas/holidays/${adjacent.json().id}/`);
  });

  it.each([
    ['its first day', '2026-07-01', '2026-07-06'],
    ['its last day', '2026-07-10', '2026-07-14'],
    ['a range inside it', '2026-07-07', '2026-07-08'],
    ['a range around it', '2026-07-01', '2026-07-31'],
  ])('refuses a new holiday sharing %s, naming it on the dates', async (_name, start, end) => {
    const overlap = await crear(tenant.accounts.comercial.id, start, end);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toEqual({ start_date: [SOLAPE], end_date: [SOLAPE] });
  });

  it('allows the same days for another commercial', async () => {
    const other = await crear(otro, '2026-07-06', '2026-07-10');
    expect(other.statusCode).toBe(201);
    await call('admin', 'DELETE', `/api/cuentas/holidays/${other.json().id}/`);
  });

  it('lets a holiday be edited over its own days, and refuses an edit onto another one', async () => {
    const itself = await call(
      'admin',
      'PUT',
      `/api/cuentas/holidays/${julio}/`,
      holiday(tenant.accounts.comercial.id, { start_date: '2026-07-07', end_date: '2026-07-10' }),
    );
    expect(itself.statusCode).toBe(200);
    await call('admin', 'PUT', `/api/cuentas/holidays/${julio}/`, holiday(tenant.accounts.comercial.id));
    const agosto = (await crear(tenant.accounts.comercial.id, '2026-08-03', '2026-08-07')).json().id;
    try {
      const onto = await call(
        'admin',
        'PUT',
        `/api/cuentas/holidays/${agosto}/`,
        holiday(tenant.accounts.comercial.id, { start_date: '2026-07-10', end_date: '2026-08-07' }),
      );
      expect(onto.statusCode).toBe(400);
      expect(onto.json()).toEqual({ start_date: [SOLAPE], end_date: [SOLAPE] });
      const read = await call('admin', 'GET', '/api/cuentas/holidays/?start=2026-08-01&end=2026-08-31');
      expect(read.json()).toMatchObject([{ id: agosto, start_date: '2026-08-03' }]);
    } finally {
      await call('admin', 'DELETE', `/api/cuentas/holidays/${agosto}/`);
    }
  });

  it('refuses moving another commercial’s holiday onto days this one already has off', async () => {
    const suya = (await crear(otro, '2026-07-08', '2026-07-09')).json().id;
    try {
      const moved = await call(
        'admin',
        'PUT',
        `/api/cuentas/holidays/${suya}/`,
        holiday(tenant.accounts.comercial.id, { start_date: '2026-07-08', end_date: '2026-07-09' }),
      );
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toHaveProperty('start_date');
    } finally {
      await call('admin', 'DELETE', `/api/cuentas/holidays/${suya}/`);
    }
  });
});
