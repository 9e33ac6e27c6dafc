import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GerenciaCuentas } from '@ventas/domain/gerencia/gerencia-contract';
import { FIGURAS_GERENCIA } from '@ventas/domain/gerencia/gerencia-figuras';
import { ventanaGerencia } from '@ventas/domain/gerencia/gerencia-ventana';
import { SIN_TIENDA, type Retailx } from '@ventas/domain/retailx/retailx-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../db/database';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { callerFor, type Caller, type Role } from '../../../test/support/catalogue-caller';
import { insertAtencion, insertCliente, insertOferta } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

/**
 * RetailX (issue 17, group D): the TIENDA commercials' figures per commercial, per store and for
 * the channel, equal to Gerencia's for the same commercials and dates.
 */
let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let comercial: number;
let ana: number;
let bea: number;
let dani: number;
let dbl: number;
let centro: number;
const VENTANA = ventanaGerencia(madridToday());
const FECHAS = `fechas_after=${VENTANA.desde}&fechas_before=${VENTANA.hasta}`;

const retailx = async (role: Role, query = '', caller = call) => {
  const response = await caller(role, 'GET', `/api/retailx/${query}`);
  return { status: response.statusCode, body: response.json() as Retailx };
};

const soloFiguras = (row: object | undefined) =>
  Object.fromEntries(FIGURAS_GERENCIA.map((f) => [f, (row as Record<string, number>)[f]]));

