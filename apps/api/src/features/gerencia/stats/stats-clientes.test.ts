import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { filtrosDeFigura, filtrosDeTipoVenta } from '@ventas/domain/gerencia/gerencia-figuras';
import type { FiltrosTeletrabajo } from '@ventas/domain/gerencia/gerencia-figuras';
import { FIGURAS_ACCIONES } from '@ventas/domain/gerencia/stats-contract';
import { writeFilterParams } from '@ventas/domain/http/filter-url';
import { callerFor, type Caller, type Role } from '../../../../test/support/catalogue-caller';
import { otroComercial } from '../../../../test/support/calculadora-sales';
import { insertAtencion, insertCliente, insertOferta } from '../../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../../test/support/test-app';
import type { Database } from '../../../db/database';
import { ofertas } from '../../../db/schema/atenciones';

/**
 * The statistics that count customers (sales by type, commercial actions), on rows built to give
 * known answers: the window 2025-03-02 → 2025-04-01 crosses the change to summer time (30 March),
 * so its Madrid edges sit at different UTC offsets.
 */
const PERIODO = 'updated_on_after=2025-03-02&updated_on_before=2025-04-01';
const VENTANA = { desde: '2025-03-02', hasta: '2025-04-01' };
/** 2 March 00:00 in Madrid (CET) and the second before it. */
const PRIMER_INSTANTE = new Date('2025-03-01T23:00:00Z');
const ANTES = new Date('2025-03-01T22:59:59Z');
/** 1 April 23:59:59 in Madrid (CEST) and 2 April 00:00. */
const ULTIMO_INSTANTE = new Date('2025-04-01T21:59:59Z');
const DESPUES = new Date('2025-04-01T22:00:00Z');
const MEDIO = new Date('2025-03-15T12:00:00Z');

let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let yo: number;
let otro: number;
let ajenoDeOtroTenant: number;

const stats = (role: Role, stat: string, query = PERIODO, caller: Caller = call) =>
  caller(role, 'GET', `/api/atenciones/stats/${stat}/?${query}`);

/** A sale of `comercialId`'s attention for the customer, its packages of these sale types. */
async function vender(
  tenantId: number,
  clienteId: number,
  comercialId: number,
  venta: { estado?: number; fecha: Date | null; tipos: Array<string | null> },
): Promise<void> {
  const { ofertaId } = await insertOferta(database, tenantId, {
    clienteId,
    comercialId,
    estado: venta.estado ?? 4,
    updatedOn: MEDIO,
    paquetes: venta.tipos.map((tipoVenta) => ({ estado: 'ACTIVO', tipoVenta })),
  });
  await database.owner
    .update(ofertas)
    .set({ fechaVenta: venta.fecha })
    .where(and(eq(ofertas.tenantId, tenantId), eq(ofertas.id, ofertaId)));
}

const cliente = (comercialId: number | null) => insertCliente(database, tenant.id, { comercialId });

beforeAll(async () => {
  const created = await createTestApp();
  database = created.database;
  tenant = await createTestTenant(database);
  const otherTenant = await createTestTenant(database);
  call = await callerFor(created.app, tenant);
  otherCall = await callerFor(created.app, otherTenant);
  yo = tenant.accounts.comercial.id;
  otro = await otroComercial(database, tenant.id, 'otro');
  ajenoDeOtroTenant = otherTenant.accounts.comercial.id;

  const atencion = async (clienteId: number, tipo: string, updatedOn: Date) =>
    insertAtencion(database, tenant.id, { clienteId, comercialId: yo, tipo, updatedOn });
  // Attentions: at the first instant and the last count; a second before and after do not.
  await atencion(await cliente(yo), 'AGENDADO', PRIMER_INSTANTE);
  const c2 = await cliente(yo);
  await atencion(c2, 'GESTION', ANTES);
  await atencion(c2, 'NO_INTERESADO', ULTIMO_INSTANTE);
  await atencion(await cliente(yo), 'AGENDADO', DESPUES);
  await atencion(await cliente(null), 'GESTION', MEDIO);

  // Sales (each offer's attention updated mid-window, so each is also an "oferta").
  await vender(tenant.id, await cliente(otro), otro, {
    fecha: PRIMER_INSTANTE,
    tipos: ['PORTABILIDAD', 'ALTA NUEVA'],
  });
  await vender(tenant.id, await cliente(yo), yo, {
    estado: 6,
    fecha: ULTIMO_INSTANTE,
    tipos: ['PORTABILIDAD'],
  });
  await vender(tenant.id, await cliente(yo), yo, { fecha: ANTES, tipos: ['PORTABILIDAD'] });
  await vender(tenant.id, await cliente(yo), yo, { fecha: DESPUES, tipos: ['PORTABILIDAD'] });
  await vender(tenant.id, await cliente(yo), yo, { estado: 2, fecha: MEDIO, tipos: ['PORTABILIDAD'] });
  await vender(tenant.id, await cliente(yo), yo, { fecha: MEDIO, tipos: [null, '  '] });
  // Sold by the Comercial for a customer of another commercial: outside the Comercial's list.
  await vender(tenant.id, await cliente(otro), yo, { fecha: MEDIO, tipos: ['PORTABILIDAD'] });
  // Another tenant's sale in the window never counts.
  const ajeno = await insertCliente(database, otherTenant.id, { comercialId: ajenoDeOtroTenant });
  await vender(otherTenant.id, ajeno, ajenoDeOtroTenant, { fecha: MEDIO, tipos: ['PORTABILIDAD'] });
});

