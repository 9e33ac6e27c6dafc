import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mesDe } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { etiquetaMes } from '@ventas/domain/time/mes-label';
import { callerFor, type Caller } from '../../../../test/support/catalogue-caller';
import { createCatalogueItem } from '../../../../test/support/offer-catalogue';
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
import { ofertas, paquetes } from '../../../db/schema/atenciones';
import { pdfText } from '../../../pdf/pdf-test-support';

/**
 * Issue 14 (beyond the spec): the commission statement, the month close that freezes it, and the
 * clawback of a sale counted in a closed month and cancelled later (decision 89).
 */

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let fx: CalculadoraFixture;
let comercialId: number;
let fibraVendida: number;

const hoy = mesDe(madridToday());
const ACTUAL = textoMes(hoy);
const ANTERIOR = textoMes(
  hoy.month === 1 ? { year: hoy.year - 1, month: 12 } : { year: hoy.year, month: hoy.month - 1 },
);
const ANTEANTERIOR = (() => {
  const [y, m] = ANTERIOR.split('-').map(Number);
  return textoMes(m === 1 ? { year: y! - 1, month: 12 } : { year: y!, month: m! - 1 });
})();

const extracto = (role: Parameters<Caller>[0], mes: string, extra = '', caller: Caller = call) =>
  caller(role, 'GET', `/api/calculadora/extracto/?month_year_updated_on=${mes}${extra}`);
const objetivoMes = (mes: string) =>
  call(
    'admin',
    'GET',
    `/api/calculadora/objetivo_mes/?month_year_updated_on=${mes}&comercial=${comercialId}`,
  );

/** Moves an offer's sale to the 15th of `mes` (Madrid noon), as if sold then. */
async function vendidaEn(ofertaId: number, mes: string) {
  await database.owner
    .update(ofertas)
    .set({ fechaVenta: new Date(`${mes}-15T12:00:00+01:00`) })
    .where(and(eq(ofertas.tenantId, tenant.id), eq(ofertas.id, ofertaId)));
}

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, await createTestTenant(database));
  fx = await seedCalculadora(call);
  comercialId = tenant.accounts.comercial.id;
  const ids = fx.catalogue;
  const sell = (paquetesVendidos: Array<Record<string, unknown>>) =>
    venta(call, database, tenant.id, { role: 'comercial', comercialId, paquetes: paquetesVendidos });
  // Last month: FIBRA 2 (two main lines), MOVIL 1.
  const primera = await sell([PAQUETES.principal(ids), PAQUETES.adicional(ids)]);
  const segunda = await sell([PAQUETES.principal(ids)]);
  await vendidaEn(primera, ANTERIOR);
  await vendidaEn(segunda, ANTERIOR);
  const [paquete] = await database.owner
    .select({ id: paquetes.id })
    .from(paquetes)
    .where(and(eq(paquetes.tenantId, tenant.id), eq(paquetes.ofertaId, segunda)));
  fibraVendida = paquete!.id;
  for (const body of [
    { familia: fx.fibra, peso: 60, objetivo: 2 },
    { familia: fx.movil, peso: 40, objetivo: 1 },
  ]) {
    const created = await call('admin', 'POST', '/api/calculadora/objetivos/', {
      comercial: comercialId,
      fecha: ANTERIOR,
      ...body,
    });
    expect(created.statusCode).toBe(201);
  }
  await tramosTienda(call, [comercialId]);
  await bolsaDelMes(call, comercialId, ANTERIOR);
});

// Closing the app closes the PDF engine's browser.
afterAll(() => app.close());

