import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Liquidacion } from '@ventas/domain/liquidacion/liquidacion-contract';
import { estadoPaqueteLabel } from '@ventas/domain/telework/paquete-estados';
import { madridToday } from '@ventas/domain/time/madrid';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import {
  PAQUETES,
  seedCalculadora,
  venta,
  type CalculadoraFixture,
} from '../../../test/support/calculadora-sales';
import { createCatalogueItem } from '../../../test/support/offer-catalogue';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { paquetes } from '../../db/schema/atenciones';
import { exportedRows as exportedRowsAs } from '../../../test/support/exported-sheet';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let groupDCall: Caller;
let fx: CalculadoraFixture;
let cancelada: number;
let sinFamilia: number;
/** An unmapped tariff whose name a spreadsheet would take for a formula. */
const FORMULA_NAME = '=HYPERLINK("http://x")';
const MES = madridToday().slice(0, 7);
const UPFRONT_FIBRA = '33.33';
const UPFRONT_MOVIL = '20.00';
const URL = `/api/calculadora/liquidacion/?month_year_updated_on=${MES}`;

const times = (amount: string, units: number) => new Decimal(amount).times(units).toFixed(2);
const plus = (...amounts: string[]) => amounts.reduce((sum, a) => sum.plus(a), new Decimal(0)).toFixed(2);

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database, { groups: ['A'] });
  call = await callerFor(app, tenant);
  const other = await createTestTenant(database, { groups: ['A'] });
  otherCall = await callerFor(app, other);
  groupDCall = await callerFor(app, await createTestTenant(database, { groups: ['D'] }));
  fx = await seedCalculadora(call);
  const ids = fx.catalogue;
  // A later entry puts the main tariff's upfront at 33.33 (the one in force at the sale).
  await createCatalogueItem(call, 'upfronts', {
    content_type: 'tarifa',
    object_id: ids.tarifa,
    upfront: UPFRONT_FIBRA,
    familia_objetivo: fx.fibra,
    fecha: '2021-01-01T00:00:00Z',
  });
  const sinUpfront = await createCatalogueItem(call, 'tarifas', {
    name: FORMULA_NAME,
    category: 'convergent',
    price_value: '20',
    operator: 'A',
    segment: 'PARTICULAR',
  });
  const comercialId = tenant.accounts.comercial.id;
  const sell = (role: 'comercial' | 'manager', lista: Array<Record<string, unknown>>) =>
    venta(call, database, tenant.id, { role, comercialId, paquetes: lista });
  await sell('comercial', [PAQUETES.principal(ids), PAQUETES.principal(ids), PAQUETES.adicional(ids)]);
  await sell('comercial', [PAQUETES.principal(ids)]);
  await sell('manager', [PAQUETES.principal(ids)]);
  const canceladaOferta = await sell('comercial', [PAQUETES.principal(ids)]);
  const [row] = await database.owner
    .update(paquetes)
    .set({ estado: 'CANCELADO' })
    .where(and(eq(paquetes.tenantId, tenant.id), eq(paquetes.ofertaId, canceladaOferta)))
    .returning({ id: paquetes.id });
  cancelada = row!.id;
  const sinFamiliaOferta = await sell('comercial', [{ tipoLinea: 'LINEA_PRINCIPAL', tarifa: sinUpfront }]);
  const [unmapped] = await database.owner
    .select({ id: paquetes.id })
    .from(paquetes)
    .where(and(eq(paquetes.tenantId, tenant.id), eq(paquetes.ofertaId, sinFamiliaOferta)));
  sinFamilia = unmapped!.id;
  // Another tenant's sale, which must never show.
  const otherFx = await seedCalculadora(otherCall);
  await venta(otherCall, database, other.id, {
    role: 'comercial',
    comercialId: other.accounts.comercial.id,
    paquetes: [PAQUETES.principal(otherFx.catalogue)],
  });
});

