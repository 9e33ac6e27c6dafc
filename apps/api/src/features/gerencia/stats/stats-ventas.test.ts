import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller, type Role } from '../../../../test/support/catalogue-caller';
import {
  PAQUETES,
  seedCalculadora,
  venta,
  type CalculadoraFixture,
} from '../../../../test/support/calculadora-sales';
import { createCatalogueItem } from '../../../../test/support/offer-catalogue';
import { insertAtencion, insertCliente } from '../../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../../test/support/test-app';
import type { Database } from '../../../db/database';
import { atenciones, ofertas, paquetes } from '../../../db/schema/atenciones';

/**
 * The statistics that count sales with the calculator's definition (consecucionCount) or beside
 * it (rankingComerciales), on sales made through the real API and then dated at the edges of
 * the window 2025-03-02 → 2025-04-01 in Madrid time.
 */
const PERIODO = 'updated_on_after=2025-03-02&updated_on_before=2025-04-01';
/** 1 March 23:59:59 in Madrid: in the calculator's March, a second before the window. */
const ANTES = new Date('2025-03-01T22:59:59Z');
const PRIMER_INSTANTE = new Date('2025-03-01T23:00:00Z');
/** 1 April 23:59:59 in Madrid (CEST): in the window, not in March. */
const ULTIMO_INSTANTE = new Date('2025-04-01T21:59:59Z');
const DESPUES = new Date('2025-04-01T22:00:00Z');
const MEDIO = new Date('2025-03-15T12:00:00Z');

let database: Database;
let tenant: TestTenant;
let call: Caller;
let fx: CalculadoraFixture;

const stats = (role: Role, stat: string, query = PERIODO) =>
  call(role, 'GET', `/api/atenciones/stats/${stat}/?${query}`);

/** A sale recorded by `role` for a customer of theirs, dated `fecha`, worth `precio`. */
async function vender(
  role: Role,
  fecha: Date,
  precio: string | null,
  lineas: Array<Record<string, unknown>> = [PAQUETES.principal(fx.catalogue)],
): Promise<number> {
  const ofertaId = await venta(call, database, tenant.id, {
    role,
    comercialId: tenant.accounts[role].id,
    paquetes: lineas,
  });
  await database.owner
    .update(ofertas)
    .set({ fechaVenta: fecha, precioTotal: precio })
    .where(and(eq(ofertas.tenantId, tenant.id), eq(ofertas.id, ofertaId)));
  return ofertaId;
}

