import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { filterEntries } from '@ventas/domain/http/filter-url';
import {
  CIFRAS_ORIGEN,
  filtrosDeCifra,
  type OrigenDeFila,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen';
import {
  SIN_ORIGEN,
  type RendimientoOrigen,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen-contract';
import { parsedRows, type Database } from '../../db/database';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { insertAtencion, seedClientes } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
const origen = { web: 0, feria: 0 };

const URL = '/api/rendimiento-origen/';

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, await createTestTenant(database));
  const ids = await seedClientes(database, tenant.id, [
    { nombre: 'Web nuevo', origen: 'Web' },
    { nombre: 'Web agendado', origen: 'Web', agendado: { fecha: new Date('2026-04-01T10:00:00Z') } },
    { nombre: 'Web no interesado', origen: 'Web', noInteresado: { razon: 'PRECIO', tipo: 'NO_LE_INTERESA' } },
    { nombre: 'Web vendido', origen: 'Web', oferta: { estado: 4 } },
    { nombre: 'Web parcial', origen: 'Web', oferta: { estado: 6 } },
    { nombre: 'Web presentada', origen: 'Web', oferta: { estado: 2 } },
    { nombre: 'Feria nuevo', origen: 'Feria' },
    { nombre: 'Feria rechazada', origen: 'Feria', oferta: { estado: 3 } },
    { nombre: 'Sin origen vendido', oferta: { estado: 4 } },
    { nombre: 'Sin origen nuevo' },
  ]);
  // One customer attended twice (agendado and gestión) still counts once; a gestión alone is a contact.
  await insertAtencion(database, tenant.id, { clienteId: ids.get('Web agendado')!, tipo: 'GESTION' });
  await insertAtencion(database, tenant.id, { clienteId: ids.get('Feria nuevo')!, tipo: 'GESTION' });
  // Two leads created in March (Madrid days): the window keeps them.
  await database.tenant(tenant.id, async (tx) => {
    await tx.execute(sql`UPDATE clientes SET created_on = '2026-03-01T00:30:00+01:00'
      WHERE tenant_id = ${tenant.id} AND nombre IN ('Web vendido', 'Web agendado')`);
    await tx.execute(sql`UPDATE clientes SET created_on = '2026-02-28T23:59:59+01:00'
      WHERE tenant_id = ${tenant.id} AND nombre = 'Web parcial'`);
    for (const row of parsedRows(
      await tx.execute(sql`SELECT id, nombre FROM origenes_bbdd WHERE tenant_id = ${tenant.id}`),
      z.object({ id: z.number(), nombre: z.string() }),
    ))
      origen[row.nombre === 'Web' ? 'web' : 'feria'] = Number(row.id);
  });
});
afterAll(async () => {
  await app?.close();
});

const rendimiento = async (query = ''): Promise<RendimientoOrigen> => {
  const response = await call('superadmin', 'GET', `${URL}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The Teletrabajo list's count for a figure's filters, as the link opens it. */
async function cuentaDeLaLista(filtros: ReturnType<typeof filtrosDeCifra>): Promise<number> {
  const query = new URLSearchParams(filterEntries(CLIENTES_FILTERS, filtros));
  const response = await call('superadmin', 'GET', `/api/clientes/entradas/?${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.json().count_exact).toBe(true);
  return response.json().count;
}

describe('GET /api/rendimiento-origen/', () => {
  it('counts each origin, the customers with none and the total, with conversions', async () => {
    const datos = await rendimiento();
    expect(datos.filas.map((fila) => fila.nombre)).toEqual(['Feria', 'Web', SIN_ORIGEN]);
    const [feria, web, sinOrigen] = datos.filas;
    expect(web).toEqual({
      origen: origen.web,
      nombre: 'Web',
      leads: 6,
      contactados: 5,
      agendados: 1,
      no_interesados: 1,
      con_oferta: 3,
      vendidos: 2,
      conversion_leads: 33.3,
      conversion_contactados: 40,
    });
    expect(feria).toMatchObject({
      leads: 2,
      contactados: 2,
      con_oferta: 1,
      vendidos: 0,
      conversion_leads: 0,
    });
    expect(sinOrigen).toMatchObject({
      origen: null,
      leads: 2,
      contactados: 1,
      vendidos: 1,
      conversion_leads: 50,
    });
    expect(datos.total).toMatchObject({ leads: 10, contactados: 8, vendidos: 3, conversion_leads: 30 });
    expect(datos.total.conversion_contactados).toBe(37.5);
  });

  it.each([
    ['', null],
    ['?after=2026-03-01&before=2026-03-31', { after: '2026-03-01', before: '2026-03-31' }],
    ['?before=2026-02-28', { before: '2026-02-28' }],
  ])(
    'every figure of every origin (%s) equals the count of the Teletrabajo list it opens',
    async (query, creados) => {
      const datos = await rendimiento(query);
      const filas: [OrigenDeFila, Record<string, unknown>][] = [
        ...datos.filas.map((f): [OrigenDeFila, typeof f] => [f.origen ?? 'sin-origen', f]),
        ['todos', datos.total],
      ];
      for (const [fila, cifras] of filas)
        for (const cifra of CIFRAS_ORIGEN)
          expect(cifras[cifra], `${fila} ${cifra}`).toBe(
            await cuentaDeLaLista(filtrosDeCifra(cifra, fila, creados)),
          );
    },
  );

  it("keeps an origin's leads created in the window, on Madrid days", async () => {
    const marzo = await rendimiento('?after=2026-03-01&before=2026-03-31');
    expect(marzo.filas.find((f) => f.nombre === 'Web')).toMatchObject({
      leads: 2,
      contactados: 2,
      agendados: 1,
      vendidos: 1,
      conversion_leads: 50,
    });
    // An origin with no leads in the window is still listed, at zero, with no conversion.
    expect(marzo.filas.find((f) => f.nombre === 'Feria')).toMatchObject({ leads: 0, conversion_leads: null });
    expect(marzo.filas.some((f) => f.origen === null)).toBe(false);
    expect(marzo.total.leads).toBe(2);
  });

  it('is for SuperAdmins only', async () => {
    for (const role of ['admin', 'manager', 'comercial'] as const)
      expect((await call(role, 'GET', URL)).statusCode).toBe(403);
  });

  it('refuses bad dates with a 400', async () => {
    for (const query of [
      '?after=31/12/2026',
      '?after=2026-03-02&before=2026-03-01',
      `?after=${'9'.repeat(10_000)}`,
    ])
      expect((await call('superadmin', 'GET', `${URL}${query}`)).statusCode).toBe(400);
  });

  it("shows another tenant none of this tenant's origins or customers", async () => {
    const response = await otherCall('superadmin', 'GET', URL);
    expect(response.statusCode).toBe(200);
    expect(response.json().filas).toEqual([]);
    expect(response.json().total.leads).toBe(0);
  });
});