describe('GET /api/calculadora/liquidacion/', () => {
  it.each([
    ['comercial', 403],
    ['manager', 403],
    ['admin', 200],
    ['superadmin', 200],
  ] as const)('answers a %s of a group A tenant %i', async (role, status) => {
    expect((await call(role, 'GET', URL)).statusCode).toBe(status);
  });

  it("refuses a group D tenant's admin", async () => {
    expect((await groupDCall('admin', 'GET', URL)).statusCode).toBe(403);
  });

  it("lists the month's packages, cancelled and unmapped ones with them, and only the tenant's", async () => {
    const body: Liquidacion = (await call('admin', 'GET', URL)).json();
    expect(body.mes).toBe(MES);
    expect(body.paquetes).toHaveLength(7);
    expect(new Set(body.paquetes.map((p) => p.cliente_id)).size).toBe(5);
    const byId = new Map(body.paquetes.map((p) => [p.paquete_id, p]));
    expect(byId.get(cancelada)).toMatchObject({ estado: 'CANCELADO', cuenta: false, upfront: UPFRONT_FIBRA });
    expect(byId.get(sinFamilia)).toMatchObject({ cuenta: false, upfront: null, familia_nombre: null });
    expect(body.paquetes.filter((p) => p.comercial_id === tenant.accounts.manager.id)).toHaveLength(1);
    expect(body.paquetes.every((p) => p.comercial_nombre.endsWith('Prueba'))).toBe(true);
    const other = (await otherCall('admin', 'GET', URL)).json() as Liquidacion;
    expect(other.paquetes).toHaveLength(1);
    expect(other.paquetes[0]!.paquete_id).not.toBe(body.paquetes[0]!.paquete_id);
  });

  it('totals exactly per family, per commercial and overall, without the cancelled or unmapped', async () => {
    const body: Liquidacion = (await call('admin', 'GET', URL)).json();
    const fibra = times(UPFRONT_FIBRA, 4);
    expect(body.por_familia).toEqual([
      { familia_id: fx.fibra, familia_nombre: 'FIBRA', unidades: 4, upfront: fibra },
      { familia_id: fx.movil, familia_nombre: 'MOVIL', unidades: 1, upfront: UPFRONT_MOVIL },
    ]);
    expect(body.por_comercial).toEqual([
      {
        comercial_id: tenant.accounts.comercial.id,
        comercial_nombre: 'Comercial Prueba',
        unidades: 4,
        upfront: plus(times(UPFRONT_FIBRA, 3), UPFRONT_MOVIL),
      },
      {
        comercial_id: tenant.accounts.manager.id,
        comercial_nombre: 'Manager Prueba',
        unidades: 1,
        upfront: UPFRONT_FIBRA,
      },
    ]);
    expect(times(UPFRONT_FIBRA, 3)).toBe('99.99');
    expect(body.total).toEqual({
      unidades: 5,
      upfront: plus(fibra, UPFRONT_MOVIL),
      cancelados: 1,
      sin_familia: 1,
    });
  });

  it("narrows to one commercial, and another tenant's account matches nothing", async () => {
    const manager = tenant.accounts.manager.id;
    const body: Liquidacion = (await call('admin', 'GET', `${URL}&comercial=${manager}`)).json();
    expect(body.paquetes.map((p) => p.comercial_id)).toEqual([manager]);
    expect(body.total).toMatchObject({ unidades: 1, upfront: UPFRONT_FIBRA });
    const foreign: Liquidacion = (await otherCall('admin', 'GET', `${URL}&comercial=${manager}`)).json();
    expect(foreign.paquetes).toEqual([]);
    expect(foreign.total).toEqual({ unidades: 0, upfront: '0.00', cancelados: 0, sin_familia: 0 });
  });

  it.each([
    ['a malformed month', 'month_year_updated_on=2026-13'],
    ['a month as text', 'month_year_updated_on=noviembre'],
    ['a hostile commercial', 'comercial=1%27%3B--'],
    ['a huge commercial', 'comercial=99999999999'],
  ])('refuses %s with 400', async (_name, query) => {
    expect((await call('admin', 'GET', `/api/calculadora/liquidacion/?${query}`)).statusCode).toBe(400);
  });
});

/** Runs an export as the admin and reads the workbook's rows back (header first). */
const exportedRows = (url: string) => exportedRowsAs(call, 'admin', url);

const column = (rows: unknown[][], header: string) => {
  const index = (rows[0] ?? []).indexOf(header);
  return rows.slice(1).map((row) => row[index]);
};

describe('GET /api/calculadora/liquidacion/download-xlsx/', () => {
  it('writes a file whose rows are the JSON packages, in order, with their upfronts', async () => {
    const body: Liquidacion = (await call('admin', 'GET', URL)).json();

    const rows = await exportedRows(
      `/api/calculadora/liquidacion/download-xlsx/?month_year_updated_on=${MES}`,
    );

    expect(rows).toHaveLength(body.paquetes.length + 1);
    expect(column(rows, 'Paquete')).toEqual(body.paquetes.map((p) => p.paquete_id));
    expect(column(rows, 'Upfront')).toEqual(body.paquetes.map((p) => p.upfront ?? undefined));
    expect(column(rows, 'Comercial')).toEqual(body.paquetes.map((p) => p.comercial_nombre));
    // The state as the screen's chip says it, never its code (issue 29 §5).
    expect(column(rows, 'Estado')).toEqual(body.paquetes.map((p) => estadoPaqueteLabel(p.estado)));
    expect(column(rows, 'Estado')).toContain('Cancelado');
    expect(column(rows, 'Cuenta')).toEqual(body.paquetes.map((p) => (p.cuenta ? 'Sí' : 'No')));
    expect(column(rows, 'Tipo de línea')).toContain('Línea adicional');
    expect(column(rows, 'Tarifa')).toContain(`'${FORMULA_NAME}`);
  });

  it('names the operator as the screen does (its name, never its code), in the file and the JSON', async () => {
    const operadores = (await call('admin', 'GET', '/api/servicios/operadores/')).json() as Array<{
      codigo: string;
      nombre: string;
    }>;
    const nombreA = operadores.find((operador) => operador.codigo === 'A')?.nombre;
    expect(nombreA).toBe('Operador A');
    const body: Liquidacion = (await call('admin', 'GET', URL)).json();
    expect(new Set(body.paquetes.map((p) => p.operador))).toEqual(new Set([nombreA]));

    const rows = await exportedRows(
      `/api/calculadora/liquidacion/download-xlsx/?month_year_updated_on=${MES}`,
    );
    expect(column(rows, 'Operador')).toEqual(body.paquetes.map((p) => p.operador));
  });

  it("exports one commercial's packages only", async () => {
    const manager = tenant.accounts.manager.id;
    const rows = await exportedRows(
      `/api/calculadora/liquidacion/download-xlsx/?month_year_updated_on=${MES}&comercial=${manager}`,
    );
    expect(column(rows, 'Comercial')).toEqual(['Manager Prueba']);
  });

  it.each([
    ['comercial', 403],
    ['manager', 403],
  ] as const)('refuses a %s (%i)', async (role, status) => {
    expect((await call(role, 'GET', `/api/calculadora/liquidacion/download-xlsx/`)).statusCode).toBe(status);
  });
});
