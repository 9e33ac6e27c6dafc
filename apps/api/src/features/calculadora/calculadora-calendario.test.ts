import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

/**
 * The calculator counts working days with the commercial's calendar (features/calendario): the
 * tenant's region and the commercial's holidays move `dias_laborables` and the pace target
 * `five_percent` (target × elapsed / total). May 2025, seen on Wednesday 14 May: 24.5 days, 1 May
 * national; Comunidad de Madrid adds Friday 2 May (date-holidays).
 */

let app: FastifyInstance;
let tenant: TestTenant;
let call: Caller;

const objetivoMes = async () => {
  const response = await call(
    'admin',
    'GET',
    `/api/calculadora/objetivo_mes/?month_year_updated_on=2025-05&comercial=${tenant.accounts.comercial.id}`,
  );
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { dias: body.dias_laborables, five: body.objetivos[0].five_percent };
};

beforeAll(async () => {
  const { app: created, database } = await createTestApp();
  app = created;
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
});

describe('objetivo_mes with the commercial’s calendar', () => {
  afterEach(() => vi.useRealTimers());

  it('drops working days and the pace target for the region and the commercial’s holiday', async () => {
    const familia = await call('admin', 'POST', '/api/servicios/tipoobjetivo/', { nombre: 'FIBRA' });
    const objetivo = await call('admin', 'POST', '/api/calculadora/objetivos/', {
      comercial: tenant.accounts.comercial.id,
      familia: familia.json().id,
      fecha: '2025-05',
      peso: 100,
      objetivo: 10,
    });
    expect(objetivo.statusCode).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-05-14T10:00:00Z') });

    // National days only: elapsed 1–14 May = 10 weekdays + 2 Saturdays (1.0) − 1 May.
    expect(await objetivoMes()).toEqual({ dias: { transcurridos: '10.0', total: '23.5' }, five: '4.26' });

    const region = await call('admin', 'PUT', '/api/calculadora/calendario-empresa/', {
      comunidad_autonoma: 'MD',
      festivos: [],
    });
    expect(region.statusCode).toBe(200);
    expect(await objetivoMes()).toEqual({ dias: { transcurridos: '9.0', total: '22.5' }, five: '4.00' });

    const holiday = await call('admin', 'POST', '/api/cuentas/holidays/', {
      commercial: tenant.accounts.comercial.id,
      start_date: '2025-05-05',
      end_date: '2025-05-09',
      descripcion: 'Puente',
    });
    expect(holiday.statusCode).toBe(201);
    expect(await objetivoMes()).toEqual({ dias: { transcurridos: '4.0', total: '17.5' }, five: '2.29' });

    // Another commercial's holiday leaves this one's month alone.
    await call('admin', 'PUT', `/api/cuentas/holidays/${holiday.json().id}/`, {
      commercial: tenant.accounts.manager.id,
      start_date: '2025-05-05',
      end_date: '2025-05-09',
    });
    expect(await objetivoMes()).toEqual({ dias: { transcurridos: '9.0', total: '22.5' }, five: '4.00' });
  });
});
