import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENSAJE_SOLO_EQUIPO } from '@ventas/domain/ofertas/declaracion-venta';
import type { Caller } from '../../../../test/support/catalogue-caller';
import { offerWorld, workedPackages, type OfferCatalogueIds } from '../../../../test/support/offer-catalogue';
import { insertCliente } from '../../../../test/support/tenant-rows';
import { bearer, login, TEST_PASSWORD, type TestTenant } from '../../../../test/support/test-app';
import type { Database } from '../../../db/database';
import { auditoria } from '../../../db/schema/auditoria';
import { teamMembers, teams } from '../../../db/schema/calculadora';
import { clientes } from '../../../db/schema/clientes';
import { createAccount } from '../../../db/seed/tenant-factory';
import { ventasDelMes } from '../../calculadora/calculadora.public';

/**
 * Issue 29 §5 "Declaración de ventas": the API enforces `movimientoOferta`. Accounts: the
 * tenant's Comercial in the team of its Manager; a second Manager ("ajeno") with a team of their
 * own that the Comercial is not in.
 */
let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let ids: OfferCatalogueIds;
let ajenoToken: string;

const AJENO = 'manager-ajeno';

beforeAll(async () => {
  ({ app, database, tenant, call, otherCall, ids } = await offerWorld());
  const ajeno = await createAccount(database, tenant.id, {
    username: AJENO,
    password: TEST_PASSWORD,
    rol: 3,
    nombre: 'Manager',
    apellidos: 'Ajeno',
  });
  const otro = await createAccount(database, tenant.id, {
    username: 'comercial-otro',
    password: TEST_PASSWORD,
    rol: 4,
    nombre: 'Comercial',
    apellidos: 'Otro',
  });
  await database.tenant(tenant.id, async (tx) => {
    const [equipo] = await tx
      .insert(teams)
      .values([
        { tenantId: tenant.id, duttyManagerId: tenant.accounts.manager.id },
        { tenantId: tenant.id, duttyManagerId: ajeno.id },
      ])
      .returning({ id: teams.id, manager: teams.duttyManagerId });
    await tx.insert(teamMembers).values({
      tenantId: tenant.id,
      teamId: equipo!.id,
      comercialId: tenant.accounts.comercial.id,
    });
    const [suyo] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.duttyManagerId, ajeno.id));
    await tx.insert(teamMembers).values({ tenantId: tenant.id, teamId: suyo!.id, comercialId: otro.id });
  });
  ajenoToken = (await login(app, tenant, AJENO)).access;
});

afterEach(() => {
  vi.useRealTimers();
});

const callAjeno = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(ajenoToken, tenant.host), ...(payload ? { payload } : {}) });

const setModo = (modo: string) => call('admin', 'PUT', '/api/distribuidores/declaracion-ventas/', { modo });

