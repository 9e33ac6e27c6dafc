import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { madridDate } from '@ventas/domain/time/madrid';
import { bearer, createTestApp, TEST_PASSWORD } from '../../../test/support/test-app';
import {
  hoursFromNow,
  madridInstant,
  tenantWithTwoComerciales,
  type CallbackCaller,
} from '../../../test/support/callback-tenant';
import type { Database } from '../../db/database';
import { atenciones } from '../../db/schema/atenciones';
import { clientes } from '../../db/schema/clientes';
import { createAccount } from '../../db/seed/tenant-factory';
import { insertAtencion, insertCliente, randomTelefono } from '../../../test/support/tenant-rows';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});

/** A fresh tenant with a second Comercial, and a request per caller. */
async function setup() {
  const { tenant, otherComercialId, tokens } = await tenantWithTwoComerciales(app, database);
  const call = (caller: CallbackCaller, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(tokens[caller], tenant.host), payload: payload as object });
  return { tenant, otherComercialId, call };
}

/** `count` pending callbacks on one new customer, the i-th at `at(i)`, in one insert. */
async function insertPendingCallbacks(tenantId: number, count: number, at: (i: number) => Date) {
  const clienteId = await insertCliente(database, tenantId);
  await database.tenant(tenantId, (tx) =>
    tx.insert(atenciones).values(
      Array.from({ length: count }, (_, i) => ({
        tenantId,
        clienteId,
        tipo: 'AGENDADO',
        fechaAgendado: at(i),
      })),
    ),
  );
}

const madrid = madridInstant;
const ids = (response: { json: () => unknown }) =>
  (response.json() as Array<{ id: number }>).map((row) => row.id);

