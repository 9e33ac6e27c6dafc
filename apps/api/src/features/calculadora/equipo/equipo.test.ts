import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIPO_COMERCIAL_LABELS } from '@ventas/domain/cuentas/account-constants';
import { madridToday } from '@ventas/domain/time/madrid';
import { etiquetaMes } from '@ventas/domain/time/mes-label';
import { callerFor, type Caller } from '../../../../test/support/catalogue-caller';
import {
  otroComercial,
  bolsaDelMes,
  PAQUETES,
  seedCalculadora,
  tramosTienda,
  venta,
  type CalculadoraFixture,
} from '../../../../test/support/calculadora-sales';
import { createTestApp, createTestTenant, type TestTenant } from '../../../../test/support/test-app';
import type { Database } from '../../../db/database';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let fx: CalculadoraFixture;
let otro: number;
const MES = madridToday().slice(0, 7);
const [YEAR, MONTH] = MES.split('-').map(Number) as [number, number];

const equipoMes = (
  role: Parameters<Caller>[0],
  caller: Caller = call,
  query = `month_year_updated_on=${MES}`,
) => caller(role, 'GET', `/api/calculadora/equipo_mes/?${query}`);

async function objetivo(body: Record<string, unknown>) {
  const response = await call('admin', 'POST', '/api/calculadora/objetivos/', { fecha: MES, ...body });
  if (response.statusCode !== 201) throw new Error(JSON.stringify(response.json()));
}

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, await createTestTenant(database));
  fx = await seedCalculadora(call);
  otro = await otroComercial(database, tenant.id, 'otro');
  const comercialId = tenant.accounts.comercial.id;
  const ids = fx.catalogue;
  // The commercial sold FIBRA 2, MOVIL 1; `otro` sold FIBRA 1.
  await venta(call, database, tenant.id, {
    role: 'comercial',
    comercialId,
    paquetes: [PAQUETES.principal(ids), PAQUETES.adicional(ids)],
  });
  await venta(call, database, tenant.id, {
    role: 'comercial',
    comercialId,
    paquetes: [PAQUETES.principal(ids)],
  });
  await objetivo({ comercial: comercialId, familia: fx.fibra, peso: 60, objetivo: 2, llave: true });
  await objetivo({ comercial: comercialId, familia: fx.movil, peso: 40, objetivo: 2 });
  await objetivo({ comercial: otro, familia: fx.fibra, peso: 100, objetivo: 10, llave: true });
  await tramosTienda(call, [comercialId, otro]);
  await bolsaDelMes(call, comercialId, MES, {
    bolsa_recomendado: 0,
    reward: { reward_type: 'BOLSA_FIJA', amount: 300 },
    reward_recomendado: null,
  });
  await call('admin', 'POST', '/api/cuentas/teams/', {
    dutty_manager: tenant.accounts.manager.id,
    commercial_id_arr: [comercialId],
  });
});

type Fila = { id: number; [key: string]: unknown };
const filaDe = (body: { comerciales: Fila[] }, id: number) => body.comerciales.find((fila) => fila.id === id);

