import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_PAGE } from '@ventas/domain/http/page';
import { COLUMNAS_PIPELINE, PROBABILIDADES_POR_DEFECTO } from '@ventas/domain/ofertas/pipeline';
import { MENSAJES_PROBABILIDADES } from '@ventas/domain/ofertas/pipeline-contract';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../../test/support/test-app';
import { insertCliente, insertOferta } from '../../../../test/support/tenant-rows';

let app: FastifyInstance;
let tenant: TestTenant;
let otherTenant: TestTenant;
const tokens = { admin: '', manager: '', comercial: '', otherTenantAdmin: '' };
/**
 * Offers: 1 Pendiente on the Comercial's customer (100 €, A, PARTICULAR, 10 March), 2 Presentada
 * on the same (45.50 €, B, NEGOCIOS, 00:30 on 1 April in Madrid), 3 Activada on an unassigned
 * customer (60 €, A, PARTICULAR) and 4 Pendiente on the Manager's customer (20 €, by the Manager).
 */
const of = { o1: 0, o2: 0, o3: 0, o4: 0 };

beforeAll(async () => {
  let database;
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  for (const caller of ['admin', 'manager', 'comercial'] as const)
    tokens[caller] = (await login(app, tenant, caller)).access;
  tokens.otherTenantAdmin = (await login(app, otherTenant, 'admin')).access;
  const { comercial, manager } = tenant.accounts;
  const propio = await insertCliente(database, tenant.id, {
    nombre: 'Ana Propia',
    comercialId: comercial.id,
  });
  const libre = await insertCliente(database, tenant.id, { nombre: 'Bruno Libre', comercialId: null });
  const ajeno = await insertCliente(database, tenant.id, { nombre: 'Carla Ajena', comercialId: manager.id });
  const oferta = (values: Parameters<typeof insertOferta>[2]) =>
    insertOferta(database, tenant.id, values).then((inserted) => inserted.ofertaId);
  const marzo = (day: number) => new Date(`2026-03-${String(day).padStart(2, '0')}T10:00:00Z`);
  of.o1 = await oferta({
    clienteId: propio,
    comercialId: comercial.id,
    estado: 1,
    precioTotal: '100',
    operador: 'A',
    segmento: 'PARTICULAR',
    createdOn: marzo(10),
  });
  of.o2 = await oferta({
    clienteId: propio,
    comercialId: comercial.id,
    estado: 2,
    precioTotal: '45.5',
    operador: 'B',
    segmento: 'NEGOCIOS',
    createdOn: new Date('2026-03-31T22:30:00Z'),
  });
  of.o3 = await oferta({
    clienteId: libre,
    comercialId: comercial.id,
    estado: 4,
    precioTotal: '60',
    operador: 'A',
    segmento: 'PARTICULAR',
    createdOn: marzo(15),
  });
  of.o4 = await oferta({
    clienteId: ajeno,
    comercialId: manager.id,
    estado: 1,
    precioTotal: '20',
    operador: 'A',
    segmento: 'PARTICULAR',
    createdOn: marzo(20),
  });
  const otro = await insertCliente(database, otherTenant.id, { nombre: 'Dora Otra' });
  await insertOferta(database, otherTenant.id, { clienteId: otro, estado: 1, precioTotal: '999' });
});

type Caller = keyof typeof tokens;
const hostOf = (caller: Caller) => (caller === 'otherTenantAdmin' ? otherTenant.host : tenant.host);
const get = (caller: Caller, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(tokens[caller], hostOf(caller)) });
const putProbabilidades = (caller: Caller, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/distribuidores/pipeline-probabilidades/',
    headers: bearer(tokens[caller], hostOf(caller)),
    payload: payload as object,
  });

interface Columna {
  estado: number;
  label: string;
  count: number;
  total: string;
  probabilidad: number;
  ponderado: string;
}