describe('GET /api/clientes/agendados/', () => {
  it('returns the pending callbacks of a window in Madrid days, soonest first', async () => {
    const { tenant, call } = await setup();
    const comercialId = tenant.accounts.comercial.id;
    const clienteId = await insertCliente(database, tenant.id, { comercialId });
    const at = (fechaAgendado: Date, estado = 'PENDIENTE') =>
      insertAtencion(database, tenant.id, { clienteId, comercialId, fechaAgendado, estado });
    const yesterdayLate = await at(madrid(0, -30)); // 23:30 yesterday
    const todayEarly = await at(madrid(0, 10)); // 00:10 today
    const todayLate = await at(madrid(1, -30)); // 23:30 today
    const tomorrowEarly = await at(madrid(1, 30)); // 00:30 tomorrow
    const in3DaysLate = await at(madrid(4, -30)); // 23:30 in three days
    const in4DaysEarly = await at(madrid(4, 30)); // 00:30 in four days
    const in6DaysLate = await at(madrid(7, -30));
    const in7DaysEarly = await at(madrid(7, 30));
    await at(madrid(1, -60), 'REALIZADO');
    await at(madrid(1, -60), 'REPROGRAMADO');
    await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId,
      tipo: 'GESTION',
      estado: 'PENDIENTE',
    });

    const list = (query: string) => call('manager', 'GET', `/api/clientes/agendados/?${query}`);
    expect(ids(await list('range=today'))).toEqual([todayEarly, todayLate]);
    expect(ids(await list('range=3days'))).toEqual([todayEarly, todayLate, tomorrowEarly, in3DaysLate]);
    expect(ids(await list('range=week'))).toEqual([
      todayEarly,
      todayLate,
      tomorrowEarly,
      in3DaysLate,
      in4DaysEarly,
      in6DaysLate,
    ]);
    const overdue = ids(await list('range=overdue'));
    expect(overdue[0]).toBe(yesterdayLate);
    expect(overdue).not.toContain(tomorrowEarly);
    const tomorrow = madridDate(madrid(1, 720));
    const in3Days = madridDate(madrid(3, 720));
    expect(ids(await list(`fecha_agendado_after=${tomorrow}&fecha_agendado_before=${in3Days}`))).toEqual([
      tomorrowEarly,
      in3DaysLate,
    ]);
    expect(ids(await list(`fecha_agendado_after=${madridDate(madrid(7, 720))}`))).toEqual([in7DaysEarly]);
    expect(ids(await list(`range=3days&fecha_agendado_after=${tomorrow}`))).toEqual([
      tomorrowEarly,
      in3DaysLate,
    ]);
    expect(ids(await list(''))).toHaveLength(8);
    // A pair of days in `range`, written either way, is the same window as the two day filters.
    for (const pair of [`range=${tomorrow},${in3Days}`, `range[]=${tomorrow}&range[]=${in3Days}`]) {
      expect(ids(await list(pair)), pair).toEqual([tomorrowEarly, in3DaysLate]);
    }
  });

  it("shows each row's customer with phones in order and the commercial's name", async () => {
    const { tenant, call } = await setup();
    const telefonos = [randomTelefono(), randomTelefono()];
    const clienteId = await insertCliente(database, tenant.id, { nombre: 'Lucía Pérez', telefonos });
    const fecha = madrid(1, 600);
    const id = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: tenant.accounts.manager.id,
      fechaAgendado: fecha,
      notas: 'Quiere fibra',
    });
    const response = await call('manager', 'GET', '/api/clientes/agendados/?range=3days');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id,
        fechaAgendado: fecha.toISOString(),
        estado: 'PENDIENTE',
        notas: 'Quiere fibra',
        cliente: { id: clienteId, nombre: 'Lucía Pérez', telefonos, telefonos_no_llamar: [] },
        comercial: { id: tenant.accounts.manager.id, nombre_completo: 'Manager Prueba' },
      },
    ]);
  });

  it('lists which of the customer phones opted out (decision 152), in their order', async () => {
    const { tenant, call } = await setup();
    const telefonos = [randomTelefono(), randomTelefono(), randomTelefono()];
    const clienteId = await insertCliente(database, tenant.id, { nombre: 'Pilar Ruiz', telefonos });
    for (const telefono of [telefonos[2], telefonos[0]]) {
      const marked = await call('manager', 'POST', '/api/no-llamar/', { telefono, cliente: clienteId });
      expect(marked.statusCode).toBe(201);
    }
    await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: tenant.accounts.manager.id,
      fechaAgendado: madrid(1, 600),
    });
    const response = await call('manager', 'GET', '/api/clientes/agendados/?range=3days');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      { cliente: { id: clienteId, telefonos, telefonos_no_llamar: [telefonos[0], telefonos[2]] } },
    ]);
  });

  it("gives a Comercial only their own, whatever 'comercial' says, and lets a manager filter by commercial or 'null'", async () => {
    const { tenant, otherComercialId, call } = await setup();
    const me = tenant.accounts.comercial.id;
    const mine = await insertCliente(database, tenant.id, { comercialId: me });
    const unassigned = await insertCliente(database, tenant.id, { comercialId: null });
    const reassigned = await insertCliente(database, tenant.id, { comercialId: otherComercialId });
    const fecha = madrid(0, 1); // 00:01 today
    const onMine = await insertAtencion(database, tenant.id, {
      clienteId: mine,
      comercialId: me,
      fechaAgendado: fecha,
    });
    const onUnassigned = await insertAtencion(database, tenant.id, {
      clienteId: unassigned,
      comercialId: me,
      fechaAgendado: madrid(0, 2),
    });
    // Mine, but the customer now belongs to someone else: no longer mine to work.
    await insertAtencion(database, tenant.id, {
      clienteId: reassigned,
      comercialId: me,
      fechaAgendado: madrid(0, 3),
    });
    const others = await insertAtencion(database, tenant.id, {
      clienteId: reassigned,
      comercialId: otherComercialId,
      fechaAgendado: madrid(0, 4),
    });
    const nobodys = await insertAtencion(database, tenant.id, {
      clienteId: unassigned,
      comercialId: null,
      fechaAgendado: madrid(0, 5),
    });

    expect(ids(await call('comercial', 'GET', '/api/clientes/agendados/?range=today'))).toEqual([
      onMine,
      onUnassigned,
    ]);
    expect(
      ids(
        await call('comercial', 'GET', `/api/clientes/agendados/?range=today&comercial=${otherComercialId}`),
      ),
    ).toEqual([onMine, onUnassigned]);
    expect(
      ids(await call('comercial', 'GET', '/api/clientes/agendados/?range=today&comercial=null')),
    ).toEqual([onMine, onUnassigned]);
    expect(
      ids(await call('manager', 'GET', `/api/clientes/agendados/?range=today&comercial=${otherComercialId}`)),
    ).toEqual([others]);
    expect(ids(await call('manager', 'GET', '/api/clientes/agendados/?range=today&comercial=null'))).toEqual([
      nobodys,
    ]);
    expect(ids(await call('manager', 'GET', '/api/clientes/agendados/?range=today'))).toHaveLength(5);
  });

  it("never lists another tenant's callbacks", async () => {
    const first = await setup();
    const second = await setup();
    const clienteId = await insertCliente(database, first.tenant.id);
    await insertAtencion(database, first.tenant.id, { clienteId, fechaAgendado: madrid(0, 600) });
    expect(ids(await second.call('manager', 'GET', '/api/clientes/agendados/?range=today'))).toEqual([]);
    expect(ids(await first.call('manager', 'GET', '/api/clientes/agendados/?range=today'))).toHaveLength(1);
  });

  it('stops at 500 rows', async () => {
    const { tenant, call } = await setup();
    await insertPendingCallbacks(tenant.id, 501, (i) => hoursFromNow(1 + i / 100));
    expect(ids(await call('manager', 'GET', '/api/clientes/agendados/'))).toHaveLength(500);
  });

  it('answers 400 for filters it does not understand', async () => {
    const { call } = await setup();
    for (const [query, field] of [
      ['range=month', 'range'],
      ['range=today&range=week', 'range'],
      ['range[]=2026-05-01', 'range'],
      ['range[]=2026-05-10&range[]=2026-05-01', 'range'],
      ['range=2026-05-01,2026-05-02,2026-05-03', 'range'],
      ['range=today,2026-05-01', 'range'],
      ['range[]=ayer&range[]=hoy', 'range'],
      ['fecha_agendado_after=2026-13-01', 'fecha_agendado_after'],
      ['fecha_agendado_before=ayer', 'fecha_agendado_before'],
      ['fecha_agendado_after=2026-05-10&fecha_agendado_before=2026-05-01', 'fecha_agendado_before'],
      ['comercial=abc', 'comercial'],
      ['comercial=99999999999', 'comercial'],
      [`comercial=${'9'.repeat(5000)}`, 'comercial'],
    ] as const) {
      const response = await call('manager', 'GET', `/api/clientes/agendados/?${query}`);
      expect(response.statusCode, query.slice(0, 60)).toBe(400);
      expect(Object.keys(response.json()), query.slice(0, 60)).toContain(field);
    }
  });
});

