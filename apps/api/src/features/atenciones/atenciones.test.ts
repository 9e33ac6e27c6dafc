import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  TEST_PASSWORD,
  type TestTenant,
} from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { atenciones } from '../../db/schema/atenciones';
import { clientes } from '../../db/schema/clientes';
import { createAccount } from '../../db/seed/tenant-factory';
import {
  insertAtencion,
  insertCliente,
  insertGestion,
  insertOferta,
} from '../../../test/support/tenant-rows';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otherTenant: TestTenant;
let otherComercialId: number;
const tokens: Record<'manager' | 'comercial' | 'otherTenantManager', string> = {
  manager: '',
  comercial: '',
  otherTenantManager: '',
};

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  ({ id: otherComercialId } = await createAccount(database, tenant.id, {
    username: 'comercial2',
    password: TEST_PASSWORD,
    rol: 4,
    nombre: 'Otra',
    apellidos: 'Comercial',
  }));
  tokens.manager = (await login(app, tenant, 'manager')).access;
  tokens.comercial = (await login(app, tenant, 'comercial')).access;
  tokens.otherTenantManager = (await login(app, otherTenant, 'manager')).access;
});

type Caller = keyof typeof tokens;
const hostOf = (caller: Caller) => (caller === 'otherTenantManager' ? otherTenant.host : tenant.host);
const get = (caller: Caller, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(tokens[caller], hostOf(caller)) });
const post = (caller: Caller, url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: bearer(tokens[caller], hostOf(caller)),
    payload: payload as object,
  });

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const clienteRow = async (id: number) => {
  const [row] = await database.tenant(tenant.id, (tx) =>
    tx
      .select()
      .from(clientes)
      .where(and(eq(clientes.tenantId, tenant.id), eq(clientes.id, id))),
  );
  return row;
};

describe('GET /api/atenciones/historico/{id}', () => {
  it('lists every kind of attention of the customer, newest first, each with only its own variant', async () => {
    const manager = tenant.accounts.manager.id;
    const clienteId = await insertCliente(database, tenant.id, { comercialId: manager });
    const gestionId = await insertGestion(database, tenant.id, { name: 'Portabilidad' });
    const fecha = new Date('2026-03-10T09:30:00.000Z');
    const agendadoId = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: manager,
      tipo: 'AGENDADO',
      fechaAgendado: fecha,
      notas: 'Llamar por la mañana',
      updatedOn: new Date('2026-01-01T10:00:00Z'),
    });
    const noInteresadoId = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: null,
      tipo: 'NO_INTERESADO',
      estado: 'REALIZADO',
      razonNoInteresado: 'Precio',
      tipoNoInteresado: 'Temporal',
      updatedOn: new Date('2026-01-02T10:00:00Z'),
    });
    const gestionAtencionId = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: manager,
      tipo: 'GESTION',
      estado: 'REALIZADO',
      gestionId,
      updatedOn: new Date('2026-01-03T10:00:00Z'),
    });
    const oferta = await insertOferta(database, tenant.id, {
      clienteId,
      comercialId: manager,
      estado: 2,
      precioTotal: '45.50',
      updatedOn: new Date('2026-01-03T10:00:00Z'),
    });
    const otherCliente = await insertCliente(database, tenant.id);
    await insertAtencion(database, tenant.id, {
      clienteId: otherCliente,
      tipo: 'AGENDADO',
      fechaAgendado: fecha,
    });

    const response = await get('manager', `/api/atenciones/historico/${clienteId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Same updated_on: the higher id first.
    expect(body.map((a: { id: number }) => a.id)).toEqual([
      oferta.atencionId,
      gestionAtencionId,
      noInteresadoId,
      agendadoId,
    ]);
    const managerRef = { id: manager, nombre_completo: 'Manager Prueba' };
    expect(body[0]).toEqual({
      id: oferta.atencionId,
      updated_on: '2026-01-03T10:00:00.000Z',
      comercial: managerRef,
      fechaContacto: expect.any(String),
      estado: 'REALIZADO',
      cliente: clienteId,
      notas: null,
      tipo: 'OFERTA',
      tipo_llamada: null,
      agendado: null,
      no_interesado: null,
      gestion: null,
      oferta: {
        id: oferta.ofertaId,
        estado: 2,
        estadoLabel: 'Presentada',
        tipoOferta: null,
        isp: null,
        razonNoInteresado: null,
        tipoIva: null,
        precioAnterior: null,
        precioTotal: '45.50',
        numeroComercial: null,
        notas: null,
        fechaVenta: null,
      },
    });
    expect(body[1]).toMatchObject({
      tipo: 'GESTION',
      gestion: { id: gestionId, name: 'Portabilidad' },
      agendado: null,
    });
    expect(body[2]).toMatchObject({
      tipo: 'NO_INTERESADO',
      comercial: null,
      no_interesado: { razon: 'Precio', tipo: 'Temporal' },
      gestion: null,
      oferta: null,
    });
    expect(body[3]).toMatchObject({
      tipo: 'AGENDADO',
      estado: 'PENDIENTE',
      notas: 'Llamar por la mañana',
      agendado: { fechaAgendado: '2026-03-10T09:30:00.000Z' },
      no_interesado: null,
    });
  });

  it('gives an empty list for a customer without attentions', async () => {
    const clienteId = await insertCliente(database, tenant.id);
    const response = await get('manager', `/api/atenciones/historico/${clienteId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lets a Comercial read their own and unassigned customers, and answers 404 for another commercial's", async () => {
    const own = await insertCliente(database, tenant.id, { comercialId: tenant.accounts.comercial.id });
    const unassigned = await insertCliente(database, tenant.id, { comercialId: null });
    const others = await insertCliente(database, tenant.id, { comercialId: otherComercialId });
    expect((await get('comercial', `/api/atenciones/historico/${own}`)).statusCode).toBe(200);
    expect((await get('comercial', `/api/atenciones/historico/${unassigned}`)).statusCode).toBe(200);
    const refused = await get('comercial', `/api/atenciones/historico/${others}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'No se ha encontrado al cliente' });
    expect((await get('manager', `/api/atenciones/historico/${others}`)).statusCode).toBe(200);
  });

  it("answers 404 for another tenant's customer and 400 for ids that are not ids", async () => {
    const clienteId = await insertCliente(database, tenant.id);
    await insertAtencion(database, tenant.id, {
      clienteId,
      tipo: 'AGENDADO',
      fechaAgendado: hoursFromNow(2),
    });
    expect((await get('otherTenantManager', `/api/atenciones/historico/${clienteId}`)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', "1'%20OR%20'1'='1"]) {
      const response = await get('manager', `/api/atenciones/historico/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toHaveProperty('id');
    }
  });
});