async function tipoDe(database: Database, tenantId: number, ids: number[], tipo: string) {
  await database.tenant(tenantId, (tx) =>
    tx.execute(
      sql`UPDATE accounts SET tipo_comercial = ${tipo} WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
    ),
  );
}

/** A sale recorded by `comercialId` today, on a customer of theirs. */
async function venta(clienteId: number, comercialId: number) {
  const { ofertaId } = await insertOferta(database, tenant.id, { clienteId, comercialId, estado: 4 });
  await database.tenant(tenant.id, (tx) =>
    tx.execute(sql`UPDATE ofertas SET fecha_venta = now() WHERE id = ${ofertaId}`),
  );
}

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  // Group A too, so the test writes its stores through their own API.
  tenant = await createTestTenant(database, { groups: ['A', 'D'] });
  call = await callerFor(app, tenant);
  comercial = tenant.accounts.comercial.id;
  // Accounts are TIENDA by default: the other roles' accounts are made another type, so the
  // channel is exactly the commercials below.
  const { superadmin, admin, manager } = tenant.accounts;
  await tipoDe(database, tenant.id, [superadmin.id, admin.id, manager.id], 'SIN DEFINIR');
  ana = await otroComercial(database, tenant.id, 'ana', { tipoComercial: 'TIENDA' });
  bea = await otroComercial(database, tenant.id, 'bea', { tipoComercial: 'TIENDA' });
  dani = await otroComercial(database, tenant.id, 'dani', { tipoComercial: 'TIENDA' });
  dbl = await otroComercial(database, tenant.id, 'dbl', { tipoComercial: 'DBL' });
  // One customer attended by both commercials of Centro: the store counts it once.
  const compartido = await insertCliente(database, tenant.id, {
    nombre: 'Compartido',
    comercialId: comercial,
  });
  await insertAtencion(database, tenant.id, {
    clienteId: compartido,
    comercialId: comercial,
    tipo: 'GESTION',
  });
  await insertAtencion(database, tenant.id, { clienteId: compartido, comercialId: ana, tipo: 'AGENDADO' });
  await venta(await insertCliente(database, tenant.id, { nombre: 'Vendido', comercialId: ana }), ana);
  await venta(await insertCliente(database, tenant.id, { nombre: 'De Bea', comercialId: bea }), bea);
  const deDani = await insertCliente(database, tenant.id, { nombre: 'De Dani', comercialId: dani });
  await insertAtencion(database, tenant.id, { clienteId: deDani, comercialId: dani, tipo: 'GESTION' });
  const deDbl = await insertCliente(database, tenant.id, { nombre: 'De DBL', comercialId: dbl });
  await venta(deDbl, dbl);
  const crear = async (nombre: string, comerciales: number[]) => {
    const response = await call('admin', 'POST', '/api/tiendas/', { nombre, comerciales });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  centro = await crear('Centro', [comercial, ana]);
  await crear('Norte', [bea]);
  await crear('Vacía', []);
});

const gerencia = async (query: string) =>
  (await call('manager', 'GET', `/api/comerciales/gerencia/?${query}`)).json() as GerenciaCuentas;

describe('GET /api/retailx/ (the retail channel)', () => {
  it.each([
    ['the default SPEC §9 period', ''],
    ['the same period named', `?${FECHAS}`],
    ['a range that is not a whole period', `?fechas_after=${VENTANA.desde}&fechas_before=${madridToday()}`],
  ])(
    "gives the TIENDA commercials' figures and the total exactly as Gerencia counts them, for %s",
    async (_caso, query) => {
      const { status, body } = await retailx('manager', query);
      expect(status).toBe(200);
      const fechas = query ? query.slice(1) : FECHAS;
      const deGerencia = await gerencia(`${fechas}&tipo_comercial=TIENDA`);
      expect(body.ventana).toEqual(deGerencia.ventana);
      expect(body.comerciales.map((c) => c.comercial).sort()).toEqual([comercial, ana, bea, dani].sort());
      for (const fila of deGerencia.comerciales)
        expect(soloFiguras(body.comerciales.find((c) => c.comercial === fila.comercial))).toEqual(
          soloFiguras(fila),
        );
      expect(body.total).toEqual(deGerencia.total);
      expect(body.total).toMatchObject({ atencion: 4, vendido: 2 });
    },
  );

  it('leaves out commercials of other types', async () => {
    const { body } = await retailx('admin');
    expect(body.comerciales.some((c) => c.comercial === dbl)).toBe(false);
  });

  it('gives each store its commercials with every customer counted once, then those in no store', async () => {
    const { body } = await retailx('manager');
    expect(body.tiendas.map((t) => [t.nombre, t.comerciales.sort()])).toEqual([
      ['Centro', [comercial, ana].sort()],
      ['Norte', [bea]],
      [SIN_TIENDA, [dani]],
    ]);
    const deCentro = body.tiendas[0]!;
    // The shared customer is behind both of Centro's commercials and counts once.
    expect(deCentro).toMatchObject({ tienda: centro, atencion: 2, gestion: 1, agendado: 1, vendido: 1 });
    const suma = body.comerciales.filter((c) => c.tienda === centro).reduce((n, c) => n + c.atencion, 0);
    expect(suma).toBe(3);
    const deGerencia = await gerencia(`${FECHAS}&comercial=${comercial}&comercial=${ana}`);
    expect(soloFiguras(deCentro)).toEqual(deGerencia.total);
    expect(body.tiendas[2]).toMatchObject({ tienda: null, atencion: 1, gestion: 1 });
    expect(body.comerciales.find((c) => c.comercial === dani)?.tienda).toBeNull();
  });

  it('shows a Comercial only their own figures, in their own store', async () => {
    const { status, body } = await retailx('comercial');
    expect(status).toBe(200);
    expect(body.comerciales.map((c) => c.comercial)).toEqual([comercial]);
    expect(body.tiendas).toMatchObject([
      { tienda: centro, comerciales: [comercial], atencion: 1, gestion: 1 },
    ]);
    expect(body.total).toEqual(soloFiguras(body.comerciales[0]));
  });

  it.each(['superadmin', 'admin', 'manager', 'comercial'] as const)(
    'answers a %s of a group-D distributor',
    async (role) => {
      expect((await retailx(role)).status).toBe(200);
    },
  );

  it('gives a Comercial of another type an empty channel', async () => {
    await tipoDe(database, tenant.id, [comercial], 'DBL');
    try {
      const { body } = await retailx('comercial');
      expect(body.comerciales).toEqual([]);
      expect(body.tiendas).toEqual([]);
      expect(Object.values(body.total).every((n) => n === 0)).toBe(true);
    } finally {
      // Accounts are TIENDA by default: the other roles' accounts are made another type, so the
      // channel is exactly the commercials below.
      const { superadmin, admin, manager } = tenant.accounts;
      await tipoDe(database, tenant.id, [superadmin.id, admin.id, manager.id], 'SIN DEFINIR');
    }
  });

  it.each([
    ['reversed dates', `?fechas_after=${VENTANA.hasta}&fechas_before=${VENTANA.desde}`],
    ['only one end', `?fechas_after=${VENTANA.desde}`],
    ['more than a year', '?fechas_after=2024-01-01&fechas_before=2025-06-01'],
    ['a day that does not exist', '?fechas_after=2025-02-30&fechas_before=2025-03-01'],
    ['a NUL byte', '?fechas_after=2025-01-0%001&fechas_before=2025-02-01'],
    ['a 10 KB value', `?fechas_after=${'9'.repeat(10_000)}&fechas_before=2025-02-01`],
    ['a date that is not one', '?fechas_after=ayer&fechas_before=2025-02-01'],
  ])('answers 400 to %s', async (_caso, query) => {
    expect((await retailx('manager', query)).status).toBe(400);
  });
});

describe('GET /api/retailx/ across distributors', () => {
  let otro: TestTenant;
  let callOtro: Caller;
  beforeAll(async () => {
    otro = await createTestTenant(database, { groups: ['D'] });
    callOtro = await callerFor(app, otro);
  });

  it("refuses every role of a distributor without group D (the menu's switch)", async () => {
    const soloA = await createTestTenant(database, { groups: ['A'] });
    const callA = await callerFor(app, soloA);
    for (const role of ['superadmin', 'admin', 'comercial'] as const)
      expect((await retailx(role, '', callA)).status).toBe(403);
  });

  it("shows another distributor none of this one's commercials, stores or customers", async () => {
    const { status, body } = await retailx('admin', '', callOtro);
    expect(status).toBe(200);
    const nuestros = [comercial, ana, bea, dani];
    expect(body.comerciales.filter((c) => nuestros.includes(c.comercial))).toEqual([]);
    expect(body.tiendas).toEqual([]);
    expect(Object.values(body.total).every((n) => n === 0)).toBe(true);
  });

  it('gives a distributor without stores no per-store rows, only its commercials', async () => {
    const suyo = await otroComercial(database, otro.id, 'solo', { tipoComercial: 'TIENDA' });
    const { body } = await retailx('admin', '', callOtro);
    expect(body.comerciales.map((c) => c.comercial)).toContain(suyo);
    expect(body.comerciales.every((c) => c.tienda === null)).toBe(true);
    expect(body.tiendas).toEqual([]);
  });
});
