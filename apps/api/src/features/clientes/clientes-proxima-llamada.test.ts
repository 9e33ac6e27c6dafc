import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { madridToday } from '@ventas/domain/time/madrid';
import { bearer, createTestApp, login } from '../../../test/support/test-app';
import {
  hoursFromNow,
  madridInstant,
  tenantWithTwoComerciales,
  type CallbackCaller,
} from '../../../test/support/callback-tenant';
import { insertAtencion, insertCliente } from '../../../test/support/tenant-rows';
import { parsedRows, type Database } from '../../db/database';
import { atenciones } from '../../db/schema/atenciones';
import { clientes } from '../../db/schema/clientes';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});

/** A fresh tenant with a second Comercial, and a call helper per caller. */
async function setup() {
  const { tenant, otherComercialId: comercial2, tokens } = await tenantWithTwoComerciales(app, database);
  const call = async (caller: CallbackCaller, method: string, url: string, payload?: object) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: bearer(tokens[caller], tenant.host),
      payload,
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  return { tenant, comercial2, call };
}

const madrid = madridInstant;

/** The kept columns and updated_on of a customer, as stored. */
function storedCliente(tenantId: number, clienteId: number) {
  return database.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .select({
        proximaLlamada: clientes.proximaLlamada,
        proximaLlamadaComercialId: clientes.proximaLlamadaComercialId,
        updatedOn: clientes.updatedOn,
      })
      .from(clientes)
      .where(and(eq(clientes.tenantId, tenantId), eq(clientes.id, clienteId)));
    return row;
  });
}