describe('GET /api/atenciones/contracts/{id}', () => {
  it('lists the active and in-flight packages (flagged), active first, but never cancelled ones', async () => {
    const clienteId = await insertCliente(database, tenant.id, { comercialId: tenant.accounts.comercial.id });
    const { ofertaId, paqueteIds } = await insertOferta(database, tenant.id, {
      clienteId,
      estado: 4,
      paquetes: [
        { estado: 'VUELO', tarifaNombre: 'Fibra 1Gb', orderId: 'ORD-2' },
        {
          estado: 'ACTIVO',
          tipoLinea: 'LINEA_PRINCIPAL',
          isp: 'Movistar',
          segmento: 'PARTICULAR',
          tariffCategory: 'convergent',
          servicios: ['FIBRA', 'MOVIL'],
          permanenceEnd: '2027-05-31',
          estadoServicio: 'Activo',
          packageId: 'PKG-1',
          sfid: 'SF-1',
          orderId: 'ORD-1',
          tarifaNombre: 'Convergente 600',
          lineasAsociadas: ['600111222'],
        },
        { estado: 'CANCELADO', tarifaNombre: 'Antigua' },
      ],
    });
    const response = await get('comercial', `/api/atenciones/contracts/${clienteId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: paqueteIds[1],
        oferta_id: ofertaId,
        estado: 'ACTIVO',
        en_vuelo: false,
        tipo_linea: 'LINEA_PRINCIPAL',
        isp: 'Movistar',
        segmento: 'PARTICULAR',
        tariff_category: 'convergent',
        servicios: ['FIBRA', 'MOVIL'],
        permanence_end: '2027-05-31',
        estado_servicio: 'Activo',
        package_id: 'PKG-1',
        sfid: 'SF-1',
        order_id: 'ORD-1',
        tarifa_nombre: 'Convergente 600',
        lineas_asociadas: ['600111222'],
        created_on: expect.any(String),
      },
      expect.objectContaining({
        id: paqueteIds[0],
        estado: 'VUELO',
        en_vuelo: true,
        order_id: 'ORD-2',
        servicios: [],
      }),
    ]);
  });

  it('lists an in-flight package only once its offer was sent or sold: a Pendiente offer has no order yet', async () => {
    const clienteId = await insertCliente(database, tenant.id, { comercialId: tenant.accounts.comercial.id });
    // Every package is stored VUELO when its offer is saved (the column's default).
    const conEstado = async (estado: number, paquete: { estado: string; tarifaNombre: string }) =>
      (await insertOferta(database, tenant.id, { clienteId, estado, paquetes: [paquete] })).paqueteIds[0];
    await conEstado(1, { estado: 'VUELO', tarifaNombre: 'Pendiente' });
    const presentada = await conEstado(2, { estado: 'VUELO', tarifaNombre: 'Presentada' });
    await conEstado(3, { estado: 'VUELO', tarifaNombre: 'Rechazada' });
    const activada = await conEstado(4, { estado: 'VUELO', tarifaNombre: 'Activada' });
    await conEstado(5, { estado: 'VUELO', tarifaNombre: 'Error envío' });
    const parcial = await conEstado(6, { estado: 'VUELO', tarifaNombre: 'Activada Parcial' });
    await conEstado(7, { estado: 'VUELO', tarifaNombre: 'Cancelada' });
    const activo = await conEstado(1, { estado: 'ACTIVO', tarifaNombre: 'Activo de una pendiente' });

    const response = await get('comercial', `/api/atenciones/contracts/${clienteId}`);

    expect(response.statusCode).toBe(200);
    const rows = response.json<Array<{ id: number; en_vuelo: boolean }>>();
    expect(rows.map((row) => row.id)).toEqual([activo, parcial, activada, presentada]);
    expect(rows.map((row) => row.en_vuelo)).toEqual([false, true, true, true]);
  });

  it("answers 404 to a Comercial for another commercial's customer and to another tenant", async () => {
    const clienteId = await insertCliente(database, tenant.id, { comercialId: otherComercialId });
    expect((await get('comercial', `/api/atenciones/contracts/${clienteId}`)).json()).toEqual({
      detail: 'No se ha encontrado al cliente',
    });
    expect((await get('otherTenantManager', `/api/atenciones/contracts/${clienteId}`)).statusCode).toBe(404);
    expect((await get('manager', `/api/atenciones/contracts/${clienteId}`)).json()).toEqual([]);
  });
});

describe('POST /api/atenciones/entradas/', () => {
  it('schedules a callback: the attention, the customer now AGENDADO and assigned to the calling Comercial', async () => {
    const clienteId = await insertCliente(database, tenant.id, { comercialId: null });
    const before = await clienteRow(clienteId);
    const fechaAgendado = hoursFromNow(26);
    const response = await post('comercial', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'AGENDADO',
      fechaAgendado: fechaAgendado.toISOString(),
      notas: '  Llamar tras las 18h  ',
      tipo_llamada: 'Saliente',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      updated_on: expect.any(String),
      comercial: { id: tenant.accounts.comercial.id, nombre_completo: 'Comercial Prueba' },
      fechaContacto: expect.any(String),
      estado: 'PENDIENTE',
      cliente: clienteId,
      notas: 'Llamar tras las 18h',
      tipo: 'AGENDADO',
      tipo_llamada: 'Saliente',
      agendado: { fechaAgendado: fechaAgendado.toISOString() },
      no_interesado: null,
      gestion: null,
      oferta: null,
    });
    const after = await clienteRow(clienteId);
    expect(after?.estado).toBe('AGENDADO');
    expect(after?.comercialId).toBe(tenant.accounts.comercial.id);
    expect(after!.updatedOn.getTime()).toBeGreaterThan(before!.updatedOn.getTime());
    expect((await get('comercial', `/api/atenciones/entradas/${body.id}`)).json()).toEqual(body);
  });

  it("marks the customer's earlier pending callbacks REPROGRAMADO, leaving closed ones alone", async () => {
    const clienteId = await insertCliente(database, tenant.id);
    const pendiente = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: otherComercialId,
      fechaAgendado: hoursFromNow(5),
    });
    const realizado = await insertAtencion(database, tenant.id, {
      clienteId,
      estado: 'REALIZADO',
      fechaAgendado: hoursFromNow(-50),
    });
    const otroCliente = await insertCliente(database, tenant.id);
    const ajeno = await insertAtencion(database, tenant.id, {
      clienteId: otroCliente,
      fechaAgendado: hoursFromNow(5),
    });
    const response = await post('manager', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'AGENDADO',
      fechaAgendado: hoursFromNow(48).toISOString(),
    });
    expect(response.statusCode).toBe(201);
    const estados = await database.tenant(tenant.id, (tx) =>
      tx
        .select({ id: atenciones.id, estado: atenciones.estado })
        .from(atenciones)
        .where(eq(atenciones.tenantId, tenant.id)),
    );
    const estadoOf = (id: number) => estados.find((row) => row.id === id)?.estado;
    expect([estadoOf(pendiente), estadoOf(realizado), estadoOf(ajeno), estadoOf(response.json().id)]).toEqual(
      ['REPROGRAMADO', 'REALIZADO', 'PENDIENTE', 'PENDIENTE'],
    );
    // A manager's entry does not take over an unassigned customer.
    expect((await clienteRow(clienteId))?.comercialId).toBeNull();
  });

  it("cancels the customer's pending callback when the customer says no, and only that one", async () => {
    const clienteId = await insertCliente(database, tenant.id);
    const pendiente = await insertAtencion(database, tenant.id, {
      clienteId,
      fechaAgendado: hoursFromNow(5),
    });
    const otroCliente = await insertCliente(database, tenant.id);
    const ajeno = await insertAtencion(database, tenant.id, {
      clienteId: otroCliente,
      fechaAgendado: hoursFromNow(5),
    });
    const response = await post('manager', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'NO_INTERESADO',
      razon: 'Precio',
    });
    expect(response.statusCode).toBe(201);
    const historico = (await get('manager', `/api/atenciones/historico/${clienteId}`)).json() as Array<{
      id: number;
      estado: string;
    }>;
    expect(historico.find((a) => a.id === pendiente)?.estado).toBe('CANCELADO');
    const pendientes = (await get('manager', '/api/clientes/agendados/')).json() as Array<{ id: number }>;
    expect(pendientes.map((a) => a.id)).toContain(ajeno);
    expect(pendientes.map((a) => a.id)).not.toContain(pendiente);
  });

  it('leaves exactly one pending callback when several are scheduled for a customer at once', async () => {
    const clienteId = await insertCliente(database, tenant.id);
    const responses = await Promise.all(
      [1, 2, 3].map((hours) =>
        post('manager', '/api/atenciones/entradas/', {
          cliente: clienteId,
          tipo: 'AGENDADO',
          fechaAgendado: hoursFromNow(hours).toISOString(),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const historico = (await get('manager', `/api/atenciones/historico/${clienteId}`)).json();
    expect(historico.map((a: { estado: string }) => a.estado).sort()).toEqual([
      'PENDIENTE',
      'REPROGRAMADO',
      'REPROGRAMADO',
    ]);
  });

  it('records a no-interest with its reason on the attention and on the customer', async () => {
    const clienteId = await insertCliente(database, tenant.id, {
      comercialId: tenant.accounts.comercial.id,
      estado: 'AGENDADO',
    });
    const response = await post('comercial', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'NO_INTERESADO',
      razon: 'Permanencia',
      tipoNoInteresado: 'Definitivo',
      fechaAgendado: hoursFromNow(5).toISOString(),
      gestion: 12345,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      tipo: 'NO_INTERESADO',
      estado: 'REALIZADO',
      no_interesado: { razon: 'Permanencia', tipo: 'Definitivo' },
      agendado: null,
      gestion: null,
    });
    const after = await clienteRow(clienteId);
    expect([after?.estado, after?.razonNoInteresado]).toEqual(['NO_INTERESADO', 'Permanencia']);
  });

  it("registers a gestión with one of the tenant's active procedures and keeps the customer's estado", async () => {
    const clienteId = await insertCliente(database, tenant.id, { estado: 'OFERTA' });
    const activa = await insertGestion(database, tenant.id, { name: 'Cambio de titular' });
    const inactiva = await insertGestion(database, tenant.id, { name: 'Baja', isActive: false });
    const ajena = await insertGestion(database, otherTenant.id, { name: 'De otro' });
    for (const gestion of [inactiva, ajena, 2_000_000_000]) {
      const refused = await post('manager', '/api/atenciones/entradas/', {
        cliente: clienteId,
        tipo: 'GESTION',
        gestion,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ gestion: ['La gestión no existe o no está activa'] });
    }
    const response = await post('manager', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'GESTION',
      gestion: activa,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      tipo: 'GESTION',
      estado: 'REALIZADO',
      gestion: { id: activa, name: 'Cambio de titular' },
    });
    expect((await clienteRow(clienteId))?.estado).toBe('OFERTA');
  });

  it('accepts a callback up to a day late and refuses an older one', async () => {
    const clienteId = await insertCliente(database, tenant.id);
    const late = await post('manager', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'AGENDADO',
      fechaAgendado: hoursFromNow(-20).toISOString(),
    });
    expect(late.statusCode).toBe(201);
    const tooOld = await post('manager', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'AGENDADO',
      fechaAgendado: hoursFromNow(-25).toISOString(),
    });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json()).toEqual({
      fechaAgendado: ['La fecha del agendado no puede ser de hace más de un día'],
    });
  });

  it('answers 400 with the field at fault for incomplete or malformed entries', async () => {
    const clienteId = await insertCliente(database, tenant.id);
    const cases: Array<[unknown, string]> = [
      [{ cliente: clienteId, tipo: 'AGENDADO' }, 'fechaAgendado'],
      [{ cliente: clienteId, tipo: 'AGENDADO', fechaAgendado: 'mañana' }, 'fechaAgendado'],
      [{ cliente: clienteId, tipo: 'AGENDADO', fechaAgendado: '2030-01-01T10:00' }, 'fechaAgendado'],
      [{ cliente: clienteId, tipo: 'NO_INTERESADO', razon: '   ' }, 'razon'],
      [{ cliente: clienteId, tipo: 'GESTION' }, 'gestion'],
      [{ cliente: clienteId, tipo: 'OFERTA' }, 'oferta'],
      [{ cliente: clienteId, tipo: 'VISITA' }, 'tipo'],
      [{ cliente: 'uno', tipo: 'GESTION', gestion: 1 }, 'cliente'],
      [{ cliente: 3_000_000_000, tipo: 'GESTION', gestion: 1 }, 'cliente'],
      [{ tipo: 'GESTION', gestion: 1 }, 'cliente'],
      [{ cliente: clienteId, tipo: 'NO_INTERESADO', razon: 'x'.repeat(10_000) }, 'razon'],
      [{ cliente: clienteId, tipo: 'GESTION', gestion: 1, notas: 'x'.repeat(10_000) }, 'notas'],
      [{ cliente: clienteId, tipo: 'GESTION', gestion: { id: 1 } }, 'gestion'],
    ];
    for (const [payload, field] of cases) {
      const response = await post('manager', '/api/atenciones/entradas/', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json()), JSON.stringify(payload).slice(0, 80)).toContain(field);
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/atenciones/entradas/',
      headers: { ...bearer(tokens.manager, tenant.host), 'content-type': 'application/json' },
      payload: '{"cliente": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await get('manager', `/api/atenciones/historico/${clienteId}`)).json()).toEqual([]);
  });

  it('stores text that looks like SQL as plain text', async () => {
    const clienteId = await insertCliente(database, tenant.id);
    const notas = "'); DROP TABLE clientes; --";
    const response = await post('manager', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'NO_INTERESADO',
      razon: "Otro' OR '1'='1",
      notas,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ notas, no_interesado: { razon: "Otro' OR '1'='1" } });
  });

  it("refuses a Comercial's entry on another commercial's customer, and another tenant's customer, writing nothing", async () => {
    const others = await insertCliente(database, tenant.id, {
      comercialId: otherComercialId,
      estado: 'NUEVO',
    });
    const refused = await post('comercial', '/api/atenciones/entradas/', {
      cliente: others,
      tipo: 'NO_INTERESADO',
      razon: 'Precio',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'No se ha encontrado al cliente' });
    const crossTenant = await post('otherTenantManager', '/api/atenciones/entradas/', {
      cliente: others,
      tipo: 'NO_INTERESADO',
      razon: 'Precio',
    });
    expect(crossTenant.statusCode).toBe(404);
    expect((await get('manager', `/api/atenciones/historico/${others}`)).json()).toEqual([]);
    expect((await clienteRow(others))?.estado).toBe('NUEVO');
  });
});

describe('GET /api/atenciones/entradas/{id}', () => {
  it('answers 404 when the attention belongs to a customer the caller may not see, or to another tenant', async () => {
    const others = await insertCliente(database, tenant.id, { comercialId: otherComercialId });
    const id = await insertAtencion(database, tenant.id, {
      clienteId: others,
      fechaAgendado: hoursFromNow(3),
    });
    const asComercial = await get('comercial', `/api/atenciones/entradas/${id}`);
    expect(asComercial.statusCode).toBe(404);
    expect(asComercial.json()).toEqual({ detail: 'No se ha encontrado la atención' });
    expect((await get('otherTenantManager', `/api/atenciones/entradas/${id}`)).statusCode).toBe(404);
    expect((await get('manager', `/api/atenciones/entradas/${id}`)).json()).toMatchObject({
      id,
      cliente: others,
    });
    expect((await get('manager', '/api/atenciones/entradas/2147483647')).statusCode).toBe(404);
  });
});