/** A Presentada offer of the Comercial on a new customer of theirs. */
async function presentada(): Promise<{ id: number; clienteId: number; paquetes: unknown[] }> {
  const clienteId = await insertCliente(database, tenant.id, {
    comercialId: tenant.accounts.comercial.id,
    segmento: 'PARTICULAR',
  });
  const response = await call('comercial', 'POST', '/api/atenciones/entradas/', {
    cliente: clienteId,
    tipo: 'OFERTA',
    oferta: { estado: 2, paquetes: workedPackages(ids, []) },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const id = response.json().oferta.id as number;
  const detail = (await call('comercial', 'GET', `/api/atenciones/oferta/${id}/`)).json();
  const paquetes = detail.paquetes.map((paquete: Record<string, unknown>) => ({
    id: paquete.id,
    tipoLinea: paquete.tipoLinea,
    tarifa: paquete.tarifa,
    cacharro: paquete.cacharro,
    seguro: paquete.seguro,
    svas: paquete.svas,
    lineasAsociadas: paquete.lineasAsociadas,
  }));
  return { id, clienteId, paquetes };
}

const estadoCliente = async (clienteId: number) =>
  (
    await database.owner.select({ estado: clientes.estado }).from(clientes).where(eq(clientes.id, clienteId))
  )[0]?.estado;

describe('the distributor setting: GET and PUT /api/distribuidores/declaracion-ventas/', () => {
  it('starts as "El comercial activa", is read by Managers and changed by Admins only, and refuses an unknown mode', async () => {
    expect((await call('admin', 'GET', '/api/distribuidores/declaracion-ventas/')).json()).toEqual({
      modo: 'COMERCIAL_ACTIVA',
    });
    expect((await call('manager', 'GET', '/api/distribuidores/declaracion-ventas/')).statusCode).toBe(200);
    expect((await call('comercial', 'GET', '/api/distribuidores/declaracion-ventas/')).statusCode).toBe(403);
    expect(
      (await call('manager', 'PUT', '/api/distribuidores/declaracion-ventas/', { modo: 'MANAGER_CONFIRMA' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('comercial', 'PUT', '/api/distribuidores/declaracion-ventas/', {
          modo: 'MANAGER_CONFIRMA',
        })
      ).statusCode,
    ).toBe(403);
    expect((await setModo('CUALQUIERA')).statusCode).toBe(400);
    expect((await setModo('MANAGER_CONFIRMA')).json()).toEqual({ modo: 'MANAGER_CONFIRMA' });
    // Each distributor its own: the other tenant keeps the default.
    expect((await otherCall('admin', 'GET', '/api/distribuidores/declaracion-ventas/')).json()).toEqual({
      modo: 'COMERCIAL_ACTIVA',
    });
    const [cambio] = await database.owner
      .select({ despues: auditoria.despues, accountId: auditoria.accountId })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tenantId, tenant.id),
          eq(auditoria.tabla, 'tenants'),
          eq(auditoria.accion, 'UPDATE'),
        ),
      );
    expect(cambio).toMatchObject({
      accountId: tenant.accounts.admin.id,
      despues: { declaracion_ventas: 'MANAGER_CONFIRMA' },
    });
  });
});

describe('"Un manager confirma": a Comercial requests, a Manager of their team confirms', () => {
  it("keeps the offer Presentada on a Comercial's move to Activada and counts no sale until confirmed", async () => {
    await setModo('MANAGER_CONFIRMA');
    const { id, clienteId, paquetes } = await presentada();
    // The day the sale is declared: 14 May 2025 (Madrid), whatever today is.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-05-14T10:00:00Z') });
    const pedido = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, { paquetes, estado: 4 });
    expect(pedido.statusCode).toBe(200);
    expect(pedido.json()).toMatchObject({
      estado: 2,
      fechaVenta: null,
      declaracion: {
        modo: 'MANAGER_CONFIRMA',
        gestionaEquipo: false,
        solicitud: {
          estado: 4,
          estadoLabel: 'Activada',
          solicitadaPor: { id: tenant.accounts.comercial.id },
        },
      },
    });
    expect(await estadoCliente(clienteId)).not.toBe('VENDIDO');
    const ventas = () =>
      database.tenant(tenant.id, (tx) =>
        ventasDelMes(tx, { year: 2025, month: 5 }, tenant.accounts.comercial.id),
      );
    expect(await ventas()).toEqual([]);

    // The Manager of the team sees it pending, and in the offer that they may confirm it.
    const pendientes = (
      await call('manager', 'GET', '/api/atenciones/ofertas/activaciones-pendientes/')
    ).json();
    expect(pendientes).toContainEqual(
      expect.objectContaining({
        oferta: id,
        cliente: clienteId,
        estado: 2,
        solicitud: expect.objectContaining({ estado: 4 }),
      }),
    );
    expect((await call('manager', 'GET', `/api/atenciones/oferta/${id}/`)).json().declaracion).toMatchObject({
      gestionaEquipo: true,
    });
    // Another team's Manager neither lists nor confirms it, nor declares it by a save.
    expect((await callAjeno('GET', '/api/atenciones/ofertas/activaciones-pendientes/')).json()).toEqual([]);
    const ajeno = await callAjeno('POST', `/api/atenciones/oferta/${id}/activacion/confirmar/`);
    expect(ajeno.statusCode).toBe(403);
    const ajenoSave = await callAjeno('PUT', `/api/atenciones/oferta/${id}/`, { paquetes, estado: 4 });
    expect(ajenoSave.statusCode).toBe(400);
    expect(ajenoSave.json().estado).toEqual([MENSAJE_SOLO_EQUIPO]);
    // The Comercial cannot confirm their own request.
    expect(
      (await call('comercial', 'POST', `/api/atenciones/oferta/${id}/activacion/confirmar/`)).statusCode,
    ).toBe(403);

    const confirmada = await call('manager', 'POST', `/api/atenciones/oferta/${id}/activacion/confirmar/`);
    expect(confirmada.statusCode).toBe(200);
    expect(confirmada.json()).toMatchObject({
      estado: 4,
      fechaVenta: '2025-05-14T10:00:00.000Z',
      declaracion: { solicitud: null },
    });
    expect(await estadoCliente(clienteId)).toBe('VENDIDO');
    expect((await ventas()).map((venta) => venta.oferta_id)).toEqual([id, id]);
    const [rastro] = await database.owner
      .select({ accountId: auditoria.accountId, despues: auditoria.despues })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tenantId, tenant.id),
          eq(auditoria.tabla, 'ofertas'),
          eq(auditoria.entidadId, String(id)),
          eq(auditoria.accion, 'UPDATE'),
        ),
      )
      .orderBy(auditoria.id);
    expect(rastro).toMatchObject({
      accountId: tenant.accounts.comercial.id,
      despues: { activacion_solicitada: 4 },
    });
    // Answered once: a second confirmation has nothing to confirm.
    expect(
      (await call('manager', 'POST', `/api/atenciones/oferta/${id}/activacion/confirmar/`)).statusCode,
    ).toBe(409);
  });

  it('rejects a request with a reason the Comercial reads, the status unchanged', async () => {
    await setModo('MANAGER_CONFIRMA');
    const { id, paquetes } = await presentada();
    await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, { paquetes, estado: 6 });
    const rechazo = await call('admin', 'POST', `/api/atenciones/oferta/${id}/activacion/rechazar/`, {
      motivo: 'Falta el pedido del operador',
    });
    expect(rechazo.statusCode).toBe(200);
    const leida = (await call('comercial', 'GET', `/api/atenciones/oferta/${id}/`)).json();
    expect(leida).toMatchObject({
      estado: 2,
      fechaVenta: null,
      declaracion: { solicitud: null, rechazo: { motivo: 'Falta el pedido del operador' } },
    });
    // Hostile input is a 400, not a 500.
    const largo = await call('admin', 'POST', `/api/atenciones/oferta/${id}/activacion/rechazar/`, {
      motivo: 'x'.repeat(501),
    });
    expect(largo.statusCode).toBe(400);
    // A new request clears the refusal; a move elsewhere withdraws the request.
    const otra = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, { paquetes, estado: 4 });
    expect(otra.json().declaracion).toMatchObject({ solicitud: { estado: 4 }, rechazo: null });
    const atras = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, { paquetes, estado: 1 });
    expect(atras.json()).toMatchObject({ estado: 1, declaracion: { solicitud: null } });
    // A sale declared by those who may ends the last refusal.
    await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, { paquetes, estado: 2 });
    await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, { paquetes, estado: 4 });
    await call('admin', 'POST', `/api/atenciones/oferta/${id}/activacion/rechazar/`, {});
    const vendida = await call('admin', 'PUT', `/api/atenciones/oferta/${id}/`, { paquetes, estado: 4 });
    expect(vendida.json()).toMatchObject({ estado: 4, declaracion: { solicitud: null, rechazo: null } });
  });

  it('lets the team Manager and an Admin declare a sale directly', async () => {
    await setModo('MANAGER_CONFIRMA');
    const propia = await presentada();
    const manager = await call('manager', 'PUT', `/api/atenciones/oferta/${propia.id}/`, {
      paquetes: propia.paquetes,
      estado: 4,
    });
    expect(manager.json()).toMatchObject({ estado: 4 });
    expect(manager.json().fechaVenta).not.toBeNull();
    const otra = await presentada();
    const admin = await call('admin', 'PUT', `/api/atenciones/oferta/${otra.id}/`, {
      paquetes: otra.paquetes,
      estado: 6,
    });
    expect(admin.json()).toMatchObject({ estado: 6 });
  });

  it("answers 404 for another distributor's offer and 409 for an offer without a request", async () => {
    await setModo('MANAGER_CONFIRMA');
    const { id } = await presentada();
    expect(
      (await otherCall('admin', 'POST', `/api/atenciones/oferta/${id}/activacion/confirmar/`)).statusCode,
    ).toBe(404);
    expect(
      (await otherCall('admin', 'POST', `/api/atenciones/oferta/${id}/activacion/rechazar/`, {})).statusCode,
    ).toBe(404);
    expect(
      (await call('manager', 'POST', `/api/atenciones/oferta/${id}/activacion/confirmar/`)).statusCode,
    ).toBe(409);
    expect(
      (await call('comercial', 'GET', '/api/atenciones/ofertas/activaciones-pendientes/')).statusCode,
    ).toBe(403);
  });
});

describe('"El comercial activa" (the default): today\'s behaviour', () => {
  it('lets the Comercial declare the sale at once', async () => {
    await setModo('COMERCIAL_ACTIVA');
    const { id, paquetes } = await presentada();
    const sold = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, { paquetes, estado: 4 });
    expect(sold.json()).toMatchObject({
      estado: 4,
      declaracion: { modo: 'COMERCIAL_ACTIVA', solicitud: null },
    });
    expect(sold.json().fechaVenta).not.toBeNull();
  });
});
