import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_SIN_TIPO_REWARD } from '@ventas/domain/calculadora/calculadora-mensajes';
import { diasLaborables } from '@ventas/domain/calculadora/working-days';
import { madridToday } from '@ventas/domain/time/madrid';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import {
  otroComercial,
  bolsaDelMes,
  PAQUETES,
  seedCalculadora,
  tramosTienda,
  venta,
  type CalculadoraFixture,
} from '../../../test/support/calculadora-sales';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { ofertas, paquetes } from '../../db/schema/atenciones';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let fx: CalculadoraFixture;
let otro: number;
let fibraObjetivo: number;
const MES = madridToday().slice(0, 7);

async function objetivo(body: Record<string, unknown>): Promise<number> {
  const response = await call('admin', 'POST', '/api/calculadora/objetivos/', { fecha: MES, ...body });
  if (response.statusCode !== 201) throw new Error(JSON.stringify(response.json()));
  return response.json().id;
}

const objetivoMes = (role: Parameters<Caller>[0], query = '', caller: Caller = call) =>
  caller(role, 'GET', `/api/calculadora/objetivo_mes/?month_year_updated_on=${MES}${query}`);

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, await createTestTenant(database));
  fx = await seedCalculadora(call);
  otro = await otroComercial(database, tenant.id, 'otro');
  const comercialId = tenant.accounts.comercial.id;
  const ids = fx.catalogue;
  const sell = (paquetesVendidos: Array<Record<string, unknown>>, extra: { estado?: 2 } = {}) =>
    venta(call, database, tenant.id, {
      role: 'comercial',
      comercialId,
      paquetes: paquetesVendidos,
      ...extra,
    });
  // Counted: FIBRA 2 (two main lines), MOVIL 1.
  await sell([PAQUETES.principal(ids), PAQUETES.adicional(ids)]);
  await sell([PAQUETES.principal(ids)]);
  // Not counted: an offer only Presentada, a cancelled package, a sale another account recorded.
  await sell([PAQUETES.principal(ids)], { estado: 2 });
  const cancelada = await sell([PAQUETES.principal(ids)]);
  await database.owner
    .update(paquetes)
    .set({ estado: 'CANCELADO' })
    .where(and(eq(paquetes.tenantId, tenant.id), inArray(paquetes.ofertaId, [cancelada])));
  // An offer sold and then Cancelada (7) keeps its fecha_venta but is no sale.
  const anulada = await sell([PAQUETES.principal(ids)]);
  await database.owner
    .update(ofertas)
    .set({ estado: 7 })
    .where(and(eq(ofertas.tenantId, tenant.id), eq(ofertas.id, anulada)));
  await venta(call, database, tenant.id, {
    role: 'manager',
    comercialId,
    paquetes: [PAQUETES.principal(ids)],
  });

  fibraObjetivo = await objetivo({
    comercial: comercialId,
    familia: fx.fibra,
    peso: 60,
    objetivo: 4,
    llave: true,
  });
  await objetivo({ comercial: comercialId, familia: fx.movil, peso: '40', objetivo: '2' });
  await objetivo({ comercial: otro, familia: fx.fibra, peso: 100, objetivo: 10 });
  await tramosTienda(call, [comercialId]);
  await bolsaDelMes(call, comercialId, MES);
});

/** What the pace expects by today: target × elapsed / month, to 2 decimals (by hand, decimal.js). */
const ritmo = (target: number, dias: { transcurridos: string; total: string }) =>
  new Decimal(target).times(dias.transcurridos).dividedBy(dias.total).toFixed(2, Decimal.ROUND_HALF_UP);