describe('GET /api/clientes/agendados/cuenta/ (issue 31: the bell)', () => {
  it('counts what the list holds for each caller and query, past its cap of 500, never another tenant’s', async () => {
    const { tenant, otherComercialId, call } = await setup();
    const me = tenant.accounts.comercial.id;
    const mine = await insertCliente(database, tenant.id, { comercialId: me });
    const reassigned = await insertCliente(database, tenant.id, { comercialId: otherComercialId });
    await insertAtencion(database, tenant.id, {
      clienteId: mine,
      comercialId: me,
      fechaAgendado: hoursFromNow(-2),
    });
    await insertAtencion(database, tenant.id, {
      clienteId: mine,
      comercialId: me,
      fechaAgendado: hoursFromNow(3),
    });
    // Mine but on a customer someone else now works: not mine to call.
    await insertAtencion(database, tenant.id, {
      clienteId: reassigned,
      comercialId: me,
      fechaAgendado: hoursFromNow(-1),
    });
    await insertAtencion(database, tenant.id, {
      clienteId: reassigned,
      comercialId: otherComercialId,
      fechaAgendado: hoursFromNow(-3),
    });
    await insertAtencion(database, tenant.id, {
      clienteId: mine,
      comercialId: me,
      fechaAgendado: hoursFromNow(-4),
      estado: 'REALIZADO',
    });
    const cuenta = async (caller: CallbackCaller, query: string) => {
      const response = await call(caller, 'GET', `/api/clientes/agendados/cuenta/?${query}`);
      expect(response.statusCode, query).toBe(200);
      return (response.json() as { count: number }).count;
    };
    const lista = async (caller: CallbackCaller, query: string) =>
      ids(await call(caller, 'GET', `/api/clientes/agendados/?${query}`)).length;
    for (const [caller, query] of [
      ['comercial', 'range=overdue'],
      ['comercial', `range=overdue&comercial=${otherComercialId}`],
      ['comercial', 'range=3days'],
      ['manager', 'range=overdue'],
      ['manager', `range=overdue&comercial=${me}`],
      ['manager', `range=overdue&comercial=${otherComercialId}`],
      ['manager', 'range=3days'],
    ] as const)
      expect(await cuenta(caller, query), `${caller} ${query}`).toBe(await lista(caller, query));
    expect(await cuenta('comercial', 'range=overdue')).toBe(1);
    expect(await cuenta('manager', 'range=overdue')).toBe(3);

    await insertPendingCallbacks(tenant.id, 501, (i) => hoursFromNow(-1 - i / 1000));
    expect(await cuenta('manager', 'range=overdue')).toBe(504);
    expect(await lista('manager', 'range=overdue')).toBe(500);
    const other = await setup();
    expect(
      await other
        .call('manager', 'GET', '/api/clientes/agendados/cuenta/?range=overdue')
        .then((r) => r.json()),
    ).toEqual({
      count: 0,
    });
    expect((await call('manager', 'GET', '/api/clientes/agendados/cuenta/?range=month')).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /api/atenciones/agendado/{id}/', () => {
  it('moves, annotates and closes a pending callback and answers with the updated row', async () => {
    const { tenant, call } = await setup();
    const me = tenant.accounts.comercial.id;
    const clienteId = await insertCliente(database, tenant.id, { comercialId: me, nombre: 'Ana' });
    const id = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: me,
      fechaAgendado: hoursFromNow(2),
    });
    const nueva = hoursFromNow(30);
    const moved = await call('comercial', 'PUT', `/api/atenciones/agendado/${id}/`, {
      fechaAgendado: nueva.toISOString(),
      notas: ' Mejor por la tarde ',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      id,
      fechaAgendado: nueva.toISOString(),
      estado: 'PENDIENTE',
      notas: 'Mejor por la tarde',
      cliente: { id: clienteId, nombre: 'Ana', telefonos: [], telefonos_no_llamar: [] },
      comercial: { id: me, nombre_completo: 'Comercial Prueba' },
    });
    const closed = await call('comercial', 'PUT', `/api/atenciones/agendado/${id}/`, {
      estado: 'REALIZADO',
      notas: null,
    });
    expect(closed.json()).toMatchObject({
      estado: 'REALIZADO',
      notas: null,
      fechaAgendado: nueva.toISOString(),
    });
    const again = await call('comercial', 'PUT', `/api/atenciones/agendado/${id}/`, { estado: 'PENDIENTE' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ estado: ['Solo se puede modificar un agendado pendiente'] });
  });

  it("answers 404 to a Comercial for another's callback, to other tenants and for attentions that are not callbacks", async () => {
    const { tenant, otherComercialId, call } = await setup();
    const other = await setup();
    const clienteId = await insertCliente(database, tenant.id, { comercialId: null });
    const others = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: otherComercialId,
      fechaAgendado: hoursFromNow(2),
    });
    const gestion = await insertAtencion(database, tenant.id, {
      clienteId,
      tipo: 'GESTION',
      comercialId: null,
    });
    const body = { notas: 'x' };
    const refused = await call('comercial', 'PUT', `/api/atenciones/agendado/${others}/`, body);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'No se ha encontrado el agendado' });
    expect((await other.call('manager', 'PUT', `/api/atenciones/agendado/${others}/`, body)).statusCode).toBe(
      404,
    );
    expect((await call('manager', 'PUT', `/api/atenciones/agendado/${gestion}/`, body)).statusCode).toBe(404);
    expect((await call('manager', 'PUT', `/api/atenciones/agendado/${others}/`, body)).statusCode).toBe(200);
  });

  it('answers 400 for an empty change, an old date, an unknown estado or REPROGRAMADO', async () => {
    const { tenant, call } = await setup();
    const clienteId = await insertCliente(database, tenant.id);
    const id = await insertAtencion(database, tenant.id, { clienteId, fechaAgendado: hoursFromNow(2) });
    for (const [body, field] of [
      [{}, 'non_field_errors'],
      [{ fechaAgendado: hoursFromNow(-30).toISOString() }, 'fechaAgendado'],
      [{ fechaAgendado: 12 }, 'fechaAgendado'],
      [{ estado: 'REPROGRAMADO' }, 'estado'],
      [{ estado: 'HECHO' }, 'estado'],
      [{ notas: 'x'.repeat(6000) }, 'notas'],
    ] as const) {
      const response = await call('manager', 'PUT', `/api/atenciones/agendado/${id}/`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(Object.keys(response.json()), JSON.stringify(body).slice(0, 60)).toContain(field);
    }
  });
});

