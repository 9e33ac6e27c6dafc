import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant } from '../../../test/support/test-app';

let app: FastifyInstance;
let call: Caller;
let otherCall: Caller;
const ids = {} as Record<
  'tarifaB' | 'tarifaB2' | 'lineaB' | 'phoneB' | 'phoneA' | 'oldB' | 'i1' | 'i2' | 'i3' | 'i4',
  number
>;

async function create(path: string, body: Record<string, unknown>, caller = call): Promise<number> {
  const response = await caller('admin', 'POST', `/api/servicios/${path}/`, body);
  if (response.statusCode !== 201)
    throw new Error(`${path}: ${response.statusCode} ${JSON.stringify(response.json())}`);
  return response.json().id;
}
const plazos = (terminal: number, object_id: number, month: string, extra: Record<string, unknown> = {}) => ({
  terminal,
  object_id,
  initial_price: '0',
  month_price: month,
  final_price: '50.00',
  ...extra,
});

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  call = await callerFor(app, await createTestTenant(created.database));
  otherCall = await callerFor(app, await createTestTenant(created.database));
  const tarifa = { category: 'mobile_line', price_value: 20, segment: 'PARTICULAR' };
  ids.tarifaB = await create('tarifas', { ...tarifa, name: 'Móvil B', operator: 'B' });
  ids.tarifaB2 = await create('tarifas', { ...tarifa, name: 'Móvil B Plus', operator: 'B' });
  ids.lineaB = await create('adicionales', {
    name: 'Línea B',
    price_value: 5,
    operator: 'B',
    segment: 'PARTICULAR',
  });
  ids.phoneB = await create('terminales', { name: 'Pixel B', price: 600, operator: 'B' });
  ids.phoneA = await create('terminales', { name: 'Galaxy A', price: 500, operator: 'A' });
  ids.oldB = await create('terminales', { name: 'Antiguo B', price: 100, operator: 'B', is_active: false });
  ids.i1 = (
    await call('admin', 'POST', '/api/servicios/installment/', plazos(ids.phoneB, ids.tarifaB, '25.00'))
  ).json().id;
  ids.i2 = (
    await call('admin', 'POST', '/api/servicios/installment/', plazos(ids.phoneB, ids.tarifaB2, '20.00'))
  ).json().id;
  ids.i3 = (
    await call(
      'admin',
      'POST',
      '/api/servicios/installment/',
      plazos(ids.phoneB, ids.lineaB, '30.00', { installment_type: 'adicional' }),
    )
  ).json().id;
  ids.i4 = (
    await call(
      'admin',
      'POST',
      '/api/servicios/installment/',
      plazos(ids.phoneA, ids.tarifaB, '15.00', { is_active: false }),
    )
  ).json().id;
});

const get = async (path: string, role: 'admin' | 'comercial' = 'admin') =>
  (await call(role, 'GET', `/api/servicios/${path}`)).json();

