import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRICE_HISTORY_CASES, PRICE_ON_DATE_EXAMPLES } from '@ventas/domain/servicios/price-history.examples';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant } from '../../../test/support/test-app';

let app: FastifyInstance;
let call: Caller;
let otherCall: Caller;

async function create(path: string, body: Record<string, unknown>, caller = call): Promise<number> {
  const response = await caller('admin', 'POST', `/api/servicios/${path}/`, body);
  if (response.statusCode !== 201)
    throw new Error(`${path}: ${response.statusCode} ${JSON.stringify(response.json())}`);
  return response.json().id;
}
const tarifa = (name: string, price: unknown) => ({
  name,
  category: 'mobile_line',
  price_value: price,
  operator: 'A',
  segment: 'PARTICULAR',
});
const history = async (kind: string, id: number) =>
  (
    await call('manager', 'GET', `/api/servicios/pricehistory/?content_type=${kind}&object_id=${id}`)
  ).json() as Array<{
    price: string;
  }>;
const pricesOn = async (at: string, items: Array<{ content_type: string; object_id: number }>) =>
  (await call('comercial', 'POST', '/api/servicios/price-on-date/', { at, items })).json() as Array<{
    price: string | null;
  }>;

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  call = await callerFor(app, await createTestTenant(created.database));
  otherCall = await callerFor(app, await createTestTenant(created.database));
});

describe('price history written on every price change', () => {
  it('records the price at creation, again on each change, and not when the price is unchanged', async () => {
    const id = await create('tarifas', tarifa('Móvil 10', 10));
    const edit = (price: unknown, name = 'Móvil 10') =>
      call('admin', 'PUT', `/api/servicios/tarifas/${id}/`, tarifa(name, price));
    expect((await edit('12.50')).json().price_value).toBe('12.50');
    expect((await edit(12.5, 'Móvil 10 renombrada')).statusCode).toBe(200);
    expect((await edit('11')).json().price_value).toBe('11.00');
    expect((await history('tarifa', id)).map((entry) => entry.price)).toEqual(['11.00', '12.50', '10.00']);
  });

  it('keeps an additional line price to 4 decimals exactly, in the row and in the history', async () => {
    const id = await create('adicionales', {
      name: 'Línea',
      price_value: '7.4380',
      operator: 'A',
      segment: 'PARTICULAR',
    });
    const row = (await call('admin', 'GET', `/api/servicios/adicionales/${id}/`)).json();
    expect(row.price_value).toBe('7.4380');
    const edited = await call('admin', 'PUT', `/api/servicios/adicionales/${id}/`, {
      name: 'Línea',
      price_value: 0.0001,
      operator: 'A',
      segment: 'PARTICULAR',
    });
    expect(edited.json().price_value).toBe('0.0001');
    expect((await history('adicional', id)).map((entry) => entry.price)).toEqual(['0.0001', '7.4380']);
  });
});

describe('price on date', () => {
  it('answers the worked examples before, at and after each change (the domain rule, in SQL)', async () => {
    const id = await create('tarifas', tarifa('Con historia', 1));
    // Replace the creation entry with the worked examples' history.
    const [first] = (
      await call('manager', 'GET', `/api/servicios/pricehistory/?content_type=tarifa&object_id=${id}`)
    ).json();
    expect((await call('admin', 'DELETE', `/api/servicios/pricehistory/${first.id}/`)).statusCode).toBe(204);
    for (const entry of PRICE_HISTORY_CASES) {
      const response = await call('admin', 'POST', '/api/servicios/pricehistory/', {
        price: entry.price,
        fecha: entry.fecha,
        is_active: entry.is_active,
        object_id: id,
        content_type: 'tarifa',
      });
      expect(response.statusCode, JSON.stringify(response.json())).toBe(201);
    }
    for (const [at, expected] of PRICE_ON_DATE_EXAMPLES) {
      const [answer] = await pricesOn(at, [{ content_type: 'tarifa', object_id: id }]);
      expect(answer?.price, at).toBe(expected);
    }
  });

  it('applies a scheduled price when its date comes, and the list shows the price in force now', async () => {
    const id = await create('sva', { name: 'TV', price_value: 5, operator: 'A', segment: 'PARTICULAR' });
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await call('admin', 'POST', '/api/servicios/pricehistory/', {
      price: 7,
      fecha: future,
      object_id: id,
      content_type: 'sva',
    });
    expect((await call('admin', 'GET', `/api/servicios/sva/${id}/`)).json().price_value).toBe('5.00');
    const [later] = await pricesOn(new Date(Date.now() + 31 * 86_400_000).toISOString(), [
      { content_type: 'sva', object_id: id },
    ]);
    expect(later?.price).toBe('7.00');
  });

  it('answers many items of several kinds in their order, null for one without a price', async () => {
    const a = await create('tarifas', tarifa('A', 3));
    const b = await create('terminales', { name: 'T', price: 300, operator: 'A' });
    const answer = await pricesOn(new Date().toISOString(), [
      { content_type: 'terminal', object_id: b },
      { content_type: 'tarifa', object_id: a },
      { content_type: 'tarifa', object_id: 999999 },
    ]);
    expect(answer).toEqual([
      { content_type: 'terminal', object_id: b, price: '300.00' },
      { content_type: 'tarifa', object_id: a, price: '3.00' },
      { content_type: 'tarifa', object_id: 999999, price: null },
    ]);
  });
});

