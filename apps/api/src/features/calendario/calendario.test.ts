import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { diasLaborables } from '@ventas/domain/calculadora/working-days';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { insertAtencion, insertCliente } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { calendariosDeComerciales } from './calendario.public';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let other: TestTenant;
let call: Caller;
let otherCall: Caller;
let otro: number;

const calendario = (role: Parameters<Caller>[0], query: string, caller: Caller = call) =>
  caller(role, 'GET', `/api/calculadora/calendario/?${query}`);
const EMPRESA = '/api/calculadora/calendario-empresa/';
type Dia = { dia: string; peso: string; festivos: unknown[]; vacaciones: unknown[] };
const delDia = (dias: Dia[], dia: string) => dias.find((d) => d.dia === dia);

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  other = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, other);
  otro = await otroComercial(database, tenant.id, 'otro');
});

describe('GET /api/calculadora/calendario/', () => {
  it('shows an Easter month day by day with the calculator’s working days', async () => {
    const response = await calendario('comercial', 'month_year_updated_on=2025-04');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mes).toBe('2025-04');
    expect(body.comercial.id).toBe(tenant.accounts.comercial.id);
    expect(body.comerciales.map((c: { id: number }) => c.id)).toEqual([tenant.accounts.comercial.id]);
    expect(body.dias).toHaveLength(30);
    expect(delDia(body.dias, '2025-04-17')).toMatchObject({
      peso: '0.0',
      festivos: [{ tipo: 'nacional', nombre: 'Jueves Santo' }],
    });
    expect(delDia(body.dias, '2025-04-18')).toMatchObject({ festivos: [{ nombre: 'Viernes Santo' }] });
    expect(delDia(body.dias, '2025-04-19')).toMatchObject({ peso: '0.5', fin_de_semana: true });
    const total = diasLaborables({ year: 2025, month: 4 });
    expect(body.dias_laborables).toEqual({ transcurridos: total, total });
  });

  it('answers the team scoping rule: own for a Comercial, team for a Manager, 404 across tenants', async () => {
    const manager = tenant.accounts.manager.id;
    const comercial = tenant.accounts.comercial.id;
    expect((await calendario('comercial', `comercial=${manager}`)).statusCode).toBe(403);
    expect((await calendario('manager', `comercial=${comercial}`)).statusCode).toBe(403);
    expect((await calendario('admin', `comercial=${otro}`)).statusCode).toBe(200);
    expect((await calendario('admin', `comercial=${other.accounts.comercial.id}`)).statusCode).toBe(404);
    expect((await calendario('admin', `comercial=${comercial}`, otherCall)).statusCode).toBe(404);
    const team = await call('admin', 'POST', '/api/cuentas/teams/', {
      dutty_manager: manager,
      commercial_id_arr: [comercial],
    });
    try {
      const response = await calendario('manager', `comercial=${comercial}`);
      expect(response.statusCode).toBe(200);
      expect(
        response
          .json()
          .comerciales.map((c: { id: number }) => c.id)
          .sort(),
      ).toEqual([comercial, manager].sort());
      expect((await calendario('manager', `comercial=${otro}`)).statusCode).toBe(403);
    } finally {
      await call('admin', 'DELETE', `/api/cuentas/teams/${team.json().id}/`);
    }
  });

  it.each([
    ['a month that does not exist', 'month_year_updated_on=2025-13'],
    ['a day instead of a month', 'month_year_updated_on=2025-05-01'],
    ['a commercial that is not an id', 'comercial=abc'],
  ])('answers 400 to %s', async (_name, query) => {
    expect((await calendario('admin', query)).statusCode).toBe(400);
  });

  it('marks the region’s, the company’s and the commercial’s days, and lists their callbacks', async () => {
    const comercial = tenant.accounts.comercial.id;
    const put = await call('admin', 'PUT', EMPRESA, {
      comunidad_autonoma: 'MD',
      municipio: null,
      festivos: [{ dia: '2025-05-15', nombre: 'San Isidro' }],
    });
    expect(put.statusCode).toBe(200);
    const holiday = await call('admin', 'POST', '/api/cuentas/holidays/', {
      commercial: comercial,
      start_date: '2025-05-26',
      end_date: '2025-06-03',
      descripcion: 'Viaje',
    });
    expect(holiday.statusCode).toBe(201);
    const cliente = await insertCliente(database, tenant.id, { nombre: 'Cliente Agendado' });
    const agendado = await insertAtencion(database, tenant.id, {
      clienteId: cliente,
      comercialId: comercial,
      fechaAgendado: new Date('2025-05-31T21:30:00Z'), // 23:30 in Madrid, still 31 May
    });
    await insertAtencion(database, tenant.id, {
      clienteId: cliente,
      comercialId: comercial,
      fechaAgendado: new Date('2025-05-31T22:30:00Z'), // 1 June in Madrid
    });
    await insertAtencion(database, tenant.id, {
      clienteId: cliente,
      comercialId: otro,
      fechaAgendado: new Date('2025-05-20T09:00:00Z'),
    });
    try {
      const body = (await calendario('comercial', 'month_year_updated_on=2025-05')).json();
      expect(delDia(body.dias, '2025-05-01')!.festivos).toEqual([
        { tipo: 'nacional', nombre: 'Fiesta del Trabajo' },
      ]);
      expect(delDia(body.dias, '2025-05-02')).toMatchObject({
        peso: '0.0',
        festivos: [{ tipo: 'regional', nombre: 'Festivo de Comunidad de Madrid' }],
      });
      expect(delDia(body.dias, '2025-05-15')).toMatchObject({
        peso: '0.0',
        festivos: [{ tipo: 'empresa', nombre: 'San Isidro' }],
      });
      expect(delDia(body.dias, '2025-05-27')).toMatchObject({
        peso: '0.0',
        vacaciones: [{ id: holiday.json().id, descripcion: 'Viaje' }],
      });
      // 24.5 − 1 May − 2 May − 15 May − 26…30 May − Saturday 31 May (0.5).
      expect(body.dias_laborables).toEqual({ transcurridos: '16.0', total: '16.0' });
      expect(body.agendados).toEqual([
        expect.objectContaining({
          id: agendado,
          dia: '2025-05-31',
          fecha_agendado: '2025-05-31T21:30:00Z',
          cliente,
          cliente_nombre: 'Cliente Agendado',
          estado: 'PENDIENTE',
        }),
      ]);
      // The other tenant's calendar is untouched.
      const foreign = (await calendario('admin', 'month_year_updated_on=2025-05', otherCall)).json();
      expect(foreign.dias_laborables.total).toBe(diasLaborables({ year: 2025, month: 5 }));
      expect((await otherCall('admin', 'GET', EMPRESA)).json()).toEqual({
        comunidad_autonoma: null,
        municipio: null,
        festivos: [],
      });
    } finally {
      await call('admin', 'DELETE', `/api/cuentas/holidays/${holiday.json().id}/`);
      await call('admin', 'PUT', EMPRESA, { comunidad_autonoma: null, municipio: null, festivos: [] });
    }
  });
});