describe('GET /api/calculadora/objetivo_mes/', () => {
  it("derives each objective's figures from the month's sold packages, counted per family in units", async () => {
    const response = await objetivoMes('comercial');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mes).toBe(MES);
    expect(body.comercial.id).toBe(tenant.accounts.comercial.id);
    const [year, month] = MES.split('-').map(Number);
    expect(body.dias_laborables.total).toBe(diasLaborables({ year: year!, month: month! }));
    // FIBRA: 2 of 4 = 50 %; 50 × 60 / 100 = 30. MOVIL: 1 of 2 = 50 %; 50 × 40 / 100 = 20.
    expect(body.objetivos).toMatchObject([
      {
        familia: fx.fibra,
        familia_nombre: 'FIBRA',
        peso: '60.00',
        objetivo: '4.00',
        llave: true,
        consecucion: '2',
      },
      {
        familia: fx.movil,
        familia_nombre: 'MOVIL',
        peso: '40.00',
        objetivo: '2.00',
        llave: false,
        consecucion: '1',
      },
    ]);
    expect(body.objetivos.map((o: { objetivo_porc: string }) => o.objetivo_porc)).toEqual(['50.00', '50.00']);
    expect(body.objetivos.map((o: { comision_porc: string }) => o.comision_porc)).toEqual(['30.00', '20.00']);
    expect(body.objetivos.map((o: { five_percent: string }) => o.five_percent)).toEqual([
      ritmo(4, body.dias_laborables),
      ritmo(2, body.dias_laborables),
    ]);
    // Total 50 → first band above it is '< 80' (0.5); pool 1000 × 10 % + 200 × 50 % = 200 → 100.
    expect(body).toMatchObject({
      peso_medio: '50.00',
      consecucion_total: '50.00',
      tramo: { etiqueta: '< 80', factor_corrector: '0.5000' },
      bolsa_en_juego: '200.00',
      comision_calculada: '100.00',
      comision_total: null,
      condiciones_cumplidas: false,
    });
    expect(body.motivos).toHaveLength(1);
    expect(body.motivos[0]).toContain('FIBRA');
    // The whole list, for the what-if of any role (a Comercial cannot read the lists).
    expect(body.tramos.map((t: { porcentaje_maximo: string }) => Number(t.porcentaje_maximo))).toEqual([
      80, 100, 999,
    ]);
  });

  it('shows the total commission once the key objective reaches 100 %, and a zero target blank', async () => {
    const update = await call('admin', 'PUT', `/api/calculadora/objetivos/${fibraObjetivo}/`, {
      comercial: tenant.accounts.comercial.id,
      familia: fx.fibra,
      fecha: MES,
      peso: 60,
      objetivo: 2,
      llave: true,
    });
    expect(update.statusCode).toBe(200);
    const seguros = await call('admin', 'POST', '/api/servicios/tipoobjetivo/', { nombre: 'SEGUROS' });
    const sinObjetivo = await objetivo({
      comercial: tenant.accounts.comercial.id,
      familia: seguros.json().id,
      peso: 0,
      objetivo: 0,
    });
    try {
      const body = (await objetivoMes('comercial')).json();
      // FIBRA 2 of 2 = 100 % → 60; MOVIL 20; SEGUROS target 0: blank, 0, −1. Total 80 → '< 100' (1).
      expect(body.objetivos.map((o: { objetivo_porc: string | null }) => o.objetivo_porc)).toEqual([
        '100.00',
        '50.00',
        null,
      ]);
      expect(body.objetivos[2]).toMatchObject({ comision_porc: '0.00', five_percent: '-1.00' });
      expect(body).toMatchObject({
        consecucion_total: '80.00',
        tramo: { etiqueta: '< 100', factor_corrector: '1.0000' },
        comision_total: '200.00',
        condiciones_cumplidas: true,
        motivos: [],
      });
      const reached = (await objetivoMes('comercial', '&sold_out=true')).json();
      expect(reached.objetivos.map((o: { familia_nombre: string }) => o.familia_nombre)).toEqual(['FIBRA']);
      expect(reached.comision_total).toBe('200.00');
    } finally {
      await call('admin', 'DELETE', `/api/calculadora/objetivos/${sinObjetivo}/`);
      await call('admin', 'PUT', `/api/calculadora/objetivos/${fibraObjetivo}/`, {
        comercial: tenant.accounts.comercial.id,
        familia: fx.fibra,
        fecha: MES,
        peso: 60,
        objetivo: 4,
        llave: true,
      });
    }
  });

  it('answers an empty month with no objectives and no band', async () => {
    const body = (
      await call('comercial', 'GET', '/api/calculadora/objetivo_mes/?month_year_updated_on=2021-02')
    ).json();
    expect(body).toMatchObject({
      mes: '2021-02',
      objetivos: [],
      peso_medio: null,
      consecucion_total: '0.00',
    });
    expect(body.dias_laborables).toEqual({ transcurridos: '22.0', total: '22.0' });
  });

  it("never shows a Comercial another commercial's figures", async () => {
    expect((await objetivoMes('comercial', `&comercial=${otro}`)).statusCode).toBe(403);
    expect((await objetivoMes('comercial', `&comercial=${tenant.accounts.manager.id}`)).statusCode).toBe(403);
    const own = (await objetivoMes('comercial', `&comercial=${tenant.accounts.comercial.id}`)).json();
    expect(own.comerciales.map((c: { id: number }) => c.id)).toEqual([tenant.accounts.comercial.id]);
    expect((await call('comercial', 'GET', `/api/calculadora/bolsa_mes/?comercial=${otro}`)).statusCode).toBe(
      403,
    );
  });

  it("lets a Manager read their team's commercials only, and pick among them", async () => {
    const comercialId = tenant.accounts.comercial.id;
    expect((await objetivoMes('manager', `&comercial=${comercialId}`)).statusCode).toBe(403);
    const team = await call('admin', 'POST', '/api/cuentas/teams/', {
      dutty_manager: tenant.accounts.manager.id,
      commercial_id_arr: [comercialId],
    });
    expect(team.statusCode).toBe(201);
    try {
      const response = await objetivoMes('manager', `&comercial=${comercialId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().objetivos.map((o: { consecucion: string }) => o.consecucion)).toEqual([
        '2',
        '1',
      ]);
      expect(
        response
          .json()
          .comerciales.map((c: { id: number }) => c.id)
          .sort(),
      ).toEqual([comercialId, tenant.accounts.manager.id].sort());
      expect((await objetivoMes('manager', `&comercial=${otro}`)).statusCode).toBe(403);
      const baja = (await objetivoMes('manager', '&estado=BAJA')).json();
      expect(baja.comerciales).toEqual([]);
    } finally {
      await call('admin', 'DELETE', `/api/cuentas/teams/${team.json().id}/`);
    }
  });

  it("lets an Admin read anyone's month, and nobody cross tenants", async () => {
    const response = await objetivoMes('admin', `&comercial=${otro}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().objetivos).toMatchObject([
      { familia_nombre: 'FIBRA', consecucion: '0', objetivo_porc: '0.00' },
    ]);
    expect(response.json().motivos).toContain('Sin ventas en FIBRA, que tiene objetivo');
    expect(response.json().comerciales.map((c: { id: number }) => c.id)).toContain(otro);
    const crossing = await objetivoMes('admin', `&comercial=${tenant.accounts.comercial.id}`, otherCall);
    expect(crossing.statusCode).toBe(404);
    expect((await objetivoMes('admin', '', otherCall)).json().objetivos).toEqual([]);
  });

  it('refuses a malformed month, commercial or state with 400', async () => {
    for (const query of [
      'month_year_updated_on=2026-13',
      'month_year_updated_on=26-01',
      'comercial=abc',
      'comercial=99999999999',
      'estado=VIVO',
      'sold_out=quizá',
    ]) {
      const response = await call('admin', 'GET', `/api/calculadora/objetivo_mes/?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/calculadora/bolsa_mes/', () => {
  it('answers the pool in play from the reward rule', async () => {
    const body = (
      await call('comercial', 'GET', `/api/calculadora/bolsa_mes/?month_year_updated_on=${MES}`)
    ).json();
    expect(body).toMatchObject({
      mes: MES,
      reward: {
        bolsa: '1000.00',
        bolsa_recomendado: '200.00',
        reward: { reward_type: 'PORCENTAJE', amount: '10.00' },
      },
      bolsa_en_juego: '200.00',
      avisos: [],
    });
  });

  it('answers an empty pool with the no-reward warning for a commercial without one', async () => {
    const body = (await call('admin', 'GET', `/api/calculadora/bolsa_mes/?comercial=${otro}`)).json();
    expect(body).toMatchObject({ reward: null, bolsa_en_juego: '0.00', avisos: [MENSAJE_SIN_TIPO_REWARD] });
  });
});
