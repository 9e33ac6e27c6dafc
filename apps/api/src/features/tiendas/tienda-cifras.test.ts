import { beforeAll, describe, expect, it } from 'vitest';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import type { GerenciaCuentas } from '@ventas/domain/gerencia/gerencia-contract';
import { FIGURAS_GERENCIA } from '@ventas/domain/gerencia/gerencia-figuras';
import { madridToday } from '@ventas/domain/time/madrid';
import type { TiendaCifras } from '@ventas/domain/tiendas/tienda-cifras-contract';
import { mesDeTienda, ventanaDelMes } from '@ventas/domain/tiendas/tienda-cifras';
import { MENSAJES_TIENDA as M } from '@ventas/domain/tiendas/tienda-contract';
import { callerFor, type Caller, type Role } from '../../../test/support/catalogue-caller';
import {
  otroComercial,
  PAQUETES,
  seedCalculadora,
  venta,
  type CalculadoraFixture,
} from '../../../test/support/calculadora-sales';
import { insertAtencion, insertCliente, insertOferta } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

/**
 * A store's month (issue 17): Gerencia's figures and the calculator's attainment of its
 * commercials, equal to what Gerencia · Comerciales and the team view answer for the same ones.
 */
let tenant: TestTenant;
let call: Caller;
let fx: CalculadoraFixture;
let tiendaId: number;
let otraTienda: number;
let comercial: number;
let ana: number;
let bea: number;
const MES = mesDeTienda(madridToday());
const VENTANA = ventanaDelMes(MES);

const cifras = async (role: Role, query = '', id = tiendaId) => {
  const response = await call(role, 'GET', `/api/tiendas/${id}/cifras/${query}`);
  return { status: response.statusCode, body: response.json() as TiendaCifras };
};

const soloFiguras = (row: object | undefined) =>
  Object.fromEntries(FIGURAS_GERENCIA.map((f) => [f, (row as Record<string, number>)[f]]));

beforeAll(async () => {
  const { app, database } = await createTestApp();
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  fx = await seedCalculadora(call);
  comercial = tenant.accounts.comercial.id;
  ana = await otroComercial(database, tenant.id, 'ana');
  bea = await otroComercial(database, tenant.id, 'bea');
  const principal = PAQUETES.principal(fx.catalogue);
  await venta(call, database, tenant.id, {
    role: 'comercial',
    comercialId: comercial,
    paquetes: [principal, principal],
  });
  // Ana's work recorded as hers (the API records an attention as the caller's).
  await insertAtencion(database, tenant.id, {
    clienteId: await insertCliente(database, tenant.id, { comercialId: ana }),
    comercialId: ana,
    tipo: 'AGENDADO',
  });
  await insertOferta(database, tenant.id, {
    clienteId: await insertCliente(database, tenant.id, { nombre: 'Otro', comercialId: ana }),
    comercialId: ana,
    estado: 2,
  });
  for (const [id, objetivo] of [
    [comercial, 8],
    [ana, 2],
  ] as const) {
    const response = await call('admin', 'POST', '/api/calculadora/objetivos/', {
      fecha: textoMes(MES),
      comercial: id,
      familia: fx.fibra,
      peso: 100,
      objetivo,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const crear = async (nombre: string, comerciales: number[]) =>
    (await call('admin', 'POST', '/api/tiendas/', { nombre, comerciales })).json().id as number;
  tiendaId = await crear('Centro', [comercial, ana]);
  otraTienda = await crear('Norte', [bea]);
});

describe('GET /api/tiendas/{id}/cifras/ (the store month)', () => {
  it("gives the store's and each commercial's figures exactly as Gerencia counts them", async () => {
    const { status, body } = await cifras('manager');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      tienda: { id: tiendaId, nombre: 'Centro' },
      mes: textoMes(MES),
      ventana: VENTANA,
    });
    const gerencia = (
      await call(
        'manager',
        'GET',
        `/api/comerciales/gerencia/?fechas_after=${VENTANA.desde}&fechas_before=${VENTANA.hasta}&comercial=${comercial}&comercial=${ana}`,
      )
    ).json() as GerenciaCuentas;
    expect(body.figuras).toEqual(gerencia.total);
    expect(body.figuras).toMatchObject({ atencion: 3, agendado: 1, oferta: 2, vendido: 1 });
    for (const fila of gerencia.comerciales)
      expect(soloFiguras(body.comerciales.find((c) => c.id === fila.comercial))).toEqual(soloFiguras(fila));
  });

  it("gives each commercial the calculator team view's attainment and the store the sums per family", async () => {
    const { body } = await cifras('admin', `?mes=${textoMes(MES)}`);
    const equipo = (
      await call('admin', 'GET', `/api/calculadora/equipo_mes/?month_year_updated_on=${textoMes(MES)}`)
    ).json() as {
      comerciales: Array<{
        id: number;
        consecucion_total: string;
        objetivos: Array<Record<string, unknown>>;
      }>;
    };
    for (const id of [comercial, ana]) {
      const delEquipo = equipo.comerciales.find((c) => c.id === id)!;
      const propio = body.comerciales.find((c) => c.id === id)!;
      expect(propio.consecucion_total).toBe(delEquipo.consecucion_total);
      expect(propio.objetivos).toEqual(
        delEquipo.objetivos.map(({ familia, familia_nombre, objetivo, consecucion, objetivo_porc }) => ({
          familia,
          familia_nombre,
          objetivo,
          consecucion,
          objetivo_porc,
        })),
      );
    }
    const vendidas = body.comerciales.reduce((sum, c) => sum + Number(c.objetivos[0]?.consecucion ?? 0), 0);
    expect(body.cumplimiento).toEqual([
      {
        familia: fx.fibra,
        familia_nombre: 'FIBRA',
        objetivo: '10.00',
        consecucion: vendidas.toFixed(2),
        objetivo_porc: ((vendidas / 10) * 100).toFixed(2),
      },
    ]);
  });

  it('shows a Comercial the figures of their own store with only their own row, and refuses another store', async () => {
    const propia = await cifras('comercial');
    expect(propia.status).toBe(200);
    expect(propia.body.comerciales.map((c) => c.id)).toEqual([comercial]);
    expect(propia.body.figuras).toEqual((await cifras('manager')).body.figuras);
    const ajena = await cifras('comercial', '', otraTienda);
    expect(ajena.status).toBe(403);
    expect(ajena.body).toEqual({ detail: M.cifrasSoloPropia });
  });

  it('answers zeros for a store without commercials, and the period of the month asked for', async () => {
    const vacia = (await call('admin', 'POST', '/api/tiendas/', { nombre: 'Vacía' })).json().id as number;
    const { status, body } = await cifras('manager', '?mes=2025-02', vacia);
    expect(status).toBe(200);
    expect(body.ventana).toEqual({ desde: '2025-02-02', hasta: '2025-03-01' });
    expect(body.comerciales).toEqual([]);
    expect(body.cumplimiento).toEqual([]);
    expect(Object.values(body.figuras).every((n) => n === 0)).toBe(true);
  });

  it.each([
    ['a month that is not YYYY-MM', '?mes=2025-13'],
    ['a month with a NUL byte', '?mes=2025-0%001'],
    ['an unknown parameter', '?fechas_after=2025-01-01'],
  ])('answers 400 to %s', async (_caso, query) => {
    expect((await cifras('manager', query)).status).toBe(400);
  });

  it('answers 404 to a store the distributor does not have', async () => {
    expect((await cifras('manager', '', 2_000_000_000)).status).toBe(404);
  });
});