describe('GET /api/calculadora/equipo_mes/', () => {
  it("gives each commercial exactly the figures of their own objetivo_mes (the domain's one function)", async () => {
    const response = await equipoMes('admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mes).toBe(MES);
    expect(body.familias.map((f: { nombre: string }) => f.nombre)).toEqual(['FIBRA', 'MOVIL']);
    for (const id of [tenant.accounts.comercial.id, otro]) {
      const propio = (
        await call(
          'admin',
          'GET',
          `/api/calculadora/objetivo_mes/?month_year_updated_on=${MES}&comercial=${id}`,
        )
      ).json();
      expect(filaDe(body, id)).toEqual({
        id,
        nombre: propio.comercial.nombre,
        tipo_comercial: propio.comercial.tipo_comercial,
        consecucion_total: propio.consecucion_total,
        tramo: propio.tramo?.etiqueta ?? null,
        factor_corrector: propio.factor_corrector,
        bolsa_en_juego: propio.bolsa_en_juego,
        comision_total: propio.comision_total,
        condiciones_cumplidas: propio.condiciones_cumplidas,
        motivos: propio.motivos,
        objetivos: propio.objetivos.map((o: Record<string, unknown>) => ({
          familia: o.familia,
          familia_nombre: o.familia_nombre,
          objetivo: o.objetivo,
          consecucion: o.consecucion,
          objetivo_porc: o.objetivo_porc,
          peso: o.peso,
          llave: o.llave,
        })),
      });
    }
  });

  it('shows a commission once the conditions hold, and the reason when they do not', async () => {
    const body = (await equipoMes('admin')).json();
    // FIBRA 2 of 2 = 100 % × 60 = 60; MOVIL 1 of 2 = 50 % × 40 = 20; 80 → '< 100', factor 1; 300 €.
    expect(filaDe(body, tenant.accounts.comercial.id)).toMatchObject({
      consecucion_total: '80.00',
      tramo: '< 100',
      comision_total: '300.00',
      condiciones_cumplidas: true,
    });
    // `otro`: FIBRA is key and at 0 of 10: no commission, and the reasons name FIBRA.
    const sinComision = filaDe(body, otro)!;
    expect(sinComision.comision_total).toBeNull();
    expect((sinComision.motivos as string[]).join(' ')).toContain('FIBRA');
  });

  it("lists a Manager's own team and themselves only; every ALTA account for Admin", async () => {
    const manager = (await equipoMes('manager')).json();
    expect(manager.comerciales.map((fila: Fila) => fila.id).sort()).toEqual(
      [tenant.accounts.manager.id, tenant.accounts.comercial.id].sort(),
    );
    const admin = (await equipoMes('admin')).json();
    expect(admin.comerciales.map((fila: Fila) => fila.id)).toEqual(expect.arrayContaining([otro]));
    const baja = (await equipoMes('admin', call, `month_year_updated_on=${MES}&estado=BAJA`)).json();
    expect(baja.comerciales).toEqual([]);
  });

  it("refuses a Comercial (403) and a bad month (400), and never shows another tenant's accounts", async () => {
    expect((await equipoMes('comercial')).statusCode).toBe(403);
    expect((await equipoMes('admin', call, 'month_year_updated_on=2026-13')).statusCode).toBe(400);
    const ajeno = (await equipoMes('admin', otherCall)).json();
    expect(ajeno.comerciales.map((fila: Fila) => fila.id)).not.toContain(otro);
  });
});

describe('GET /api/calculadora/download-xlsx-calculadora/', () => {
  it('writes one row per commercial and family with the figures of the team view', async () => {
    const response = await call(
      'manager',
      'GET',
      `/api/calculadora/download-xlsx-calculadora/?month=${MONTH}&year=${YEAR}`,
    );
    expect(response.statusCode).toBe(200);
    const raw = (response as unknown as { rawPayload: Buffer }).rawPayload;
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(raw as unknown as ArrayBuffer);
    const filas: unknown[][] = [];
    libro.worksheets[0]!.eachRow((row) => filas.push((row.values as unknown[]).slice(1)));
    expect(filas[0]).toEqual(expect.arrayContaining(['Comercial', 'Familia', 'Comisión total (€)']));
    const delComercial = filas.filter((fila) => fila[0] === tenant.accounts.comercial.id);
    expect(delComercial.map((fila) => [fila[3], fila[4], fila[5], fila[6], fila[13]])).toEqual([
      ['FIBRA', 2, 2, 100, 300],
      ['MOVIL', 2, 1, 50, 300],
    ]);
    // Labels, not codes: the month by its name, the commercial's type as the screens say it (issue 29 §5).
    expect(libro.worksheets[0]!.name).toBe(`Calculadora ${etiquetaMes(MES)}`);
    expect(Object.values(TIPO_COMERCIAL_LABELS)).toContain(delComercial[0]?.[2]);
    // The Manager's file has their team only.
    expect(filas.some((fila) => fila[0] === otro)).toBe(false);
  });

  it('refuses a Comercial (403) and a month out of range (400)', async () => {
    const url = '/api/calculadora/download-xlsx-calculadora/';
    expect((await call('comercial', 'GET', `${url}?month=${MONTH}&year=${YEAR}`)).statusCode).toBe(403);
    expect((await call('admin', 'GET', `${url}?month=13&year=${YEAR}`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', `${url}?year=${YEAR}`)).statusCode).toBe(400);
  });
});