/** The count of Teletrabajo's list behind a figure, as the caller sees it. */
async function cuentaDeLista(role: Role, filtros: FiltrosTeletrabajo): Promise<number> {
  const query = writeFilterParams(CLIENTES_FILTERS, new URLSearchParams(), filtros).toString();
  const response = await call(role, 'GET', `/api/clientes/entradas/?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().count;
}

describe('GET /api/atenciones/stats/tipoVentaCount/ (SPEC §7 Statistics)', () => {
  it('counts a Manager the customers sold in the window per sale type, most first, blank types as Sin tipo', async () => {
    const response = await stats('manager', 'tipoVentaCount');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.ventana).toEqual(VENTANA);
    expect(body.comerciales).toEqual(expect.arrayContaining([yo, otro, tenant.accounts.manager.id]));
    expect(body.tipos).toEqual([
      { tipo_venta: 'PORTABILIDAD', clientes: 3 },
      { tipo_venta: 'ALTA NUEVA', clientes: 1 },
      { tipo_venta: 'Sin tipo', clientes: 1 },
    ]);
  });

  it('counts a Comercial only their own sales of the customers their list shows', async () => {
    const body = (await stats('comercial', 'tipoVentaCount')).json();
    expect(body.comerciales).toEqual([yo]);
    expect(body.tipos).toEqual([
      { tipo_venta: 'PORTABILIDAD', clientes: 1 },
      { tipo_venta: 'Sin tipo', clientes: 1 },
    ]);
  });

  it('gives each bar the count of the Teletrabajo list it opens', async () => {
    for (const role of ['manager', 'comercial'] as const) {
      const body = (await stats(role, 'tipoVentaCount')).json();
      for (const { tipo_venta, clientes } of body.tipos)
        expect(
          await cuentaDeLista(role, filtrosDeTipoVenta(tipo_venta, body.comerciales, body.ventana)),
        ).toBe(clientes);
    }
  });

  it('counts one commercial when a Manager picks them, and nothing of a commercial of another tenant', async () => {
    expect((await stats('manager', 'tipoVentaCount', `${PERIODO}&comercial=${otro}`)).json().tipos).toEqual([
      { tipo_venta: 'ALTA NUEVA', clientes: 1 },
      { tipo_venta: 'PORTABILIDAD', clientes: 1 },
    ]);
    const ajeno = (
      await stats('manager', 'tipoVentaCount', `${PERIODO}&comercial=${ajenoDeOtroTenant}`)
    ).json();
    expect(ajeno).toMatchObject({ comerciales: [], tipos: [] });
    const otroTenant = (await stats('admin', 'tipoVentaCount', PERIODO, otherCall)).json();
    expect(otroTenant.tipos).toEqual([{ tipo_venta: 'PORTABILIDAD', clientes: 1 }]);
  });
});

describe('GET /api/atenciones/stats/accionesComerciales/ (SPEC §7 Statistics)', () => {
  const porFigura = (acciones: Array<{ figura: string; clientes: number }>) =>
    Object.fromEntries(acciones.map(({ figura, clientes }) => [figura, clientes]));

  it('counts a Manager the customers behind each kind of attention updated in the window', async () => {
    const body = (await stats('manager', 'accionesComerciales')).json();
    expect(body.acciones.map((a: { figura: string }) => a.figura)).toEqual(FIGURAS_ACCIONES);
    expect(porFigura(body.acciones)).toEqual({
      atencion: 10,
      agendado: 1,
      gestion: 1,
      nointeresado: 1,
      oferta: 7,
    });
  });

  it('counts a Comercial only their own attentions of the customers their list shows', async () => {
    const body = (await stats('comercial', 'accionesComerciales')).json();
    expect(porFigura(body.acciones)).toEqual({
      atencion: 8,
      agendado: 1,
      gestion: 1,
      nointeresado: 1,
      oferta: 5,
    });
  });

  it('gives each figure the count of the Teletrabajo list it opens', async () => {
    for (const role of ['manager', 'comercial'] as const) {
      const body = (await stats(role, 'accionesComerciales')).json();
      for (const { figura, clientes } of body.acciones)
        expect(await cuentaDeLista(role, filtrosDeFigura(figura, body.comerciales, body.ventana))).toBe(
          clientes,
        );
    }
  });
});