describe('the next pending callback kept on the customer (migration 0012)', () => {
  it('follows a callback through create, reschedule, move, complete, cancel and no-interest', async () => {
    const { tenant, call } = await setup();
    const me = tenant.accounts.comercial.id;
    const clienteId = await insertCliente(database, tenant.id, { comercialId: me });
    const record = async () =>
      (await call('manager', 'GET', `/api/clientes/entradas/${clienteId}/`)).proxima_llamada;
    const agendar = async (fecha: Date) =>
      (
        await call('comercial', 'POST', '/api/atenciones/entradas/', {
          cliente: clienteId,
          tipo: 'AGENDADO',
          fechaAgendado: fecha.toISOString(),
        })
      ).id as number;
    const editar = (id: number, changes: object) =>
      call('comercial', 'PUT', `/api/atenciones/agendado/${id}/`, changes);

    expect(await record()).toBeNull();
    const first = hoursFromNow(30);
    const id = await agendar(first);
    expect(await record()).toBe(first.toISOString());
    expect((await storedCliente(tenant.id, clienteId))?.proximaLlamadaComercialId).toBe(me);

    // Moving the callback is not a contact: the customer's updated_on (the list's order) stays.
    const { updatedOn } = (await storedCliente(tenant.id, clienteId))!;
    const moved = hoursFromNow(50);
    await editar(id, { fechaAgendado: moved.toISOString() });
    expect(await record()).toBe(moved.toISOString());
    expect((await storedCliente(tenant.id, clienteId))?.updatedOn).toEqual(updatedOn);

    await editar(id, { estado: 'REALIZADO' });
    expect(await record()).toBeNull();

    const cancelled = await agendar(hoursFromNow(10));
    await editar(cancelled, { estado: 'CANCELADO' });
    expect(await record()).toBeNull();

    await agendar(hoursFromNow(20));
    const replacement = hoursFromNow(5);
    await agendar(replacement);
    expect(await record()).toBe(replacement.toISOString());

    // SPEC §8 / decision 52: "no interesado" cancels the pending callback.
    await call('comercial', 'POST', '/api/atenciones/entradas/', {
      cliente: clienteId,
      tipo: 'NO_INTERESADO',
      razon: 'Precio',
    });
    expect(await record()).toBeNull();
    expect((await storedCliente(tenant.id, clienteId))?.proximaLlamadaComercialId).toBeNull();
  });

  it('hands the callback to the commercial it is moved to', async () => {
    const { tenant, comercial2, call } = await setup();
    const me = tenant.accounts.comercial.id;
    const clienteId = await insertCliente(database, tenant.id, { comercialId: me });
    await insertAtencion(database, tenant.id, { clienteId, comercialId: me, fechaAgendado: hoursFromNow(3) });
    const { updatedOn } = (await storedCliente(tenant.id, clienteId))!;

    await call('manager', 'POST', '/api/atenciones/move-scheduled/', { origin: me, destination: comercial2 });

    const stored = await storedCliente(tenant.id, clienteId);
    expect(stored?.proximaLlamadaComercialId).toBe(comercial2);
    expect(stored?.updatedOn).toEqual(updatedOn);
  });

  it('takes the earliest of several pending callbacks, whoever wrote them, and clears when none is left', async () => {
    const { tenant } = await setup();
    const manager = tenant.accounts.manager.id;
    const comercial = tenant.accounts.comercial.id;
    const clienteId = await insertCliente(database, tenant.id);
    const later = hoursFromNow(5);
    const sooner = hoursFromNow(2);
    const laterId = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: manager,
      fechaAgendado: later,
    });
    const soonerId = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: comercial,
      fechaAgendado: sooner,
    });
    // Neither a closed callback nor another kind of attention counts.
    await insertAtencion(database, tenant.id, {
      clienteId,
      estado: 'REALIZADO',
      fechaAgendado: hoursFromNow(1),
    });
    await insertAtencion(database, tenant.id, { clienteId, tipo: 'GESTION', estado: 'PENDIENTE' });
    expect(await storedCliente(tenant.id, clienteId)).toMatchObject({
      proximaLlamada: sooner,
      proximaLlamadaComercialId: comercial,
    });

    await database.tenant(tenant.id, (tx) =>
      tx.delete(atenciones).where(and(eq(atenciones.tenantId, tenant.id), eq(atenciones.id, soonerId))),
    );
    expect(await storedCliente(tenant.id, clienteId)).toMatchObject({
      proximaLlamada: later,
      proximaLlamadaComercialId: manager,
    });

    await database.tenant(tenant.id, (tx) =>
      tx
        .update(atenciones)
        .set({ estado: 'REALIZADO' })
        .where(and(eq(atenciones.tenantId, tenant.id), eq(atenciones.id, laterId))),
    );
    expect(await storedCliente(tenant.id, clienteId)).toMatchObject({
      proximaLlamada: null,
      proximaLlamadaComercialId: null,
    });
  });

  it("leaves the customer's search terms alone when only the callback changes", async () => {
    const { tenant, call } = await setup();
    const me = tenant.accounts.comercial.id;
    const clienteId = await insertCliente(database, tenant.id, { comercialId: me, nombre: 'Lola Terminos' });
    const id = await insertAtencion(database, tenant.id, {
      clienteId,
      comercialId: me,
      fechaAgendado: hoursFromNow(3),
    });
    // xmin changes whenever a row is rewritten.
    const termVersions = () =>
      database.tenant(tenant.id, async (tx) =>
        parsedRows(
          await tx.execute(
            sql`SELECT termino, xmin::text AS version FROM clientes_terminos
                WHERE tenant_id = ${tenant.id} AND cliente_id = ${clienteId} ORDER BY termino`,
          ),
          z.object({ termino: z.string(), version: z.string() }),
        ).map((row) => `${row.termino}@${row.version}`),
      );
    const before = await termVersions();
    expect(before.length).toBeGreaterThan(0);

    await call('comercial', 'PUT', `/api/atenciones/agendado/${id}/`, {
      fechaAgendado: hoursFromNow(9).toISOString(),
    });

    expect(await termVersions()).toEqual(before);
  });

  it('lets a customer with a pending callback be deleted', async () => {
    const { tenant } = await setup();
    const clienteId = await insertCliente(database, tenant.id);
    await insertAtencion(database, tenant.id, { clienteId, fechaAgendado: hoursFromNow(3) });
    await database.tenant(tenant.id, (tx) =>
      tx.delete(clientes).where(and(eq(clientes.tenantId, tenant.id), eq(clientes.id, clienteId))),
    );
    expect(await storedCliente(tenant.id, clienteId)).toBeUndefined();
  });
});