describe('PUT /api/atenciones/agendado/{id}/ and the history (SPEC §4: updated_on is the date users see)', () => {
  const DIA_DEL_AGENDADO = new Date('2026-03-02T09:00:00.000Z');
  const DIA_DE_LA_GESTION = new Date('2026-03-05T09:00:00.000Z');

  /** A Comercial's customer with a callback scheduled on 2 March and a gestión on 5 March. */
  async function clienteConHistoria(tenantId: number, comercialId: number) {
    const clienteId = await insertCliente(database, tenantId, { comercialId });
    const agendado = await insertAtencion(database, tenantId, {
      clienteId,
      comercialId,
      fechaAgendado: hoursFromNow(3),
      updatedOn: DIA_DEL_AGENDADO,
    });
    const gestion = await insertAtencion(database, tenantId, {
      clienteId,
      comercialId,
      tipo: 'GESTION',
      estado: 'REALIZADO',
      updatedOn: DIA_DE_LA_GESTION,
    });
    return { clienteId, agendado, gestion };
  }

  type Historia = Array<{ id: number; updated_on: string; estado: string }>;
  type Actividad = Array<{
    usuario: { id: number } | null;
    request_id: string | null;
    entidad: string;
    entidad_id: string;
    accion: string;
    cambios: Array<{ campo: string; antes: unknown; despues: unknown }>;
  }>;

  it('keeps the callback’s updated_on and place in the history when it is moved, done or cancelled, and audits each change', async () => {
    const { tenant, call } = await setup();
    const me = tenant.accounts.comercial.id;
    const moved = await clienteConHistoria(tenant.id, me);
    const cancelled = await clienteConHistoria(tenant.id, me);
    const nueva = hoursFromNow(26);

    const changes: Array<[number, object]> = [
      [moved.agendado, { fechaAgendado: nueva.toISOString(), notas: 'Mejor por la tarde' }],
      [moved.agendado, { estado: 'REALIZADO' }],
      [cancelled.agendado, { estado: 'CANCELADO' }],
    ];
    for (const [id, body] of changes) {
      const response = await call('comercial', 'PUT', `/api/atenciones/agendado/${id}/`, body);
      expect(response.statusCode, response.body).toBe(200);
    }

    for (const [{ clienteId, agendado, gestion }, estado] of [
      [moved, 'REALIZADO'],
      [cancelled, 'CANCELADO'],
    ] as const) {
      const historia = (
        await call('comercial', 'GET', `/api/atenciones/historico/${clienteId}`)
      ).json() as Historia;
      expect(historia.map(({ id, updated_on, estado }) => ({ id, updated_on, estado }))).toEqual([
        { id: gestion, updated_on: DIA_DE_LA_GESTION.toISOString(), estado: 'REALIZADO' },
        { id: agendado, updated_on: DIA_DEL_AGENDADO.toISOString(), estado },
      ]);
    }

    // The customer's "Actividad" tab says who changed what, one entry per change, newest first.
    const actividad = (
      await call('comercial', 'GET', `/api/auditoria/cliente/${moved.clienteId}/`)
    ).json() as Actividad;
    const cambiosDelAgendado = actividad.filter(
      (entrada) =>
        entrada.entidad === 'atencion' &&
        entrada.entidad_id === String(moved.agendado) &&
        entrada.accion === 'UPDATE',
    );
    expect(cambiosDelAgendado.map((entrada) => entrada.cambios.map((cambio) => cambio.campo).sort())).toEqual(
      [['estado'], ['fecha_agendado', 'notas']],
    );
    expect(cambiosDelAgendado[0]?.cambios).toEqual([
      { campo: 'estado', antes: 'PENDIENTE', despues: 'REALIZADO' },
    ]);
    for (const entrada of cambiosDelAgendado) {
      expect(entrada.usuario?.id).toBe(me);
      expect(entrada.request_id).toEqual(expect.any(String));
    }
    const cancelacion = (
      (await call('comercial', 'GET', `/api/auditoria/cliente/${cancelled.clienteId}/`)).json() as Actividad
    ).find((entrada) => entrada.entidad_id === String(cancelled.agendado) && entrada.accion === 'UPDATE');
    expect(cancelacion?.cambios).toEqual([{ campo: 'estado', antes: 'PENDIENTE', despues: 'CANCELADO' }]);
  });

  it('keeps updated_on when a new entry closes the pending callback (a new one, or no interest)', async () => {
    const { tenant, call } = await setup();
    const me = tenant.accounts.comercial.id;
    for (const [entrada, estado] of [
      [{ tipo: 'AGENDADO', fechaAgendado: hoursFromNow(48).toISOString() }, 'REPROGRAMADO'],
      [{ tipo: 'NO_INTERESADO', razon: 'Precio' }, 'CANCELADO'],
    ] as const) {
      const { clienteId, agendado } = await clienteConHistoria(tenant.id, me);
      const created = await call('comercial', 'POST', '/api/atenciones/entradas/', {
        cliente: clienteId,
        ...entrada,
      });
      expect(created.statusCode, created.body).toBe(201);
      const historia = (
        await call('comercial', 'GET', `/api/atenciones/historico/${clienteId}`)
      ).json() as Historia;
      expect(historia.find((atencion) => atencion.id === agendado)).toMatchObject({
        updated_on: DIA_DEL_AGENDADO.toISOString(),
        estado,
      });
      expect(historia.at(-1)?.id, estado).toBe(agendado);
    }
  });

  it('answers 404 and changes nothing for a Comercial whose callback is on a customer they no longer work', async () => {
    const { tenant, otherComercialId, call } = await setup();
    const me = tenant.accounts.comercial.id;
    const clienteId = await insertCliente(database, tenant.id, { comercialId: otherComercialId });
    const id = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: me,
      fechaAgendado: hoursFromNow(2),
    });
    const refused = await call('comercial', 'PUT', `/api/atenciones/agendado/${id}/`, {
      estado: 'REALIZADO',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'No se ha encontrado el agendado' });
    const [row] = await database.tenant(tenant.id, (tx) =>
      tx.select({ estado: atenciones.estado }).from(atenciones).where(eq(atenciones.id, id)),
    );
    expect(row?.estado).toBe('PENDIENTE');
  });

  it('refuses a new time over a day old with the Spanish message', async () => {
    const { tenant, call } = await setup();
    const clienteId = await insertCliente(database, tenant.id, { comercialId: tenant.accounts.comercial.id });
    const id = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: tenant.accounts.comercial.id,
      fechaAgendado: hoursFromNow(2),
    });
    const response = await call('comercial', 'PUT', `/api/atenciones/agendado/${id}/`, {
      fechaAgendado: hoursFromNow(-25).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      fechaAgendado: ['La fecha del agendado no puede ser de hace más de un día'],
    });
  });
});