describe('GET /api/calculadora/extracto/ (an open month)', () => {
  it('pays pool × factor and links every euro to a sale: FIBRA 60 % over 2 sales, MOVIL 40 % over 1', async () => {
    const response = await extracto('comercial', ANTERIOR);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cierre).toBeNull();
    // Pool: 10 % of 1000 + 50 % of 200 = 200; 100 % achieved → band > 100, factor 1.2 → 240.
    expect(body.regla_bolsa).toBe(
      '10 % de la bolsa (1.000,00 €) + 50 % de la bolsa de recomendados (200,00 €)',
    );
    expect(body.regla_comision).toBe('200,00 € × factor 1,2 (tramo > 100) = 240,00 €');
    expect(body.comision).toBe('240.00');
    expect(body.total).toBe('240.00');
    const partes = body.ventas.map((v: { familia: string; aportacion: string }) => [v.familia, v.aportacion]);
    expect(partes.sort()).toEqual([
      ['FIBRA', '72.00'],
      ['FIBRA', '72.00'],
      ['MOVIL', '96.00'],
    ]);
    expect(body.descuentos).toEqual([]);
  });

  it('lets a Comercial read only their own statement, and no other tenant', async () => {
    const otro = await otroComercial(database, tenant.id, 'otro-extracto');
    expect((await extracto('comercial', ANTERIOR, `&comercial=${otro}`)).statusCode).toBe(403);
    expect((await extracto('admin', ANTERIOR, `&comercial=${otro}`)).statusCode).toBe(200);
    expect((await extracto('admin', ANTERIOR, `&comercial=${comercialId}`, otherCall)).statusCode).toBe(404);
  });

  it('prints the same statement as a PDF: the rule, each sale’s part and the total', async () => {
    const response = await extracto('comercial', ANTERIOR).then(() =>
      call('comercial', 'GET', `/api/calculadora/extracto/pdf/?month_year_updated_on=${ANTERIOR}`),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Extracto de comisiones');
    // The month as people name it, never its 'YYYY-MM' key (issue 29 §5).
    expect(text).toContain(`Mes: ${etiquetaMes(ANTERIOR)}`);
    expect(text).not.toMatch(/\d{4}-\d{2}/);
    expect(text).toContain('200,00 € × factor 1,2 (tramo > 100) = 240,00 €');
    expect(text).toContain('72,00 €');
    expect(text).toContain('96,00 €');
    expect(text).toContain('Total a liquidar: 240,00 €');
    const otro = await otroComercial(database, tenant.id, 'otro-pdf');
    const forbidden = await call('comercial', 'GET', `/api/calculadora/extracto/pdf/?comercial=${otro}`);
    expect(forbidden.statusCode).toBe(403);
  });

  it('answers 400 for a malformed month or commercial', async () => {
    expect((await extracto('comercial', '2026-13')).statusCode).toBe(400);
    expect((await extracto('comercial', ANTERIOR, '&comercial=abc')).statusCode).toBe(400);
  });
});