describe('GET /api/clientes/entradas/?ordering=proxima_llamada', () => {
  it('orders by the next callback, soonest first, customers without one last in either direction', async () => {
    const { tenant, call } = await setup();
    const sinLlamada1 = await insertCliente(database, tenant.id, { nombre: 'Sin llamada 1' });
    const tarde = await insertCliente(database, tenant.id, { nombre: 'Tarde' });
    const pronto = await insertCliente(database, tenant.id, { nombre: 'Pronto' });
    const sinLlamada2 = await insertCliente(database, tenant.id, { nombre: 'Sin llamada 2' });
    const medio = await insertCliente(database, tenant.id, { nombre: 'Medio' });
    for (const [clienteId, hours] of [
      [tarde, 30],
      [pronto, 2],
      [medio, 10],
    ] as const) {
      await insertAtencion(database, tenant.id, { clienteId, fechaAgendado: hoursFromNow(hours) });
    }
    const order = async (ordering: string) =>
      (await call('manager', 'GET', `/api/clientes/entradas/?ordering=${ordering}`)).results.map(
        (row: { id: number }) => row.id,
      );

    expect(await order('proxima_llamada')).toEqual([pronto, medio, tarde, sinLlamada1, sinLlamada2]);
    expect(await order('-proxima_llamada')).toEqual([tarde, medio, pronto, sinLlamada2, sinLlamada1]);
  });
});

describe("the list of today's callbacks equals the welcome count (SPEC §8)", () => {
  it('shows exactly the customers GET /api/clientes/agendados/?range=today counts, for a manager and a Comercial', async () => {
    const { tenant, comercial2, call } = await setup();
    const manager = tenant.accounts.manager.id;
    const comercial = tenant.accounts.comercial.id;
    // One pending callback per customer, as the app keeps it; varied owners, assignments and days.
    const callbacks: Array<[owner: number, assignedTo: number | null, when: Date, estado?: string]> = [
      [manager, null, madrid(0, 10)], // 00:10 today, an unassigned customer
      [manager, comercial, madrid(1, -30)], // 23:30 today, a customer of the Comercial
      [manager, null, madrid(0, -30)], // 23:30 yesterday: overdue, not today
      [manager, null, madrid(1, 30)], // 00:30 tomorrow
      [manager, null, madrid(0, 600), 'REALIZADO'],
      [comercial, comercial, madrid(0, 720)],
      [comercial, null, madrid(0, 780)],
      [comercial, comercial2, madrid(0, 840)], // the customer now belongs to someone else
      [comercial, comercial, madrid(2, 600)],
      [comercial2, comercial, madrid(0, 900)], // another's callback on the Comercial's customer
      [comercial2, comercial2, madrid(0, 960)],
    ];
    for (const [owner, assignedTo, fechaAgendado, estado] of callbacks) {
      const clienteId = await insertCliente(database, tenant.id, { comercialId: assignedTo });
      await insertAtencion(database, tenant.id, { clienteId, comercialId: owner, fechaAgendado, estado });
    }
    await insertCliente(database, tenant.id, { comercialId: comercial });

    const day = madridToday();
    const compare = async (caller: 'manager' | 'comercial', owner: number) => {
      const agendados = (await call(
        caller,
        'GET',
        `/api/clientes/agendados/?range=today${caller === 'manager' ? `&comercial=${owner}` : ''}`,
      )) as Array<{ cliente: { id: number } }>;
      const page = await call(
        caller,
        'GET',
        `/api/clientes/entradas/?proxima_llamada_comercial=${owner}` +
          `&proxima_llamada_after=${day}&proxima_llamada_before=${day}&ordering=proxima_llamada`,
      );
      expect(page.count).toBe(agendados.length);
      expect(page.results.map((row: { id: number }) => row.id)).toEqual(
        agendados.map((agendado) => agendado.cliente.id),
      );
      return agendados.length;
    };

    expect(await compare('manager', manager)).toBe(2);
    expect(await compare('manager', comercial)).toBe(3);
    expect(await compare('manager', comercial2)).toBe(2);
    expect(await compare('comercial', comercial)).toBe(2);
  });

  it('answers 400 naming the parameter for a bad day or commercial', async () => {
    const { tenant } = await setup();
    const token = (await login(app, tenant, 'manager')).access;
    for (const [query, field] of [
      ['proxima_llamada_after=ayer', 'proxima_llamada_after'],
      ['proxima_llamada_comercial=abc', 'proxima_llamada_comercial'],
    ] as const) {
      const response = await app.inject({
        url: `/api/clientes/entradas/?${query}`,
        headers: bearer(token, tenant.host),
      });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toContain(field);
    }
  });
});