describe('installments (SPEC §3 Installment, §7 Devices)', () => {
  it("lists a device's installments with the tariff's and terminal's names", async () => {
    const rows = await get(`installments-terminal/${ids.phoneB}/`);
    expect(
      rows.map((row: { month_price: string; tariff_name: string }) => [row.tariff_name, row.month_price]),
    ).toEqual([
      ['Línea B', '30.00'],
      ['Móvil B', '25.00'],
      ['Móvil B Plus', '20.00'],
    ]);
    expect(rows[1]).toMatchObject({
      terminal__id: ids.phoneB,
      terminal__name: 'Pixel B',
      installment_type: 'tarifa',
      initial_price: '0.00',
    });
  });

  it("lists a tariff's, by type, with the package line's names as aliases", async () => {
    expect(
      (await get(`installments-tariff/${ids.tarifaB}/tarifa`)).map((row: { id: number }) => row.id),
    ).toEqual([ids.i4, ids.i1]);
    expect(
      (await get(`installments-tariff/${ids.tarifaB}/LINEA_PRINCIPAL`)).map((row: { id: number }) => row.id),
    ).toEqual([ids.i4, ids.i1]);
    expect(
      (await get(`installments-tariff/${ids.lineaB}/adicional`)).map((row: { id: number }) => row.id),
    ).toEqual([ids.i3]);
    expect(
      (await call('admin', 'GET', `/api/servicios/installments-tariff/${ids.tarifaB}/otro`)).statusCode,
    ).toBe(400);
  });

  it('answers one tariff and terminal, and shows a Comercial only active ones', async () => {
    expect(
      (await get(`installments/${ids.tarifaB}/${ids.phoneB}`)).map((row: { id: number }) => row.id),
    ).toEqual([ids.i1]);
    expect(
      (await get(`installments-tariff/${ids.tarifaB}/tarifa`, 'comercial')).map(
        (row: { id: number }) => row.id,
      ),
    ).toEqual([ids.i1]);
  });

  it('edits and deletes as Admin; 403 below; 404 for another tenant; 400 for unknown references', async () => {
    const url = `/api/servicios/installment/${ids.i2}/`;
    const edited = await call('admin', 'PUT', url, plazos(ids.phoneB, ids.tarifaB2, '19.99'));
    expect(edited.json().month_price).toBe('19.99');
    expect((await call('manager', 'PUT', url, plazos(ids.phoneB, ids.tarifaB2, '1'))).statusCode).toBe(403);
    expect((await otherCall('admin', 'DELETE', url)).statusCode).toBe(404);
    const bad = await call('admin', 'POST', '/api/servicios/installment/', plazos(ids.phoneB, 999999, '1'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ object_id: ['No existe: 999999'] });
    const otherTenants = await otherCall(
      'admin',
      'POST',
      '/api/servicios/installment/',
      plazos(ids.phoneB, ids.tarifaB, '1'),
    );
    expect(otherTenants.json()).toEqual({ terminal: [`No existe: ${ids.phoneB}`] });
    expect((await call('admin', 'DELETE', url)).statusCode).toBe(204);
    expect(
      (await get(`installments-terminal/${ids.phoneB}/`)).map((row: { id: number }) => row.id),
    ).not.toContain(ids.i2);
  });

  it('goes with its device when the device is deleted', async () => {
    const phone = await create('terminales', { name: 'Efímero', price: 1, operator: 'A' });
    await call('admin', 'POST', '/api/servicios/installment/', plazos(phone, ids.tarifaB, '1'));
    expect((await call('admin', 'DELETE', `/api/servicios/terminales/${phone}/`)).statusCode).toBe(204);
    expect(await get(`installments-terminal/${phone}/`)).toEqual([]);
  });
});

describe('drop-downs', () => {
  it("lists active devices; DBL's are operator B's (SPEC §9)", async () => {
    const names = async (query: string) =>
      (await get(`available-device-drop-down/${query}`, 'comercial')).map(
        (option: { name: string }) => option.name,
      );
    expect(await names('')).toEqual(['Galaxy A', 'Pixel B']);
    expect(await names('?operator=B')).toEqual(['Pixel B']);
    expect(await names('?operator=DBL')).toEqual(['Pixel B']);
    expect(await names('?operator=A')).toEqual(['Galaxy A']);
  });

  it('lists active tariffs and lines (and SVAs) for an operator and segment', async () => {
    const options = await get('tariff-adicionales-sva-drop-down/?operator=B&segment=PARTICULAR', 'comercial');
    expect(options).toEqual({
      tarifas: [
        { id: ids.tarifaB, name: 'Móvil B', operator: 'B' },
        { id: ids.tarifaB2, name: 'Móvil B Plus', operator: 'B' },
      ],
      adicionales: [{ id: ids.lineaB, name: 'Línea B', operator: 'B' }],
      svas: [],
    });
    expect(await get('tariff-adicionales-drop-down/?operator=C')).toEqual({ tarifas: [], adicionales: [] });
  });

  it("lists the tenant's operators, DBL with B's terminals", async () => {
    expect(await get('operadores/', 'comercial')).toContainEqual({
      codigo: 'DBL',
      nombre: 'DBL',
      grupo: 'B',
      terminales_de: 'B',
    });
  });
});
