import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_CUOTAS } from '@ventas/domain/servicios/installment-contract';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant } from '../../../test/support/test-app';

/**
 * Issue 29 §1 and §5: the installment plan the offer configurator edits (SPEC §3 OFFER_CONFIGURATOR)
 * with the catalogue's call, now with its number of instalments; Admins and above only.
 */
let app: FastifyInstance;
let call: Caller;
let planId: number;
let body: Record<string, unknown>;

async function create(path: string, payload: Record<string, unknown>): Promise<number> {
  const response = await call('admin', 'POST', `/api/servicios/${path}/`, payload);
  if (response.statusCode !== 201) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  call = await callerFor(app, await createTestTenant(created.database));
  const tarifa = await create('tarifas', {
    name: 'Móvil A',
    category: 'mobile_line',
    price_value: 20,
    segment: 'PARTICULAR',
    operator: 'A',
  });
  const terminal = await create('terminales', { name: 'Galaxy A', price: 500, operator: 'A' });
  body = { terminal, object_id: tarifa, initial_price: '49.00', month_price: '15.00', final_price: '0' };
  planId = await create('installment', body);
});
afterAll(() => app.close());

describe('an installment plan’s number of instalments', () => {
  it('is null until given, and kept as given', async () => {
    const [plan] = (
      await call('comercial', 'GET', `/api/servicios/installments-terminal/${body.terminal}/`)
    ).json();
    expect(plan.cuotas).toBeNull();
    const saved = await call('admin', 'PUT', `/api/servicios/installment/${planId}/`, {
      ...body,
      cuotas: 24,
      month_price: '12.50',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ cuotas: 24, month_price: '12.50', initial_price: '49.00' });
  });

  it.each([0, 121, 2.5, '24 meses', -1])('refuses %j with its message', async (cuotas) => {
    const response = await call('admin', 'PUT', `/api/servicios/installment/${planId}/`, { ...body, cuotas });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ cuotas: [MENSAJE_CUOTAS] });
  });
});

describe('who edits a plan', () => {
  it.each(['manager', 'comercial'] as const)('refuses a %s (403) and changes nothing', async (role) => {
    const response = await call(role, 'PUT', `/api/servicios/installment/${planId}/`, {
      ...body,
      cuotas: 36,
      month_price: '1.00',
    });
    expect(response.statusCode).toBe(403);
    const [plan] = (
      await call('admin', 'GET', `/api/servicios/installments-terminal/${body.terminal}/`)
    ).json();
    expect(plan).toMatchObject({ cuotas: 24, month_price: '12.50' });
  });

  it('lets a SuperAdmin edit it', async () => {
    const response = await call('superadmin', 'PUT', `/api/servicios/installment/${planId}/`, {
      ...body,
      cuotas: 36,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().cuotas).toBe(36);
  });
});