describe('calendariosDeComerciales', () => {
  it('reads the calendars of two commercials in one call, each with its own holidays', async () => {
    await call('admin', 'PUT', EMPRESA, { comunidad_autonoma: 'MD', festivos: [] });
    const holiday = await call('admin', 'POST', '/api/cuentas/holidays/', {
      commercial: otro,
      start_date: '2025-04-28',
      end_date: '2025-05-06',
    });
    try {
      const mes = { year: 2025, month: 5 };
      const calendarios = await database.tenant(tenant.id, (tx) =>
        calendariosDeComerciales(tx, [tenant.accounts.comercial.id, otro], mes),
      );
      expect(calendarios.get(tenant.accounts.comercial.id)).toEqual({
        festivos: ['2025-05-01', '2025-05-02'],
        vacaciones: [],
      });
      expect(calendarios.get(otro)).toEqual({
        festivos: ['2025-05-01', '2025-05-02'],
        vacaciones: [{ desde: '2025-04-28', hasta: '2025-05-06' }],
      });
      // 24.5 − 1 May − 2 May − Saturday 3 (0.5) − Monday 5 − Tuesday 6.
      expect(diasLaborables(mes, calendarios.get(otro))).toBe('20.0');
    } finally {
      await call('admin', 'DELETE', `/api/cuentas/holidays/${holiday.json().id}/`);
      await call('admin', 'PUT', EMPRESA, { comunidad_autonoma: null, festivos: [] });
    }
  });
  it('reads 50 commercials in as many queries as one', async () => {
    const consultas = async (ids: number[]) =>
      database.tenant(tenant.id, async (tx) => {
        let count = 0;
        const contado = new Proxy(tx, {
          get: (target, property, receiver) =>
            property === 'execute'
              ? (...args: Parameters<typeof tx.execute>) => {
                  count += 1;
                  return target.execute(...args);
                }
              : Reflect.get(target, property, receiver),
        });
        await calendariosDeComerciales(contado, ids, { year: 2025, month: 5 });
        return count;
      });
    const cincuenta = Array.from({ length: 50 }, (_, index) => otro + index);
    // The tenant's place, its own days, the holidays of all the ids.
    expect(await consultas([otro])).toBe(3);
    expect(await consultas(cincuenta)).toBe(3);
  });
});

