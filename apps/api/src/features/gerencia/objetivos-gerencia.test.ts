import { beforeAll, describe, expect, it } from 'vitest';
import { mesDe } from '@ventas/domain/calculadora/mes';
import { ritmoDelMes } from '@ventas/domain/calculadora/working-days';
import type { ObjetivosGerencia } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import { proyeccionFinDeMes } from '@ventas/domain/gerencia/proyeccion';
import { madridToday } from '@ventas/domain/time/madrid';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import {
  otroComercial,
  PAQUETES,
  seedCalculadora,
  venta,
  type CalculadoraFixture,
} from '../../../test/support/calculadora-sales';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

/**
 * Gerencia · Proyección and Reporte's call (issue 15; decision 122): the calculator's team view of
 * the tenant's commercials with the working-day pace and each objective's month-end projection.
 */
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let fx: CalculadoraFixture;
let dbl: number;
const MES = madridToday().slice(0, 7);

const objetivos = async (query = '', role: Parameters<Caller>[0] = 'manager', caller = call) => {
  const response = await caller(
    role,
    'GET',
    `/api/comerciales/gerencia/objetivos/?month_year_updated_on=${MES}${query}`,
  );
  return { status: response.statusCode, body: response.json() as ObjetivosGerencia };
};

beforeAll(async () => {
  const { app, database } = await createTestApp();
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, await createTestTenant(database));
  fx = await seedCalculadora(call);
  dbl = await otroComercial(database, tenant.id, 'dbl', { tipoComercial: 'DBL' });
  const comercialId = tenant.accounts.comercial.id;
  await venta(call, database, tenant.id, {
    role: 'comercial',
    comercialId,
    paquetes: [PAQUETES.principal(fx.catalogue), PAQUETES.principal(fx.catalogue)],
  });
  for (const [comercial, objetivo] of [
    [comercialId, 8],
    [dbl, 0],
  ] as const) {
    const response = await call('admin', 'POST', '/api/calculadora/objetivos/', {
      fecha: MES,
      comercial,
      familia: fx.fibra,
      peso: 100,
      objetivo,
      llave: true,
    });
    expect(response.statusCode).toBe(201);
  }
});

describe('GET /api/comerciales/gerencia/objetivos/ (Proyección and Reporte)', () => {
  it("gives each commercial the calculator's figures, their pace and the projection at that pace", async () => {
    const { status, body } = await objetivos();
    expect(status).toBe(200);
    expect(body).toMatchObject({ mes: MES, cerrado: false, familias: [{ id: fx.fibra, nombre: 'FIBRA' }] });
    const fila = body.comerciales.find((c) => c.id === tenant.accounts.comercial.id)!;
    const ritmo = ritmoDelMes(mesDe(madridToday()), madridToday());
    expect(fila.ritmo).toEqual(ritmo);
    const fibra = fila.objetivos.find((o) => o.familia === fx.fibra)!;
    expect(fibra).toMatchObject({ objetivo: '8.00', consecucion: '2' });
    expect(fibra.proyeccion).toBe(proyeccionFinDeMes('2', ritmo));
    // The calculator's team view of the same commercial: the same figures, field by field.
    const equipo = (
      await call('admin', 'GET', `/api/calculadora/equipo_mes/?month_year_updated_on=${MES}`)
    ).json();
    const { ritmo: _ritmo, objetivos: proyectados, ...resto } = fila;
    const propio = equipo.comerciales.find((c: { id: number }) => c.id === fila.id);
    expect({
      ...resto,
      objetivos: proyectados.map(({ proyeccion: _p, proyeccion_porc: _pp, ...o }) => o),
    }).toEqual(propio);
  });

  it('leaves the projection percent blank for a target of 0', async () => {
    const { body } = await objetivos();
    const fila = body.comerciales.find((c) => c.id === dbl)!;
    expect(fila.objetivos[0]).toMatchObject({ objetivo: '0.00', proyeccion_porc: null });
  });

  it('lists the tenant by estado and tipo_comercial, whoever leads which team', async () => {
    const soloDbl = await objetivos('&tipo_comercial=DBL');
    expect(soloDbl.body.comerciales.map((c) => c.id)).toEqual([dbl]);
    expect((await objetivos('&estado=BAJA')).body.comerciales).toEqual([]);
  });

  it('is Manager and above, shows nothing of another tenant, and refuses bad parameters', async () => {
    expect((await objetivos('', 'comercial')).status).toBe(403);
    const ajeno = await objetivos('', 'admin', otherCall);
    expect(ajeno.body.comerciales.map((c) => c.id)).not.toContain(tenant.accounts.comercial.id);
    for (const query of ['&estado=XX', '&tipo_comercial=OTRO'])
      expect((await objetivos(query)).status).toBe(400);
    const mesMalo = await call(
      'manager',
      'GET',
      '/api/comerciales/gerencia/objetivos/?month_year_updated_on=2026-13',
    );
    expect(mesMalo.statusCode).toBe(400);
  });
});
