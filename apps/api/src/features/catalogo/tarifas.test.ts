import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant } from '../../../test/support/test-app';

let app: FastifyInstance;
let call: Caller;
const ids = {} as Record<'promo' | 'linea' | 'sva' | 'fibra' | 'movil' | 'convergente', number>;

const tarifa = (fields: Record<string, unknown>) => ({
  category: 'fixed_line',
  price_value: '30.00',
  operator: 'A',
  segment: 'PARTICULAR',
  ...fields,
});

async function create(path: string, body: Record<string, unknown>): Promise<number> {
  const response = await call('admin', 'POST', `/api/servicios/${path}/`, body);
  if (response.statusCode !== 201)
    throw new Error(`${path}: ${response.statusCode} ${JSON.stringify(response.json())}`);
  return response.json().id;
}

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  call = await callerFor(app, await createTestTenant(created.database));
  ids.promo = await create('promociones', {
    name: '20 %',
    amount: 20,
    amount_unit: 'PERCENTS',
    operator: 'A',
  });
  ids.linea = await create('adicionales', {
    name: 'Línea',
    price_value: '4.1322',
    operator: 'A',
    segment: 'PARTICULAR',
  });
  ids.sva = await create('sva', { name: 'TV', price_value: 5, operator: 'A', segment: 'PARTICULAR' });
  ids.fibra = await create(
    'tarifas',
    tarifa({ name: 'Fibra Hogar', promotions: [ids.promo], svas: [{ id: ids.sva }] }),
  );
  ids.movil = await create(
    'tarifas',
    tarifa({ name: 'Móvil Empresa', category: 'mobile_line', segment: 'NEGOCIOS', payment_type: 'MENSUAL' }),
  );
  ids.convergente = await create(
    'tarifas',
    tarifa({ name: 'Convergente B', category: 'convergent', operator: 'B', is_active: false }),
  );
});

const names = async (query: string, role: 'admin' | 'comercial' = 'admin') =>
  ((await call(role, 'GET', `/api/servicios/tarifas/${query}`)).json() as Array<{ name: string }>).map(
    (t) => t.name,
  );