describe('/api/calculadora/calendario-empresa/', () => {
  it('lets an Admin replace the place and own days, and every role read them', async () => {
    const first = await call('admin', 'PUT', EMPRESA, {
      comunidad_autonoma: 'CT',
      municipio: 'B',
      festivos: [
        { dia: '2026-09-24', nombre: 'La Mercè' },
        { dia: '2026-06-24', nombre: 'Sant Joan' },
      ],
    });
    expect(first.statusCode).toBe(200);
    const second = await call('admin', 'PUT', EMPRESA, {
      comunidad_autonoma: 'CT',
      municipio: 'B',
      festivos: [{ dia: '2026-09-24', nombre: 'La Mercè' }],
    });
    expect(second.json()).toEqual({
      comunidad_autonoma: 'CT',
      municipio: 'B',
      festivos: [{ dia: '2026-09-24', nombre: 'La Mercè' }],
    });
    expect((await call('comercial', 'GET', EMPRESA)).json()).toEqual(second.json());
    await call('admin', 'PUT', EMPRESA, { comunidad_autonoma: null, municipio: null, festivos: [] });
  });

  it.each([
    ['an unknown community', { comunidad_autonoma: 'XX' }, 'comunidad_autonoma'],
    ['a municipality without a community', { comunidad_autonoma: null, municipio: 'B' }, 'municipio'],
    ['a municipality the library does not know', { comunidad_autonoma: 'MD', municipio: 'B' }, 'municipio'],
    [
      'a day twice',
      {
        festivos: [
          { dia: '2026-01-02', nombre: 'a' },
          { dia: '2026-01-02', nombre: 'b' },
        ],
      },
      'festivos',
    ],
    ['a nonexistent day', { festivos: [{ dia: '2026-02-30', nombre: 'a' }] }, 'festivos'],
    ['a day without a name', { festivos: [{ dia: '2026-02-03', nombre: ' ' }] }, 'festivos'],
  ])('answers 400 in Spanish to %s and writes nothing', async (_name, extra, field) => {
    await call('admin', 'PUT', EMPRESA, {
      comunidad_autonoma: 'AN',
      festivos: [{ dia: '2026-03-02', nombre: 'x' }],
    });
    const response = await call('admin', 'PUT', EMPRESA, {
      comunidad_autonoma: 'MD',
      municipio: null,
      festivos: [],
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
    expect((await call('admin', 'GET', EMPRESA)).json()).toMatchObject({ comunidad_autonoma: 'AN' });
    await call('admin', 'PUT', EMPRESA, { comunidad_autonoma: null, festivos: [] });
  });

  it('refuses the write below Admin', async () => {
    const body = { comunidad_autonoma: 'MD', festivos: [] };
    expect((await call('manager', 'PUT', EMPRESA, body)).statusCode).toBe(403);
    expect((await call('comercial', 'PUT', EMPRESA, body)).statusCode).toBe(403);
  });
});