async function objetivo(comercial: number, familia: number, valor: string): Promise<void> {
  const response = await call('admin', 'POST', '/api/calculadora/objetivos/', {
    fecha: '2025-03',
    comercial,
    familia,
    peso: 50,
    objetivo: valor,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}

beforeAll(async () => {
  const created = await createTestApp();
  database = created.database;
  tenant = await createTestTenant(database);
  call = await callerFor(created.app, tenant);
  fx = await seedCalculadora(call);
  const tv = await createCatalogueItem(call, 'tipoobjetivo', { nombre: 'TV' });
  const { principal, adicional } = PAQUETES;
  const ids = fx.catalogue;

  // The Comercial: two customers sold in the window (19.99 + 0.01), 3 units (a cancelled
  // package does not count); a sale a second before (March, not the window) and one after.
  const primera = await vender('comercial', PRIMER_INSTANTE, '19.99', [principal(ids), adicional(ids)]);
  const ultima = await vender('comercial', ULTIMO_INSTANTE, '0.01', [principal(ids), principal(ids)]);
  const [cancelado] = await paquetesDe(ultima);
  await database.owner
    .update(paquetes)
    .set({ estado: 'CANCELADO' })
    .where(and(eq(paquetes.tenantId, tenant.id), eq(paquetes.id, cancelado!)));
  await vender('comercial', ANTES, '1000.00');
  await vender('comercial', DESPUES, '1000.00');
  // Its attention updated in the window: one customer with an offer, one more with a callback.
  const [atencionPrimera] = await database.owner
    .select({ id: ofertas.atencionId })
    .from(ofertas)
    .where(and(eq(ofertas.tenantId, tenant.id), eq(ofertas.id, primera)));
  await database.owner
    .update(atenciones)
    .set({ updatedOn: MEDIO })
    .where(and(eq(atenciones.tenantId, tenant.id), inArray(atenciones.id, [atencionPrimera!.id])));
  const agendado = await insertCliente(database, tenant.id, { comercialId: tenant.accounts.comercial.id });
  await insertAtencion(database, tenant.id, {
    clienteId: agendado,
    comercialId: tenant.accounts.comercial.id,
    tipo: 'AGENDADO',
    updatedOn: MEDIO,
  });

  // Manager and Superadmin: 2 customers and 2 units each; 100.00 against 9.00 (numerically first).
  await vender('manager', MEDIO, '50.00');
  await vender('manager', MEDIO, '50.00');
  await vender('superadmin', MEDIO, '4.50');
  await vender('superadmin', MEDIO, '4.50');
  // Admin: one sale without a price.
  await vender('admin', MEDIO, null);

  await objetivo(tenant.accounts.comercial.id, fx.fibra, '4');
  await objetivo(tenant.accounts.comercial.id, fx.movil, '2');
  await objetivo(tenant.accounts.comercial.id, tv, '0');
  await objetivo(tenant.accounts.manager.id, fx.fibra, '3.5');
});

async function paquetesDe(ofertaId: number): Promise<number[]> {
  const rows = await database.owner
    .select({ id: paquetes.id })
    .from(paquetes)
    .where(and(eq(paquetes.tenantId, tenant.id), eq(paquetes.ofertaId, ofertaId)))
    .orderBy(paquetes.id);
  return rows.map((row) => row.id);
}

describe('GET /api/atenciones/stats/consecucionCount/ (SPEC §7 Statistics)', () => {
  it("sums a Comercial's objectives and units of the Madrid month the window starts in, per family", async () => {
    const response = await stats('comercial', 'consecucionCount');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mes).toBe('2025-03');
    expect(body.comerciales).toEqual([tenant.accounts.comercial.id]);
    // March: the sale of the 2nd (FIBRA + MOVIL) and that of the 1st at 23:59:59 (FIBRA); not April's.
    expect(body.familias).toEqual([
      { familia: fx.fibra, nombre: 'FIBRA', objetivo: '4.00', consecucion: '2', porcentaje: '50.00' },
      { familia: fx.movil, nombre: 'MOVIL', objetivo: '2.00', consecucion: '1', porcentaje: '50.00' },
      { familia: expect.any(Number), nombre: 'TV', objetivo: '0.00', consecucion: '0', porcentaje: null },
    ]);
  });

  it("sums every commercial's for a Manager, the percentage rounded once to 2 places", async () => {
    const body = (await stats('manager', 'consecucionCount')).json();
    expect(body.familias.map((f: { nombre: string }) => f.nombre)).toEqual(['FIBRA', 'MOVIL', 'TV']);
    // FIBRA: 2 + 2 + 2 + 1 units against 4 + 3.5: 93.333… %.
    expect(body.familias[0]).toMatchObject({ objetivo: '7.50', consecucion: '7', porcentaje: '93.33' });
  });

  it('lists a family with sales and no objective with a target of 0 and no percentage', async () => {
    const query = `${PERIODO}&comercial=${tenant.accounts.admin.id}`;
    expect((await stats('manager', 'consecucionCount', query)).json().familias).toEqual([
      { familia: fx.fibra, nombre: 'FIBRA', objetivo: '0.00', consecucion: '1', porcentaje: null },
    ]);
  });

  it('takes the month of the first day asked for', async () => {
    const abril = 'updated_on_after=2025-04-01&updated_on_before=2025-04-30';
    const body = (await stats('comercial', 'consecucionCount', abril)).json();
    expect(body.mes).toBe('2025-04');
    // April: the sale of the 1st at 23:59:59 (one unit left) and that of the 2nd; no objectives.
    expect(body.familias).toEqual([
      { familia: fx.fibra, nombre: 'FIBRA', objetivo: '0.00', consecucion: '2', porcentaje: null },
    ]);
  });
});

describe('GET /api/atenciones/stats/rankingComerciales/ (SPEC §7 Statistics)', () => {
  const fila = (role: Role) => ({ comercial: tenant.accounts[role].id });

  it('ranks by customers sold, then units, then value (as numbers), then name', async () => {
    const body = (await stats('manager', 'rankingComerciales')).json();
    const puestos = body.ranking.map((r: { comercial: number }) => r.comercial);
    expect(puestos.slice(0, 4)).toEqual(
      (['comercial', 'manager', 'superadmin', 'admin'] as const).map((role) => tenant.accounts[role].id),
    );
    expect(body.ranking.slice(0, 4)).toEqual([
      {
        ...fila('comercial'),
        nombre: expect.any(String),
        atenciones: 2,
        ofertas: 1,
        vendidas: 2,
        ventas: 3,
        valor: '20.00',
      },
      expect.objectContaining({ ...fila('manager'), vendidas: 2, ventas: 2, valor: '100.00' }),
      expect.objectContaining({ ...fila('superadmin'), vendidas: 2, ventas: 2, valor: '9.00' }),
      expect.objectContaining({ ...fila('admin'), vendidas: 1, ventas: 1, valor: '0.00' }),
    ]);
    expect(body.ranking.slice(4).every((r: { vendidas: number }) => r.vendidas === 0)).toBe(true);
  });

  it('shows a Comercial only their own row, with the same figures', async () => {
    const body = (await stats('comercial', 'rankingComerciales')).json();
    expect(body.ranking).toEqual([
      expect.objectContaining({
        ...fila('comercial'),
        atenciones: 2,
        vendidas: 2,
        ventas: 3,
        valor: '20.00',
      }),
    ]);
  });

  it('orders commercials with equal figures by name', async () => {
    const ceros = 'updated_on_after=2024-01-02&updated_on_before=2024-02-01';
    const body = (await stats('manager', 'rankingComerciales', ceros)).json();
    const nombres = body.ranking.map((r: { nombre: string }) => r.nombre);
    expect(nombres.length).toBeGreaterThan(3);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')));
    expect(
      body.ranking.every((r: { valor: string; ventas: number }) => r.valor === '0.00' && !r.ventas),
    ).toBe(true);
  });
});