describe('month close', () => {
  it('refuses the running month, a Manager, and a month out of order', async () => {
    const enCurso = await call('admin', 'POST', '/api/calculadora/cierres/', { fecha: ACTUAL });
    expect(enCurso.statusCode).toBe(400);
    expect(enCurso.json()).toEqual({ fecha: ['Solo se puede cerrar un mes ya terminado'] });
    expect((await call('manager', 'POST', '/api/calculadora/cierres/', { fecha: ANTERIOR })).statusCode).toBe(
      403,
    );
  });

  it('freezes the month: later catalogue and sales corrections change neither its figures nor its statement', async () => {
    const equipo = async () =>
      (await call('admin', 'GET', `/api/calculadora/equipo_mes/?month_year_updated_on=${ANTERIOR}`))
        .json()
        .comerciales.find((c: { id: number }) => c.id === comercialId);
    const before = {
      objetivoMes: (await objetivoMes(ANTERIOR)).json(),
      extracto: (await extracto('comercial', ANTERIOR)).json(),
      equipo: await equipo(),
    };
    const closed = await call('admin', 'POST', '/api/calculadora/cierres/', { fecha: ANTERIOR });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toEqual({ detail: `Mes de ${etiquetaMes(ANTERIOR)} cerrado` });
    expect((await call('admin', 'POST', '/api/calculadora/cierres/', { fecha: ANTERIOR })).statusCode).toBe(
      409,
    );
    const outOfOrder = await call('admin', 'POST', '/api/calculadora/cierres/', { fecha: ANTEANTERIOR });
    expect(outOfOrder.statusCode).toBe(409);

    // A catalogue correction: the main line's tariff now maps to MOVIL from before the sales.
    await createCatalogueItem(call, 'upfronts', {
      content_type: 'tarifa',
      object_id: fx.catalogue.tarifa,
      upfront: '99.00',
      familia_objetivo: fx.movil,
      fecha: '2021-01-01T00:00:00Z',
    });
    const after = (await objetivoMes(ANTERIOR)).json();
    expect(after.cierre).toMatchObject({ cerrado_por: tenant.accounts.admin.id });
    const { cierre: _a, ...frozen } = after;
    const { cierre: _b, ...live } = before.objetivoMes;
    expect(frozen).toEqual(live);
    const statement = (await extracto('comercial', ANTERIOR)).json();
    expect({ ...statement, cierre: null }).toEqual(before.extracto);
    // The team view answers the same frozen figures.
    expect(await equipo()).toEqual(before.equipo);
    expect(before.equipo.comision_total).toBe('240.00');
  });

  it('refuses every write to the closed month: objectives, copy into it, pools', async () => {
    const objetivo = await call('admin', 'POST', '/api/calculadora/objetivos/', {
      comercial: comercialId,
      familia: fx.fibra,
      fecha: ANTERIOR,
      peso: 10,
      objetivo: 1,
    });
    expect(objetivo.statusCode).toBe(409);
    expect(objetivo.json().detail).toBe(
      `El mes de ${etiquetaMes(ANTERIOR)} está cerrado: sus cifras no se pueden cambiar`,
    );
    const [year, month] = ANTEANTERIOR.split('-').map(Number);
    const copy = await call('admin', 'POST', '/api/calculadora/copy-objetivos-next-month/', { month, year });
    expect(copy.statusCode).toBe(409);
    const reward = await call('admin', 'POST', '/api/calculadora/reward/', {
      comercial: comercialId,
      fecha: ANTERIOR,
      bolsa: 1,
      bolsa_recomendado: 0,
      reward: null,
      reward_recomendado: null,
    });
    expect(reward.statusCode).toBe(409);
  });

  it('takes a cancelled sale back in the open month, as its own line naming the sale; the closed month stays', async () => {
    const closedBefore = (await extracto('comercial', ANTERIOR)).json();
    await database.tenant(tenant.id, (tx) =>
      tx.execute(
        sql`UPDATE paquetes SET estado = 'CANCELADO' WHERE tenant_id = ${tenant.id} AND id = ${fibraVendida}`,
      ),
    );
    const open = (await extracto('comercial', ACTUAL)).json();
    expect(open.descuentos).toHaveLength(1);
    expect(open.descuentos[0]).toMatchObject({
      paquete_id: fibraVendida,
      mes_contado: ANTERIOR,
      importe: '-72.00',
      cancelado_el: madridToday(),
    });
    expect(open.descuentos[0].concepto).toContain(`(paquete ${fibraVendida})`);
    expect(open.total).toBe('-72.00');
    expect((await extracto('comercial', ANTERIOR)).json()).toEqual(closedBefore);
  });

  it('takes nothing back past the operator’s window (Admin sets it; a Manager reads it)', async () => {
    const [linea] = (await extracto('comercial', ACTUAL)).json().descuentos;
    const operador = linea.operador as string;
    const cero = await call('admin', 'PUT', '/api/calculadora/clawback/', {
      operadores: [{ operador, meses: 0 }],
    });
    expect(cero.statusCode).toBe(200);
    expect(cero.json()).toEqual({ meses_por_defecto: 4, operadores: [{ operador, meses: 0 }] });
    expect((await extracto('comercial', ACTUAL)).json().descuentos).toEqual([]);
    expect((await call('manager', 'GET', '/api/calculadora/clawback/')).json().operadores).toHaveLength(1);
    expect((await call('manager', 'PUT', '/api/calculadora/clawback/', { operadores: [] })).statusCode).toBe(
      403,
    );
    for (const operadores of [
      [{ operador, meses: 25 }],
      [
        { operador, meses: 1 },
        { operador, meses: 2 },
      ],
      [{ operador: '', meses: 1 }],
    ]) {
      expect((await call('admin', 'PUT', '/api/calculadora/clawback/', { operadores })).statusCode).toBe(400);
    }
    expect((await otherCall('admin', 'GET', '/api/calculadora/clawback/')).json().operadores).toEqual([]);
    await call('admin', 'PUT', '/api/calculadora/clawback/', { operadores: [] });
    expect((await extracto('comercial', ACTUAL)).json().descuentos).toHaveLength(1);
  });

  it('reopens only the last closed month, with a reason, logged; its figures are live again', async () => {
    expect(
      (await call('admin', 'POST', '/api/calculadora/cierres/reabrir/', { fecha: ANTERIOR, motivo: '' }))
        .statusCode,
    ).toBe(400);
    const reopened = await call('admin', 'POST', '/api/calculadora/cierres/reabrir/', {
      fecha: ANTERIOR,
      motivo: 'Corrección del catálogo',
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual({ detail: `Mes de ${etiquetaMes(ANTERIOR)} reabierto` });
    const list = (await call('admin', 'GET', '/api/calculadora/cierres/')).json();
    expect(list.cerrados).toEqual([]);
    expect(list.registro.map((r: { accion: string; mes: string }) => [r.accion, r.mes])).toEqual([
      ['REABRIR', ANTERIOR],
      ['CERRAR', ANTERIOR],
    ]);
    expect(list.registro[0].motivo).toBe('Corrección del catálogo');
    // Live again: the catalogue correction moved the main lines to MOVIL; one was cancelled.
    const live = (await objetivoMes(ANTERIOR)).json();
    expect(live.cierre).toBeNull();
    expect(
      live.objetivos.map((o: { familia_nombre: string; consecucion: string }) => [
        o.familia_nombre,
        o.consecucion,
      ]),
    ).toEqual([
      ['FIBRA', '0'],
      ['MOVIL', '2'],
    ]);
    // Nothing counted any more: the open month has no line to take back.
    expect((await extracto('comercial', ACTUAL)).json().descuentos).toEqual([]);
    const again = await call('admin', 'POST', '/api/calculadora/cierres/reabrir/', {
      fecha: ANTERIOR,
      motivo: 'otra vez',
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps each tenant’s closes apart', async () => {
    expect((await otherCall('admin', 'GET', '/api/calculadora/cierres/')).json()).toEqual({
      cerrados: [],
      registro: [],
    });
  });
});
