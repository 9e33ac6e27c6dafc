import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import type { FigurasDeComercial, GerenciaCuentas } from '@ventas/domain/gerencia/gerencia-contract';
import { FIGURAS_GERENCIA, filtrosDeFigura } from '@ventas/domain/gerencia/gerencia-figuras';
import { ventanaGerencia, type Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { writeFilterParams } from '@ventas/domain/http/filter-url';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../db/database';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { insertAtencion, insertCliente, insertOferta } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

/**
 * Gerencia's figures (issue 15; decision 121) against rows built to give a known answer, at the
 * Madrid edges of the period 2 October – 1 November 2026 (CEST until 25 October, CET after), and
 * each figure against the Teletrabajo list it opens.
 */
const VENTANA: Ventana = { desde: '2026-10-02', hasta: '2026-11-01' };
const INICIO = new Date('2026-10-01T22:00:00Z'); // 2 Oct 00:00 Madrid (CEST)
const ANTES = new Date('2026-10-01T21:59:59Z');
const FIN = new Date('2026-11-01T22:59:59Z'); // 1 Nov 23:59:59 Madrid (CET)
const DESPUES = new Date('2026-11-01T23:00:00Z'); // 2 Nov 00:00 Madrid
const MEDIO = new Date('2026-10-15T10:00:00Z');
const QUERY = `fechas_after=${VENTANA.desde}&fechas_before=${VENTANA.hasta}`;

let database: Database;
let tenant: TestTenant;
let call: Caller;
let otro: TestTenant;
let otherCall: Caller;
let ana: number;
let bea: number;
let cesar: number;

const figuras = (valores: Partial<FigurasDeComercial>): FigurasDeComercial => ({
  ...(Object.fromEntries(FIGURAS_GERENCIA.map((f) => [f, 0])) as FigurasDeComercial),
  ...valores,
});

async function cliente(comercialId: number, createdOn?: Date): Promise<number> {
  const id = await insertCliente(database, tenant.id, { nombre: `C${Math.random()}`, comercialId });
  if (createdOn)
    await database.tenant(tenant.id, (tx) =>
      tx.execute(sql`UPDATE clientes SET created_on = ${createdOn.toISOString()} WHERE id = ${id}`),
    );
  return id;
}

async function venta(
  clienteId: number,
  comercialId: number,
  options: { estado: number; fechaVenta?: Date; updatedOn: Date; paquetes: string[] },
): Promise<void> {
  const { ofertaId } = await insertOferta(database, tenant.id, {
    clienteId,
    comercialId,
    estado: options.estado,
    updatedOn: options.updatedOn,
    paquetes: options.paquetes.map((estado) => ({ estado, tipoVenta: 'PORTABILIDAD' })),
  });
  if (options.fechaVenta)
    await database.tenant(tenant.id, (tx) =>
      tx.execute(
        sql`UPDATE ofertas SET fecha_venta = ${options.fechaVenta!.toISOString()} WHERE id = ${ofertaId}`,
      ),
    );
}

const atencion = (clienteId: number, comercialId: number, tipo: string, updatedOn: Date) =>
  insertAtencion(database, tenant.id, { clienteId, comercialId, tipo, updatedOn });

beforeAll(async () => {
  const app = await createTestApp();
  database = app.database;
  tenant = await createTestTenant(database);
  call = await callerFor(app.app, tenant);
  otro = await createTestTenant(database);
  otherCall = await callerFor(app.app, otro);
  ana = tenant.accounts.comercial.id;
  bea = await otroComercial(database, tenant.id, 'bea', { tipoComercial: 'DBL' });
  cesar = await otroComercial(database, tenant.id, 'cesar', { estado: 'BAJA' });

  const c1 = await cliente(ana);
  await atencion(c1, ana, 'AGENDADO', INICIO);
  await atencion(c1, ana, 'GESTION', FIN);
  const c2 = await cliente(ana);
  await atencion(c2, ana, 'NO_INTERESADO', ANTES);
  await atencion(c2, ana, 'AGENDADO', DESPUES);
  const c3 = await cliente(bea);
  await venta(c3, bea, { estado: 4, fechaVenta: MEDIO, updatedOn: MEDIO, paquetes: ['ACTIVO', 'CANCELADO'] });
  await atencion(c3, ana, 'AGENDADO', MEDIO);
  const c4 = await cliente(ana);
  await venta(c4, ana, { estado: 6, fechaVenta: FIN, updatedOn: MEDIO, paquetes: ['CANCELADO'] });
  const c5 = await cliente(ana);
  await venta(c5, ana, { estado: 2, updatedOn: MEDIO, paquetes: ['VUELO'] });
  await cliente(ana, INICIO);
  await cliente(ana, ANTES);
  const c8 = await cliente(ana);
  await venta(c8, ana, { estado: 4, fechaVenta: DESPUES, updatedOn: DESPUES, paquetes: ['ACTIVO'] });
  const c9 = await cliente(cesar);
  await atencion(c9, cesar, 'AGENDADO', MEDIO);
});

const cuentas = async (query: string, role: Parameters<Caller>[0] = 'manager') => {
  const response = await call(role, 'GET', `/api/comerciales/gerencia/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GerenciaCuentas;
};
const fila = (body: GerenciaCuentas, id: number) => body.comerciales.find((row) => row.comercial === id);
const soloFiguras = (row: object | undefined) =>
  Object.fromEntries(FIGURAS_GERENCIA.map((f) => [f, (row as Record<string, number>)[f]]));

describe('GET /api/comerciales/gerencia/ (issue 15: the figures per commercial)', () => {
  it('counts each figure as the customers behind it, inside the Madrid period and only there', async () => {
    const body = await cuentas(QUERY);
    expect(body.ventana).toEqual(VENTANA);
    expect(soloFiguras(fila(body, ana))).toEqual(
      figuras({ atencion: 4, agendado: 2, gestion: 1, oferta: 2, vendido: 1, paquete: 0, cliente: 1 }),
    );
    expect(soloFiguras(fila(body, bea))).toEqual(figuras({ atencion: 1, oferta: 1, vendido: 1, paquete: 1 }));
    expect(fila(body, bea)).toMatchObject({ nombre: 'bea', estado: 'ALTA', tipo_comercial: 'DBL' });
  });

  it('counts a customer once in the total, whoever of the commercials it is behind', async () => {
    const { total } = await cuentas(QUERY);
    expect(total).toEqual(
      figuras({ atencion: 4, agendado: 2, gestion: 1, oferta: 3, vendido: 2, paquete: 1, cliente: 1 }),
    );
  });

  it('lists the ALTA commercials by default, and others by estado and tipo_comercial', async () => {
    expect(fila(await cuentas(QUERY), cesar)).toBeUndefined();
    const baja = await cuentas(`${QUERY}&estado=BAJA`);
    expect(baja.comerciales.map((row) => row.comercial)).toEqual([cesar]);
    expect(baja.comerciales[0]?.agendado).toBe(1);
    const dbl = await cuentas(`${QUERY}&tipo_comercial=DBL`);
    expect(dbl.comerciales.map((row) => row.comercial)).toEqual([bea]);
    const elegidos = await cuentas(`${QUERY}&comercial=${ana}&comercial=${cesar}`);
    expect(elegidos.comerciales.map((row) => row.comercial).sort()).toEqual([ana, cesar].sort());
  });

  it('lists who sells: a Comercial always, another role only with a figure, anyone named', async () => {
    // The other tenant: its four demo-like accounts; only its Admin has worked a customer.
    const { admin, comercial, manager, superadmin } = otro.accounts;
    const suyo = await insertCliente(database, otro.id, { nombre: 'De la admin', comercialId: admin.id });
    await insertAtencion(database, otro.id, {
      clienteId: suyo,
      comercialId: admin.id,
      tipo: 'GESTION',
      updatedOn: MEDIO,
    });
    const listados = async (query: string) =>
      (
        (
          await otherCall('manager', 'GET', `/api/comerciales/gerencia/?${QUERY}${query}`)
        ).json() as GerenciaCuentas
      ).comerciales
        .map((row) => row.comercial)
        .sort();
    expect(await listados('')).toEqual([admin.id, comercial.id].sort());
    expect(await listados(`&comercial=${superadmin.id}&comercial=${manager.id}`)).toEqual(
      [superadmin.id, manager.id].sort(),
    );
  });

  it('opens every figure in Teletrabajo as a list with exactly its count', async () => {
    const body = await cuentas(`${QUERY}&estado=ALTA&estado=BAJA`);
    const ids = body.comerciales.map((row) => row.comercial);
    const casos = [
      ...body.comerciales.map((row) => ({ ids: [row.comercial], valores: row as FigurasDeComercial })),
      { ids, valores: body.total },
    ];
    for (const caso of casos)
      for (const figura of FIGURAS_GERENCIA) {
        const params = writeFilterParams(
          CLIENTES_FILTERS,
          new URLSearchParams(),
          filtrosDeFigura(figura, caso.ids, VENTANA),
        );
        const lista = await call('manager', 'GET', `/api/clientes/entradas/?${params.toString()}`);
        expect(lista.statusCode, lista.body).toBe(200);
        expect({ figura, ids: caso.ids, count: lista.json().count }).toEqual({
          figura,
          ids: caso.ids,
          count: caso.valores[figura],
        });
      }
  });

  it('takes the SPEC §9 period (2nd to the 1st) when no dates are given', async () => {
    expect((await cuentas('')).ventana).toEqual(ventanaGerencia(madridToday()));
  });

  it('is Manager and above: a Comercial is refused, and another tenant sees none of these figures', async () => {
    expect((await call('comercial', 'GET', `/api/comerciales/gerencia/?${QUERY}`)).statusCode).toBe(403);
    const other = await otherCall('admin', 'GET', `/api/comerciales/gerencia/?${QUERY}&comercial=${ana}`);
    expect(other.statusCode).toBe(200);
    expect(other.json().comerciales).toEqual([]);
    expect(other.json().total).toEqual(figuras({}));
  });

  it.each([
    ['an impossible day', 'fechas_after=2026-02-30&fechas_before=2026-03-01', 'fechas_after'],
    ['one end only', 'fechas_after=2026-10-02', 'fechas'],
    ['a start after the end', 'fechas_after=2026-11-02&fechas_before=2026-10-02', 'fechas'],
    ['more than a year', 'fechas_after=2025-01-01&fechas_before=2026-06-01', 'fechas'],
    ['an unknown estado', `${QUERY}&estado=XX`, 'estado'],
    ['an unknown tipo_comercial', `${QUERY}&tipo_comercial=OTRO`, 'tipo_comercial'],
    ['a commercial that is not a number', `${QUERY}&comercial=abc`, 'comercial'],
    ['a control character', `${QUERY}&estado=AL%00TA`, undefined],
  ])('answers 400 for %s', async (_caso, query, campo) => {
    const response = await call('manager', 'GET', `/api/comerciales/gerencia/?${query}`);
    expect(response.statusCode).toBe(400);
    if (campo) expect(Object.keys(response.json())).toContain(campo);
  });
});