async function board(caller: Caller, query = '') {
  const response = await get(caller, `/api/atenciones/ofertas/pipeline/${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { columnas: Columna[]; count: number; total: string; prevision: string };
  const byEstado = Object.fromEntries(body.columnas.map((c) => [c.estado, c]));
  return { ...body, byEstado };
}

async function cardIds(caller: Caller, query: string): Promise<number[]> {
  const response = await get(caller, `/api/atenciones/ofertas/pipeline/tarjetas/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.map((card: { id: number }) => card.id);
}

describe('GET /api/atenciones/ofertas/pipeline/ (issue 31 §2)', () => {
  it("sums a Manager's whole tenant by status, in board order, with the default chances", async () => {
    const { columnas, byEstado, count, total, prevision } = await board('manager');
    expect(columnas.map((c) => c.estado)).toEqual([...COLUMNAS_PIPELINE]);
    expect(byEstado[1]).toEqual({
      estado: 1,
      label: 'Pendiente',
      count: 2,
      total: '120.00',
      probabilidad: PROBABILIDADES_POR_DEFECTO[1],
      ponderado: '24.00',
    });
    expect(byEstado[2]).toMatchObject({ count: 1, total: '45.50', ponderado: '22.75' });
    expect(byEstado[4]).toMatchObject({ count: 1, total: '60.00', ponderado: '60.00' });
    expect(byEstado[7]).toMatchObject({ count: 0, total: '0.00', ponderado: '0.00' });
    // The other distributor's 999 € offer is nowhere.
    expect({ count, total, prevision }).toEqual({ count: 4, total: '225.50', prevision: '106.75' });
  });

  it("keeps a Comercial to their customers' offers and the unassigned ones'", async () => {
    const { byEstado, count, total, prevision } = await board('comercial');
    expect(byEstado[1]).toMatchObject({ count: 1, total: '100.00' });
    expect({ count, total, prevision }).toEqual({ count: 3, total: '205.50', prevision: '102.75' });
  });

  it.each([
    // Whole Madrid days: 22:30 UTC on 31 March is 1 April there.
    ['created_on_after=2026-03-01&created_on_before=2026-03-31', { 1: 2, 2: 0, 4: 1 }, '180.00'],
    ['created_on[]=2026-04-01&created_on[]=2026-04-30', { 1: 0, 2: 1, 4: 0 }, '45.50'],
    ['operador=A', { 1: 2, 2: 0, 4: 1 }, '180.00'],
    ['operador=A&operador=B&segmento=NEGOCIOS', { 1: 0, 2: 1, 4: 0 }, '45.50'],
    ['segmento[]=PARTICULAR', { 1: 2, 2: 0, 4: 1 }, '180.00'],
  ])('narrows the board by %s', async (query, counts, total) => {
    const { byEstado, total: suma } = await board('manager', query);
    expect(Object.fromEntries(Object.keys(counts).map((e) => [e, byEstado[e]?.count]))).toEqual(counts);
    expect(suma).toBe(total);
  });

  it("narrows by the offer's commercial", async () => {
    const { byEstado, count } = await board('manager', `comercial=${tenant.accounts.manager.id}`);
    expect(count).toBe(1);
    expect(byEstado[1]).toMatchObject({ count: 1, total: '20.00' });
  });

  it.each([
    ['segmento=OTRO', 'segmento'],
    ['created_on_after=2026-13-45', 'created_on'],
    ['comercial=abc', 'comercial'],
  ])('refuses %s with a 400 naming the parameter', async (query, param) => {
    const response = await get('manager', `/api/atenciones/ofertas/pipeline/?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(param);
  });

  it('is refused without a session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/atenciones/ofertas/pipeline/',
      headers: { host: tenant.host },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/atenciones/ofertas/pipeline/tarjetas/', () => {
  it("pages one column's cards, last worked first, with the customer and the commercial", async () => {
    const response = await get('manager', '/api/atenciones/ofertas/pipeline/tarjetas/?estado=1');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.count).toBe(2);
    expect(page.results.map((card: { id: number }) => card.id)).toEqual([of.o4, of.o1]);
    expect(page.results[1]).toMatchObject({
      id: of.o1,
      estado: 1,
      cliente: { nombre: 'Ana Propia' },
      comercial: { id: tenant.accounts.comercial.id },
      precio_total: '100.00',
      operador: 'A',
      segmento: 'PARTICULAR',
      created_on: '2026-03-10T10:00:00.000Z',
      activacion_solicitada: null,
    });
  });

  it('applies the board filters and the viewer scope to the column', async () => {
    expect(await cardIds('comercial', 'estado=1')).toEqual([of.o1]);
    expect(await cardIds('manager', `estado=1&comercial=${tenant.accounts.comercial.id}`)).toEqual([of.o1]);
    expect(await cardIds('manager', 'estado=2&operador=A')).toEqual([]);
    expect(await cardIds('manager', 'estado=1&ordering=precio_total')).toEqual([of.o4, of.o1]);
    expect(await cardIds('manager', 'estado=1&ordering=-precio_total')).toEqual([of.o1, of.o4]);
  });

  it('pages a column as every list does', async () => {
    expect(await cardIds('manager', 'estado=1&itemsPerPage=10&page=1')).toHaveLength(2);
    const past = await get('manager', '/api/atenciones/ofertas/pipeline/tarjetas/?estado=1&page=2');
    expect(past.statusCode).toBe(404);
    expect(past.json().detail).toBe(INVALID_PAGE);
  });

  it.each([
    ['', 'Indique el estado de la columna'],
    ['estado=1&estado=2', 'estado'],
    ['estado=99999999999', 'estado'],
  ])('refuses a column named "%s"', async (query, message) => {
    const response = await get('manager', `/api/atenciones/ofertas/pipeline/tarjetas/?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
  });
});

describe('/api/distribuidores/pipeline-probabilidades/', () => {
  const todas = (cambios: Record<number, number>) => ({
    probabilidades: COLUMNAS_PIPELINE.map((estado) => ({
      estado,
      probabilidad: cambios[estado] ?? PROBABILIDADES_POR_DEFECTO[estado],
    })),
  });

  it('answers the defaults until set; an Admin sets them and the board weighs by them', async () => {
    const before = await get('comercial', '/api/distribuidores/pipeline-probabilidades/');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      probabilidades: Object.entries(PROBABILIDADES_POR_DEFECTO).map(([estado, probabilidad]) => ({
        estado: Number(estado),
        probabilidad,
      })),
    });

    const response = await putProbabilidades('admin', todas({ 1: 10, 2: 80 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().probabilidades).toContainEqual({ estado: 2, probabilidad: 80 });
    const { byEstado, prevision } = await board('manager');
    expect(byEstado[1]).toMatchObject({ probabilidad: 10, ponderado: '12.00' });
    expect(byEstado[2]).toMatchObject({ probabilidad: 80, ponderado: '36.40' });
    // 12.00 + 36.40 + 60.00.
    expect(prevision).toBe('108.40');

    // Another distributor's chances are its own.
    const other = await get('otherTenantAdmin', '/api/distribuidores/pipeline-probabilidades/');
    expect(other.json().probabilidades).toContainEqual({
      estado: 2,
      probabilidad: PROBABILIDADES_POR_DEFECTO[2],
    });
    await putProbabilidades('admin', todas({}));
  });

  it('is set by Admin and above only', async () => {
    expect((await putProbabilidades('manager', todas({ 1: 5 }))).statusCode).toBe(403);
    expect((await putProbabilidades('comercial', todas({ 1: 5 }))).statusCode).toBe(403);
  });

  it.each([
    [
      'a status missing',
      { probabilidades: todas({}).probabilidades.slice(1) },
      MENSAJES_PROBABILIDADES.todas,
    ],
    [
      'a status twice',
      { probabilidades: [...todas({}).probabilidades.slice(1), { estado: 2, probabilidad: 5 }] },
      MENSAJES_PROBABILIDADES.todas,
    ],
    ['more than 100 %', todas({ 2: 101 }), MENSAJES_PROBABILIDADES.rango],
    ['a fraction', todas({ 2: 12.5 }), MENSAJES_PROBABILIDADES.rango],
    ['a text', todas({ 2: '50' as unknown as number }), MENSAJES_PROBABILIDADES.rango],
    [
      'an unknown status',
      { probabilidades: [...todas({}).probabilidades.slice(1), { estado: 9, probabilidad: 5 }] },
      'estado',
    ],
  ])('refuses %s with a 400 and changes nothing', async (_what, payload, message) => {
    const response = await putProbabilidades('admin', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
    const after = await get('admin', '/api/distribuidores/pipeline-probabilidades/');
    expect(after.json().probabilidades).toContainEqual({
      estado: 2,
      probabilidad: PROBABILIDADES_POR_DEFECTO[2],
    });
  });
});

describe('POST /api/atenciones/oferta/{id}/estado/ (a card moved)', () => {
  const mover = (caller: Caller, id: number, estado: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/atenciones/oferta/${id}/estado/`,
      headers: bearer(tokens[caller], hostOf(caller)),
      payload: { estado },
    });
  const setModo = (modo: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/distribuidores/declaracion-ventas/',
      headers: bearer(tokens.admin, tenant.host),
      payload: { modo },
    });

  it('moves an offer along an allowed transition, and the board follows', async () => {
    const moved = await mover('manager', of.o4, 2);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: of.o4, estado: 2, estadoLabel: 'Presentada', fechaVenta: null });
    const { byEstado } = await board('manager');
    expect([byEstado[1]?.count, byEstado[2]?.count]).toEqual([1, 2]);
    // And back, for the other tests: Presentada → Pendiente is allowed (changes to the offer).
    expect((await mover('manager', of.o4, 1)).statusCode).toBe(200);
  });

  it('refuses a move the transitions forbid, saying why, and changes nothing', async () => {
    const refused = await mover('manager', of.o3, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().estado).toEqual(['Una oferta activada no puede pasar a pendiente.']);
    expect((await board('manager')).byEstado[4]).toMatchObject({ count: 1 });
  });

  it('dates a sale and makes its customer VENDIDO', async () => {
    expect((await mover('manager', of.o4, 2)).statusCode).toBe(200);
    const sold = await mover('manager', of.o4, 4);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().fechaVenta).not.toBeNull();
    const cliente = await get('manager', `/api/clientes/entradas/${sold.json().cliente}/`);
    expect(cliente.json().estado).toBe('VENDIDO');
    // Activada → Cancelada (the customer drops it), final: the last use of offer 4 here.
    expect((await mover('manager', of.o4, 7)).statusCode).toBe(200);
  });

  it("turns a Comercial's sale into a request when a Manager confirms sales", async () => {
    expect((await setModo('MANAGER_CONFIRMA')).statusCode).toBe(200);
    try {
      const asked = await mover('comercial', of.o2, 4);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().estado).toBe(2);
      expect(asked.json().declaracion.solicitud).toMatchObject({ estado: 4 });
      const card = (await get('manager', '/api/atenciones/ofertas/pipeline/tarjetas/?estado=2')).json();
      expect(card.results).toContainEqual(expect.objectContaining({ id: of.o2, activacion_solicitada: 4 }));
    } finally {
      await setModo('COMERCIAL_ACTIVA');
    }
  });

  it.each([
    ['a customer the Comercial may not work', 'comercial' as Caller, () => of.o4, 2, 404],
    ["another distributor's offer", 'otherTenantAdmin' as Caller, () => of.o1, 2, 404],
    ['an unknown status', 'manager' as Caller, () => of.o1, 9, 400],
    ['a status as text', 'manager' as Caller, () => of.o1, '2', 400],
  ])('refuses %s', async (_what, caller, id, estado, status) => {
    expect((await mover(caller, id(), estado)).statusCode).toBe(status);
  });

  it("names an unknown status in the offer form's words", async () => {
    const refused = await mover('manager', of.o1, 9);
    expect(refused.json().estado).toEqual(['Estado de oferta no válido']);
  });
});
