import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_PAGE } from '@ventas/domain/http/page';
import { PAQUETES_LIST_FILTERS } from '@ventas/domain/telework/paquetes-list-contract';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { insertCliente, insertOferta } from '../../../test/support/tenant-rows';
import type { Database } from '../../db/database';
import { ofertas, paqueteAdditionalInfo } from '../../db/schema/atenciones';
import { PAQUETES_LIST_SQL } from './paquetes-list.repository';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otherTenant: TestTenant;
const tokens = { manager: '', comercial: '', otherTenantManager: '' };
const clientes = { propio: 0, libre: 0, ajeno: 0 };
/** Offers: A (the Comercial's customer), B (unassigned customer), C (the manager's customer). */
const of = { a: 0, b: 0, c: 0, otroTenant: 0 };
/** Packages, named after their offer. */
const pq = { a1: 0, a2: 0, b1: 0, c1: 0, otroTenant: 0 };
let additionalInfoC1 = 0;

const day = (iso: string) => new Date(iso);

async function setFechaVenta(tenantId: number, ofertaId: number, fechaVenta: Date) {
  await database.tenant(tenantId, (tx) =>
    tx
      .update(ofertas)
      .set({ fechaVenta })
      .where(and(eq(ofertas.tenantId, tenantId), eq(ofertas.id, ofertaId))),
  );
}

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  tokens.manager = (await login(app, tenant, 'manager')).access;
  tokens.comercial = (await login(app, tenant, 'comercial')).access;
  tokens.otherTenantManager = (await login(app, otherTenant, 'manager')).access;
  const { comercial, manager } = tenant.accounts;
  clientes.propio = await insertCliente(database, tenant.id, {
    nombre: 'Ana Propia',
    comercialId: comercial.id,
  });
  clientes.libre = await insertCliente(database, tenant.id, { nombre: 'Bruno Libre', comercialId: null });
  clientes.ajeno = await insertCliente(database, tenant.id, {
    nombre: 'Carla Ajena',
    comercialId: manager.id,
  });

  const a = await insertOferta(database, tenant.id, {
    clienteId: clientes.propio,
    comercialId: comercial.id,
    estado: 4,
    precioTotal: '45',
    paquetes: [
      {
        estado: 'ACTIVO',
        tipoLinea: 'LINEA_PRINCIPAL',
        tipoVenta: 'PORTABILIDAD',
        tarifaId: 12,
        tarifaNombre: 'Fibra 1Gb',
        precioDurante: '30',
        precioDespues: '40.5',
        mesesPromocion: 6,
        orderId: 'ORD-A1',
        lineasAsociadas: ['600111222'],
        crossSell: true,
        createdOn: day('2026-03-10T09:00:00Z'),
        updatedOn: day('2026-03-12T09:00:00Z'),
      },
      {
        estado: 'VUELO',
        tipoLinea: 'LINEA_ADICIONAL',
        createdOn: day('2026-03-11T09:00:00Z'),
        // 00:30 on 1 April in Madrid.
        updatedOn: day('2026-03-31T22:30:00Z'),
      },
    ],
  });
  of.a = a.ofertaId;
  [pq.a1 = 0, pq.a2 = 0] = a.paqueteIds;
  // 00:30 on 10 March in Madrid: a sale of the 10th.
  await setFechaVenta(tenant.id, of.a, day('2026-03-09T23:30:00Z'));

  const b = await insertOferta(database, tenant.id, {
    clienteId: clientes.libre,
    comercialId: comercial.id,
    estado: 1,
    paquetes: [
      {
        estado: 'CANCELADO',
        tipoLinea: 'LINEA_ADICIONAL_SVA',
        createdOn: day('2026-02-20T09:00:00Z'),
        updatedOn: day('2026-02-20T09:00:00Z'),
      },
    ],
  });
  of.b = b.ofertaId;
  [pq.b1 = 0] = b.paqueteIds;

  const c = await insertOferta(database, tenant.id, {
    clienteId: clientes.ajeno,
    comercialId: manager.id,
    estado: 7,
    paquetes: [
      { estado: 'ACTIVO', createdOn: day('2026-01-15T09:00:00Z'), updatedOn: day('2026-03-20T09:00:00Z') },
    ],
  });
  of.c = c.ofertaId;
  [pq.c1 = 0] = c.paqueteIds;
  await setFechaVenta(tenant.id, of.c, day('2026-01-15T09:00:00Z'));
  additionalInfoC1 = await database.tenant(tenant.id, async (tx) => {
    const [row] = await tx
      .insert(paqueteAdditionalInfo)
      .values({ tenantId: tenant.id, paqueteId: pq.c1, numeroPedido: 'P-1' })
      .returning({ id: paqueteAdditionalInfo.id });
    return row?.id ?? 0;
  });

  const otroCliente = await insertCliente(database, otherTenant.id, { nombre: 'Dora Otra' });
  const otro = await insertOferta(database, otherTenant.id, {
    clienteId: otroCliente,
    estado: 4,
    paquetes: [{ estado: 'ACTIVO' }],
  });
  of.otroTenant = otro.ofertaId;
  [pq.otroTenant = 0] = otro.paqueteIds;
});