describe('pricehistory/ and upfronts/ as calls', () => {
  it('strips nulls from a history payload (SPEC §5) and takes effect now without a date', async () => {
    const id = await create('seguros', { name: 'Seguro', price: 4, operator: 'A' });
    const response = await call('admin', 'POST', '/api/servicios/pricehistory/', {
      price: '5.5',
      fecha: null,
      is_active: null,
      object_id: id,
      content_type: 'seguro',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: '5.50', is_active: true });
    expect((await call('admin', 'GET', `/api/servicios/seguros/${id}/`)).json().price).toBe('5.50');
  });

  it('maps an item to an objective family, and the family in use cannot be deleted', async () => {
    const familia = await create('tipoobjetivo', { nombre: 'Fibra' });
    const id = await create('tarifas', tarifa('Con upfront', 30));
    const created = await call('admin', 'POST', '/api/servicios/upfronts/', {
      upfront: 120,
      familia_objetivo: familia,
      object_id: id,
      content_type: 'tarifa',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ upfront: '120.00', familia_objetivo: familia, tipo: null });
    const list = (
      await call('comercial', 'GET', `/api/servicios/upfronts/?content_type=tarifa&object_id=${id}`)
    ).json();
    expect(list).toHaveLength(1);
    const edited = await call('admin', 'PUT', `/api/servicios/upfronts/${created.json().id}/`, {
      upfront: '150.5',
      familia_objetivo: familia,
      object_id: id,
      content_type: 'tarifa',
    });
    expect(edited.json().upfront).toBe('150.50');
    expect((await call('admin', 'DELETE', `/api/servicios/tipoobjetivo/${familia}/`)).statusCode).toBe(409);
  });

  it('lets Admin write, Manager read and nobody below write; another tenant cannot see or touch entries', async () => {
    const id = await create('tarifas', tarifa('Privada', 9));
    const entry = { price: 8, object_id: id, content_type: 'tarifa' };
    for (const role of ['manager', 'comercial'] as const)
      expect((await call(role, 'POST', '/api/servicios/pricehistory/', entry)).statusCode).toBe(403);
    expect((await call('comercial', 'GET', '/api/servicios/pricehistory/')).statusCode).toBe(403);
    const other = await otherCall('admin', 'POST', '/api/servicios/pricehistory/', entry);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ object_id: [`No existe: ${id}`] });
    const [mine] = await history('tarifa', id);
    expect((await otherCall('admin', 'GET', '/api/servicios/pricehistory/')).json()).toEqual([]);
    expect(
      (
        await otherCall(
          'admin',
          'DELETE',
          `/api/servicios/pricehistory/${(mine as unknown as { id: number }).id}/`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ price: -1, object_id: 1, content_type: 'tarifa' }, 'price'],
    [{ price: 1, object_id: 1, content_type: 'coche' }, 'content_type'],
    [{ price: 1, object_id: 2147483648, content_type: 'tarifa' }, 'object_id'],
    [{ price: 1, object_id: 1, content_type: 'tarifa', fecha: 'ayer' }, 'fecha'],
  ])('answers %j with 400 on %s', async (body, field) => {
    const response = await call('admin', 'POST', '/api/servicios/pricehistory/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(field);
  });
});