describe('POST /api/atenciones/move-scheduled/', () => {
  it("hands every pending callback of origin to destination, with origin's customers of those callbacks", async () => {
    const { tenant, otherComercialId, call } = await setup();
    const origin = tenant.accounts.comercial.id;
    const destination = otherComercialId;
    const ofOrigin = await insertCliente(database, tenant.id, { comercialId: origin });
    const unassigned = await insertCliente(database, tenant.id, { comercialId: null });
    const ofManager = await insertCliente(database, tenant.id, { comercialId: tenant.accounts.manager.id });
    const untouchedOfOrigin = await insertCliente(database, tenant.id, { comercialId: origin });
    const moved = [
      await insertAtencion(database, tenant.id, {
        clienteId: ofOrigin,
        comercialId: origin,
        fechaAgendado: hoursFromNow(1),
      }),
      await insertAtencion(database, tenant.id, {
        clienteId: ofOrigin,
        comercialId: origin,
        fechaAgendado: hoursFromNow(-100),
      }),
      await insertAtencion(database, tenant.id, {
        clienteId: unassigned,
        comercialId: origin,
        fechaAgendado: hoursFromNow(2),
      }),
      await insertAtencion(database, tenant.id, {
        clienteId: ofManager,
        comercialId: origin,
        fechaAgendado: hoursFromNow(3),
      }),
    ];
    const kept = [
      await insertAtencion(database, tenant.id, {
        clienteId: untouchedOfOrigin,
        comercialId: origin,
        estado: 'REALIZADO',
        fechaAgendado: hoursFromNow(-5),
      }),
      await insertAtencion(database, tenant.id, {
        clienteId: untouchedOfOrigin,
        comercialId: origin,
        tipo: 'GESTION',
      }),
    ];

    const response = await call('manager', 'POST', '/api/atenciones/move-scheduled/', {
      origin,
      destination,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ moved: 4, clientes: 1 });

    const rows = await database.tenant(tenant.id, (tx) =>
      tx
        .select({ id: atenciones.id, comercialId: atenciones.comercialId })
        .from(atenciones)
        .where(and(eq(atenciones.tenantId, tenant.id), inArray(atenciones.id, [...moved, ...kept]))),
    );
    const ownerOf = new Map(rows.map((row) => [row.id, row.comercialId]));
    expect(moved.map((id) => ownerOf.get(id))).toEqual([destination, destination, destination, destination]);
    expect(kept.map((id) => ownerOf.get(id))).toEqual([origin, origin]);
    const clienteOwners = await database.tenant(tenant.id, (tx) =>
      tx
        .select({ id: clientes.id, comercialId: clientes.comercialId })
        .from(clientes)
        .where(eq(clientes.tenantId, tenant.id)),
    );
    const clienteOwner = new Map(clienteOwners.map((row) => [row.id, row.comercialId]));
    expect([ofOrigin, unassigned, ofManager, untouchedOfOrigin].map((id) => clienteOwner.get(id))).toEqual([
      destination,
      null,
      tenant.accounts.manager.id,
      origin,
    ]);
    // Nothing left to move: a second call is harmless.
    expect(
      (await call('manager', 'POST', '/api/atenciones/move-scheduled/', { origin, destination })).json(),
    ).toEqual({
      moved: 0,
      clientes: 0,
    });
  });

  it("moves the customers in the destination's count and search too (trigger-kept tables)", async () => {
    const { tenant, otherComercialId, call } = await setup();
    const origin = tenant.accounts.comercial.id;
    // What each Comercial's customer list shows (their own and the unassigned customers).
    const seenBy = async (accountId: number, query: Record<string, string> = {}) => {
      const caller = accountId === origin ? 'comercial' : 'comercial2';
      const response = await call(caller, 'GET', `/api/clientes/entradas/?${new URLSearchParams(query)}`);
      const page = response.json() as { count: number; results: Array<{ nombre: string }> };
      return { count: page.count, names: page.results.map((cliente) => cliente.nombre).sort() };
    };
    for (const nombre of ['Traslado Uno', 'Traslado Dos']) {
      const clienteId = await insertCliente(database, tenant.id, { nombre, comercialId: origin });
      await insertAtencion(database, tenant.id, {
        clienteId,
        comercialId: origin,
        fechaAgendado: hoursFromNow(1),
      });
    }
    expect(await seenBy(otherComercialId, { search: 'traslado' })).toEqual({ count: 0, names: [] });
    const before = (await seenBy(otherComercialId)).count;

    const response = await call('manager', 'POST', '/api/atenciones/move-scheduled/', {
      origin,
      destination: otherComercialId,
    });
    expect(response.json()).toMatchObject({ clientes: 2 });
    expect(await seenBy(otherComercialId, { search: 'traslado' })).toEqual({
      count: 2,
      names: ['Traslado Dos', 'Traslado Uno'],
    });
    expect((await seenBy(otherComercialId)).count).toBe(before + 2);
    expect(await seenBy(origin, { search: 'traslado' })).toEqual({ count: 0, names: [] });
  });

  it('is for Manager and above: a Comercial gets 403 and nothing moves', async () => {
    const { tenant, otherComercialId, call } = await setup();
    const clienteId = await insertCliente(database, tenant.id, { comercialId: otherComercialId });
    const id = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: otherComercialId,
      fechaAgendado: hoursFromNow(1),
    });
    const response = await call('comercial', 'POST', '/api/atenciones/move-scheduled/', {
      origin: otherComercialId,
      destination: tenant.accounts.comercial.id,
    });
    expect(response.statusCode).toBe(403);
    const [row] = await database.tenant(tenant.id, (tx) =>
      tx.select({ comercialId: atenciones.comercialId }).from(atenciones).where(eq(atenciones.id, id)),
    );
    expect(row?.comercialId).toBe(otherComercialId);
  });

  it('answers 400 and moves nothing for the same account twice, unknown or foreign accounts, or a destination on BAJA', async () => {
    const { tenant, otherComercialId, call } = await setup();
    const foreign = await setup();
    const origin = tenant.accounts.comercial.id;
    const { id: deBaja } = await createAccount(database, tenant.id, {
      username: 'dado-de-baja',
      password: TEST_PASSWORD,
      rol: 4,
      estado: 'BAJA',
    });
    const clienteId = await insertCliente(database, tenant.id, { comercialId: origin });
    const id = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: origin,
      fechaAgendado: hoursFromNow(1),
    });
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [
        { origin, destination: origin },
        { destination: ['El comercial de destino debe ser distinto del de origen'] },
      ],
      [
        { origin, destination: foreign.tenant.accounts.comercial.id },
        { destination: ['La cuenta no existe en este distribuidor'] },
      ],
      [
        { origin: 2_000_000_000, destination: otherComercialId },
        { origin: ['La cuenta no existe en este distribuidor'] },
      ],
      [{ origin, destination: deBaja }, { destination: ['La cuenta de destino está de baja o inactiva'] }],
    ];
    for (const [payload, expected] of cases) {
      const response = await call('manager', 'POST', '/api/atenciones/move-scheduled/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual(expected);
    }
    for (const payload of [
      {},
      { origin: 'a', destination: 'b' },
      { origin, destination: 1.5 },
      { origin: -1, destination: 9e99 },
    ]) {
      expect((await call('manager', 'POST', '/api/atenciones/move-scheduled/', payload)).statusCode).toBe(
        400,
      );
    }
    const [row] = await database.tenant(tenant.id, (tx) =>
      tx.select({ comercialId: atenciones.comercialId }).from(atenciones).where(eq(atenciones.id, id)),
    );
    expect(row?.comercialId).toBe(origin);
  });
});