type Caller = keyof typeof tokens;
const list = (caller: Caller, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/atenciones/paquete/${query ? `?${query}` : ''}`,
    headers: bearer(tokens[caller], caller === 'otherTenantManager' ? otherTenant.host : tenant.host),
  });

async function idsOf(caller: Caller, query = ''): Promise<number[]> {
  const response = await list(caller, query);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response.json().results.map((row: { id: number }) => row.id);
}

/** Each filter's query, and the ids it leaves, newest first (the manager sees them all). */
function narrowingCases(): Array<[string, number[]]> {
  const { comercial, manager } = tenant.accounts;
  return [
    ['estado[]=ACTIVO', [pq.c1, pq.a1]],
    ['estado[]=ACTIVO&estado[]=VUELO', [pq.a2, pq.c1, pq.a1]],
    ['estado=CANCELADO,VUELO', [pq.a2, pq.b1]],
    ['tipo_linea[]=LINEA_ADICIONAL', [pq.a2]],
    ['tipo_linea[]=LINEA_PRINCIPAL&tipo_linea[]=LINEA_ADICIONAL_SVA', [pq.c1, pq.a1, pq.b1]],
    [`comercial[]=${manager.id}`, [pq.c1]],
    [`comercial[]=${comercial.id}`, [pq.a2, pq.a1, pq.b1]],
    [`cliente=${clientes.libre}`, [pq.b1]],
    [`oferta=${of.a}`, [pq.a2, pq.a1]],
    ['estado_oferta[]=4', [pq.a2, pq.a1]],
    ['estado_oferta[]=1&estado_oferta[]=7', [pq.c1, pq.b1]],
    // Whole Madrid days: 23:30 UTC on 9 March is a sale of the 10th there.
    ['fecha_venta[]=2026-03-10&fecha_venta[]=2026-03-10', [pq.a2, pq.a1]],
    ['fecha_venta_before=2026-03-09', [pq.c1]],
    ['created_on_after=2026-03-01', [pq.a2, pq.a1]],
    ['created_on[]=2026-02-01&created_on[]=2026-02-28', [pq.b1]],
    ['updated_on[]=2026-03-01&updated_on[]=2026-03-31', [pq.c1, pq.a1]],
    ['updated_on_after=2026-04-01', [pq.a2]],
    [`estado[]=ACTIVO&comercial[]=${comercial.id}`, [pq.a1]],
    // Ids that match nothing here: unknown, or another tenant's.
    ['oferta=999999999', []],
    [`oferta=${of.otroTenant}`, []],
  ];
}

describe('GET /api/atenciones/paquete/ (SPEC §7 Calculator)', () => {
  it("lists the tenant's packages newest first, with their prices, offer, customer and commercial", async () => {
    const response = await list('manager');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.results.map((row: { id: number }) => row.id)).toEqual([pq.a2, pq.c1, pq.a1, pq.b1]);
    expect([page.count, page.current, page.count_exact]).toEqual([4, 1, true]);
    expect(page.results[2]).toEqual({
      id: pq.a1,
      estado: 'ACTIVO',
      tipoLinea: 'LINEA_PRINCIPAL',
      tipoVenta: 'PORTABILIDAD',
      tarifa: 12,
      tarifaNombre: 'Fibra 1Gb',
      precio_durante: '30.00',
      precio_despues: '40.50',
      meses_promocion: 6,
      order_id: 'ORD-A1',
      lineasAsociadas: ['600111222'],
      crossSell: true,
      created_on: '2026-03-10T09:00:00.000Z',
      updated_on: '2026-03-12T09:00:00.000Z',
      additional_info_id: null,
      oferta: {
        id: of.a,
        estado: 4,
        estadoLabel: 'Activada',
        fechaVenta: '2026-03-09T23:30:00.000Z',
        precioTotal: '45.00',
      },
      cliente: { id: clientes.propio, nombre: 'Ana Propia' },
      comercial: { id: tenant.accounts.comercial.id, nombre_completo: 'Comercial Prueba' },
    });
    expect(page.results[1]).toMatchObject({
      additional_info_id: additionalInfoC1,
      precio_durante: null,
      oferta: { estado: 7, estadoLabel: 'Cancelada', precioTotal: null },
      comercial: { id: tenant.accounts.manager.id },
    });
  });

  it('narrows by each filter, with bracketed, repeated or comma-separated arrays', async () => {
    for (const [query, expected] of narrowingCases())
      expect(await idsOf('manager', query), query).toEqual(expected);
  });

  it('pages and orders by updated_on, created_on or id, and refuses a page past the end', async () => {
    const second = (await list('manager', 'itemsPerPage=3&page=2')).json();
    expect(second.results.map((row: { id: number }) => row.id)).toEqual([pq.b1]);
    expect([second.count, second.current]).toEqual([4, 2]);
    expect(await idsOf('manager', 'ordering=created_on')).toEqual([pq.c1, pq.b1, pq.a1, pq.a2]);
    expect(await idsOf('manager', 'ordering=-created_on&itemsPerPage=2')).toEqual([pq.a2, pq.a1]);
    const ascending = [pq.a1, pq.a2, pq.b1, pq.c1].sort((x, y) => x - y);
    expect(await idsOf('manager', 'ordering=id')).toEqual(ascending);
    const past = await list('manager', 'itemsPerPage=3&page=3');
    expect([past.statusCode, past.json()]).toEqual([404, { detail: INVALID_PAGE }]);
  });

  it('shows a Comercial only the packages of their own and unassigned customers', async () => {
    expect(await idsOf('comercial')).toEqual([pq.a2, pq.a1, pq.b1]);
    expect(await idsOf('comercial', `cliente=${clientes.ajeno}`)).toEqual([]);
    expect(await idsOf('comercial', `oferta=${of.c}`)).toEqual([]);
  });

  it("never shows another tenant's packages", async () => {
    expect(await idsOf('otherTenantManager')).toEqual([pq.otroTenant]);
    expect(await idsOf('otherTenantManager', `oferta=${of.a}`)).toEqual([]);
    expect(await idsOf('manager')).not.toContain(pq.otroTenant);
  });

  it('answers hostile or misspelt parameters with a 400 naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      ['estado[]=activo', 'estado'],
      ['estado[]=ACTIVO&estado[]=BAJA', 'estado'],
      ['tipo_linea[]=FIJO', 'tipo_linea'],
      ['estado_oferta[]=8', 'estado_oferta'],
      ['estado_oferta[]=0', 'estado_oferta'],
      ['oferta=2147483648', 'oferta'],
      ['oferta=99999999999', 'oferta'],
      ['cliente=abc', 'cliente'],
      ['comercial[]=1e3', 'comercial'],
      ['fecha_venta[]=2026-13-01', 'fecha_venta_after'],
      ['created_on_after=2026-02-29', 'created_on_after'],
      ['updated_on_before=ayer', 'updated_on_before'],
      ['ordering=precio_durante', 'ordering'],
      ['itemsPerPage=0', 'itemsPerPage'],
      [`estado=${'x'.repeat(10_240)}`, 'estado'],
      ['tipo_linea=%00', 'tipo_linea'],
    ];
    for (const [query, field] of cases) {
      const response = await list('manager', query);
      expect(response.statusCode, query.slice(0, 80)).toBe(400);
      expect(Object.keys(response.json()), query.slice(0, 80)).toContain(field);
    }
  });
  it('has one condition per declared filter, and the narrowing table sets every one', () => {
    const declared = Object.keys(PAQUETES_LIST_FILTERS).sort();
    expect(Object.keys(PAQUETES_LIST_SQL).sort()).toEqual(declared);
    const exercised = new Set(
      narrowingCases().flatMap(([query]) =>
        [...new URLSearchParams(query).keys()].map((name) => name.replace(/(\[\]|_after|_before)$/, '')),
      ),
    );
    expect([...exercised].sort()).toEqual(declared);
  });
});