describe('the tariff list filters (SPEC §3 "Tariff list filters")', () => {
  it.each([
    ['?operator=B', ['Convergente B']],
    ['?category=mobile_line', ['Móvil Empresa']],
    ['?category=fixed_line,convergent', ['Convergente B', 'Fibra Hogar']],
    ['?segment=NEGOCIOS', ['Móvil Empresa']],
    ['?is_active=0', ['Convergente B']],
    ['?payment_type=MENSUAL', ['Móvil Empresa']],
    ['?search=hogar', ['Fibra Hogar']],
    ['?operator=A&segment=PARTICULAR&is_active=1', ['Fibra Hogar']],
  ])('%s keeps exactly %j', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('shows a Comercial only active tariffs', async () => {
    expect(await names('?is_active=0', 'comercial')).toEqual(['Fibra Hogar', 'Móvil Empresa']);
  });
});

describe('a tariff with its links', () => {
  it('reads back its promotions, additional lines and SVAs as ids, and the promotion sees the tariff', async () => {
    const row = (await call('admin', 'GET', `/api/servicios/tarifas/${ids.fibra}/`)).json();
    expect(row).toMatchObject({
      promotions: [ids.promo],
      additional_lines: [],
      svas: [ids.sva],
      price_value: '30.00',
    });
    const promo = (await call('admin', 'GET', `/api/servicios/promociones/${ids.promo}/`)).json();
    expect(promo.tariffs).toEqual([ids.fibra]);
  });

  it('answers 400 naming the field for links and operators that do not exist here, and writes nothing', async () => {
    const before = (await call('admin', 'GET', '/api/servicios/tarifas/')).json();
    const response = await call(
      'admin',
      'POST',
      '/api/servicios/tarifas/',
      tarifa({ name: 'X', promotions: [ids.promo, 999999], operator: 'ZZ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ operator: ['No existe: ZZ'], promotions: ['No existe: 999999'] });
    expect((await call('admin', 'GET', '/api/servicios/tarifas/')).json()).toEqual(before);
  });
});

describe('tariff validation (SPEC §5, §9)', () => {
  it('defaults missing units (Mb, GB, min) and omits zero foreign minutes', async () => {
    const id = await create(
      'tarifas',
      tarifa({
        name: 'Con unidades',
        category: 'convergent',
        fixed_line_info: {
          type: 'FTTH',
          download_speed: { amount: 600 },
          upload_speed: { amount: 600, unit: 'Mb' },
        },
        mobile_line_info: {
          mobile_line_data: { amount: 50 },
          mobile_line_voice: { amount: null },
          voice_to_foreign: { amount: 0 },
        },
      }),
    );
    const row = (await call('admin', 'GET', `/api/servicios/tarifas/${id}/`)).json();
    expect(row.fixed_line_info.download_speed).toEqual({ amount: 600, unit: 'Mb' });
    expect(row.mobile_line_info).toEqual({
      mobile_line_data: { amount: 50, unit: 'GB' },
      mobile_line_voice: { amount: null, unit: 'min' },
    });
  });

  it.each([
    [{ price_value: -1 }, 'price_value', 'El importe no puede ser negativo'],
    [{ price_value: '1.234' }, 'price_value', 'Como máximo 2 decimales'],
    [{ segment: 'OTRO' }, 'segment', 'Segmento no válido: PARTICULAR o NEGOCIOS'],
    [
      { fixed_line_info: { download_speed: { amount: 1, unit: 'Tb' } } },
      'fixed_line_info.download_speed.unit',
      'Unidad no válida: Kb, Mb, Gb',
    ],
    [{ name: '' }, 'name', 'Este campo es obligatorio'],
  ])('%j answers 400 on %s', async (fields, field, message) => {
    const response = await call(
      'admin',
      'POST',
      '/api/servicios/tarifas/',
      tarifa({ name: 'Mala', ...fields }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });

  it.each([
    [{ amount: 101, amount_unit: 'PERCENTS' }, 'amount', 'Un porcentaje no puede superar 100'],
    [
      { amount: 5, amount_unit: 'MONETARY', duration: 3 },
      'duration_unit',
      'Indique la unidad de la duración',
    ],
  ])('a promotion %j answers 400 on %s', async (fields, field, message) => {
    const response = await call('admin', 'POST', '/api/servicios/promociones/', {
      name: 'Mala',
      operator: 'A',
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });

  it('accepts 101 € off: only a percentage is capped at 100', async () => {
    expect(
      await create('promociones', { name: '101 €', amount: 101, amount_unit: 'MONETARY', operator: 'A' }),
    ).toBeGreaterThan(0);
  });
});

describe('deleting a tariff that is in use', () => {
  it('deactivates it instead, and says so', async () => {
    const id = await create('tarifas', tarifa({ name: 'Financiada' }));
    const terminal = await create('terminales', { name: 'Teléfono', price: 100, operator: 'A' });
    const installment = await call('admin', 'POST', '/api/servicios/installment/', {
      terminal,
      object_id: id,
      initial_price: 0,
      month_price: 10,
      final_price: 0,
    });
    expect(installment.statusCode).toBe(201);
    const response = await call('admin', 'DELETE', `/api/servicios/tarifas/${id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deactivated: true,
      detail: 'La tarifa está en uso: se ha desactivado en lugar de borrarse.',
    });
    expect((await call('admin', 'GET', `/api/servicios/tarifas/${id}/`)).json().is_active).toBe(false);
  });

  it('answers 409 for an origin customers use (origins have no active flag)', async () => {
    // Covered for objective types by their upfront mapping in history.test.ts.
    const id = await create('origenesbd', { nombre: 'Usado' });
    const cliente = await call('comercial', 'POST', '/api/clientes/entradas/', {
      nombre: 'Cliente con origen',
      telefonosContacto: ['600111222'],
      origen_bbdd: id,
    });
    expect(cliente.statusCode, JSON.stringify(cliente.json())).toBe(201);
    const response = await call('admin', 'DELETE', `/api/servicios/origenesbd/${id}/`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'El origen está en uso y no se puede borrar.' });
  });
});
