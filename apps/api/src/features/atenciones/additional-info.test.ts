import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_ID } from '@ventas/domain/http/id';
import { MENSAJES_ADDITIONAL_INFO } from '@ventas/domain/telework/additional-info-contract';
import { PAQUETE_NO_ENCONTRADO } from '@ventas/domain/telework/paquete-contract';
import { MENSAJES_TELEWORK } from '@ventas/domain/telework/telework-fields';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { insertCliente, insertOferta } from '../../../test/support/tenant-rows';
import type { Database } from '../../db/database';
import { paqueteAdditionalInfo } from '../../db/schema/atenciones';
import { CONTROL_CHARACTER_MESSAGE } from '../../plugins/control-characters';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otherTenant: TestTenant;
const tokens = { manager: '', comercial: '', otherTenantManager: '' };

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  tokens.manager = (await login(app, tenant, 'manager')).access;
  tokens.comercial = (await login(app, tenant, 'comercial')).access;
  tokens.otherTenantManager = (await login(app, otherTenant, 'manager')).access;
});

type Caller = keyof typeof tokens;
const BASE = '/api/atenciones/additionalinfo/';
/** Any payload goes as JSON, so a bare string or null reaches the schema (not a 415). */
const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: {
      ...bearer(tokens[caller], caller === 'otherTenantManager' ? otherTenant.host : tenant.host),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const post = (caller: Caller, payload: unknown) => call(caller, 'POST', BASE, payload);
const put = (caller: Caller, id: number | string, payload: unknown) =>
  call(caller, 'PUT', `${BASE}${id}/`, payload);
const get = (caller: Caller, paquete: number | string) => call(caller, 'GET', `${BASE}?paquete=${paquete}`);

/** A new package on a customer of `comercialId` (null: unassigned); its id. */
async function paqueteOf(comercialId: number | null, tenantId = tenant.id): Promise<number> {
  const clienteId = await insertCliente(database, tenantId, { comercialId });
  const { paqueteIds } = await insertOferta(database, tenantId, {
    clienteId,
    comercialId,
    paquetes: [{ estado: 'VUELO' }],
  });
  const [id] = paqueteIds;
  if (id === undefined) throw new Error('no package');
  return id;
}

/** What the table holds for a package, read as the owner (no scope). */
const stored = (paqueteId: number) =>
  database.owner
    .select({
      numeroPedido: paqueteAdditionalInfo.numeroPedido,
      fechaSolicitud: paqueteAdditionalInfo.fechaSolicitud,
      fechaActivacion: paqueteAdditionalInfo.fechaActivacion,
      observaciones: paqueteAdditionalInfo.observaciones,
    })
    .from(paqueteAdditionalInfo)
    .where(
      and(eq(paqueteAdditionalInfo.tenantId, tenant.id), eq(paqueteAdditionalInfo.paqueteId, paqueteId)),
    );

const FULL = {
  numero_pedido: ' PED-2026-001 ',
  fecha_solicitud: '2026-03-02',
  fecha_instalacion: '2026-03-05',
  fecha_activacion: '2026-03-06',
  portabilidad: true,
  operador_donante: 'Movistar',
  observaciones: 'Instalar por la tarde',
};

describe('POST /api/atenciones/additionalinfo/ (SPEC §3, §7)', () => {
  it('records the additional info of a package, by the caller, and answers it (201)', async () => {
    const paquete = await paqueteOf(tenant.accounts.comercial.id);
    const response = await post('comercial', { paquete, ...FULL });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      paquete,
      ...FULL,
      numero_pedido: 'PED-2026-001',
      created_by: { id: tenant.accounts.comercial.id, nombre_completo: 'Comercial Prueba' },
      created_on: expect.any(String),
      updated_on: expect.any(String),
    });
    expect((await get('comercial', paquete)).json()).toEqual(body);
    const listed = await call('manager', 'GET', '/api/atenciones/paquete/?estado=VUELO&itemsPerPage=100');
    const row = listed.json().results.find((item: { id: number }) => item.id === paquete);
    expect(row.additional_info_id).toBe(body.id);
  });

  it('stores absent fields empty, and a blank text or date as empty', async () => {
    const paquete = await paqueteOf(null);
    const response = await post('manager', { paquete, numero_pedido: '   ', fecha_instalacion: '' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      numero_pedido: null,
      fecha_solicitud: null,
      fecha_instalacion: null,
      fecha_activacion: null,
      portabilidad: false,
      operador_donante: null,
      observaciones: null,
    });
  });

  it('refuses a second one for the same package with a Spanish 409, keeping the first', async () => {
    const paquete = await paqueteOf(tenant.accounts.comercial.id);
    expect((await post('comercial', { paquete, numero_pedido: 'PRIMERO' })).statusCode).toBe(201);
    const again = await post('manager', { paquete, numero_pedido: 'SEGUNDO' });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: MENSAJES_ADDITIONAL_INFO.duplicada }]);
    expect(await stored(paquete)).toEqual([expect.objectContaining({ numeroPedido: 'PRIMERO' })]);
  });

  it('refuses an activation before the request date, and takes one on the same day', async () => {
    const paquete = await paqueteOf(null);
    const before = await post('manager', {
      paquete,
      fecha_solicitud: '2026-03-10',
      fecha_activacion: '2026-03-09',
    });
    expect([before.statusCode, before.json()]).toEqual([
      400,
      { fecha_activacion: [MENSAJES_ADDITIONAL_INFO.activacionAntesDeSolicitud] },
    ]);
    expect(await stored(paquete)).toEqual([]);
    const sameDay = await post('manager', {
      paquete,
      fecha_solicitud: '2026-03-10',
      fecha_activacion: '2026-03-10',
    });
    expect(sameDay.statusCode, sameDay.body).toBe(201);
  });
});

describe('PUT /api/atenciones/additionalinfo/{id}/', () => {
  it('changes only the fields sent; null or blank clears one', async () => {
    const paquete = await paqueteOf(tenant.accounts.comercial.id);
    const created = (await post('comercial', { paquete, ...FULL })).json();
    const response = await put('comercial', created.id, {
      observaciones: 'Llamar antes',
      numero_pedido: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      observaciones: 'Llamar antes',
      numero_pedido: null,
      updated_on: expect.any(String),
    });
    expect(Date.parse(response.json().updated_on)).toBeGreaterThan(Date.parse(created.updated_on));
    const cleared = await put('manager', created.id, { operador_donante: ' ', portabilidad: false });
    expect(cleared.json()).toMatchObject({
      operador_donante: null,
      portabilidad: false,
      fecha_solicitud: '2026-03-02',
    });
  });

  it('needs at least one field, and keeps the package it belongs to', async () => {
    const paquete = await paqueteOf(null);
    const created = (await post('manager', { paquete })).json();
    for (const payload of [{}, { paquete: await paqueteOf(null) }]) {
      const response = await put('manager', created.id, payload);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { non_field_errors: [MENSAJES_TELEWORK.sinCambios] },
      ]);
    }
  });

  it('checks the date rule on the row as the change leaves it', async () => {
    const paquete = await paqueteOf(null);
    const created = (await post('manager', { paquete, fecha_solicitud: '2026-03-10' })).json();
    const early = await put('manager', created.id, { fecha_activacion: '2026-03-01' });
    expect([early.statusCode, early.json()]).toEqual([
      400,
      { fecha_activacion: [MENSAJES_ADDITIONAL_INFO.activacionAntesDeSolicitud] },
    ]);
    const late = await put('manager', created.id, { fecha_solicitud: '2026-03-20' });
    expect(late.statusCode).toBe(200);
    expect((await put('manager', created.id, { fecha_activacion: '2026-03-19' })).statusCode).toBe(400);
    const moved = await put('manager', created.id, { fecha_solicitud: null, fecha_activacion: '2026-03-01' });
    expect(moved.json()).toMatchObject({ fecha_solicitud: null, fecha_activacion: '2026-03-01' });
  });
});

describe('GET /api/atenciones/additionalinfo/?paquete=N (decision: the spec shows no read)', () => {
  it('tells a package without additional info from a package the caller cannot reach', async () => {
    const paquete = await paqueteOf(tenant.accounts.comercial.id);
    expect((await get('comercial', paquete)).json()).toEqual({
      detail: MENSAJES_ADDITIONAL_INFO.noEncontrada,
    });
    const missing = await get('comercial', 999_999_999);
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: PAQUETE_NO_ENCONTRADO }]);
  });
});

describe('who may read and write an additional info', () => {
  it('keeps a Comercial to the packages of their own and unassigned customers', async () => {
    const ajeno = await paqueteOf(tenant.accounts.manager.id);
    const notFound = { detail: PAQUETE_NO_ENCONTRADO };
    expect((await post('comercial', { paquete: ajeno })).json()).toEqual(notFound);
    const created = (await post('manager', { paquete: ajeno, numero_pedido: 'DEL-MANAGER' })).json();
    expect((await get('comercial', ajeno)).json()).toEqual(notFound);
    const change = await put('comercial', created.id, { numero_pedido: 'CAMBIADO' });
    expect([change.statusCode, change.json()]).toEqual([
      404,
      { detail: MENSAJES_ADDITIONAL_INFO.noEncontrada },
    ]);
    expect(await stored(ajeno)).toEqual([expect.objectContaining({ numeroPedido: 'DEL-MANAGER' })]);

    const libre = await paqueteOf(null);
    expect((await post('comercial', { paquete: libre })).statusCode).toBe(201);
    expect((await put('manager', created.id, { numero_pedido: 'CAMBIADO' })).statusCode).toBe(200);
  });

  it("answers another tenant's caller 404 and changes nothing", async () => {
    const paquete = await paqueteOf(tenant.accounts.comercial.id);
    const created = (await post('comercial', { paquete, numero_pedido: 'PROPIO' })).json();
    const outsider = 'otherTenantManager';
    expect((await post(outsider, { paquete })).json()).toEqual({ detail: PAQUETE_NO_ENCONTRADO });
    expect((await get(outsider, paquete)).statusCode).toBe(404);
    expect((await put(outsider, created.id, { numero_pedido: 'AJENO' })).statusCode).toBe(404);
    expect(await stored(paquete)).toEqual([expect.objectContaining({ numeroPedido: 'PROPIO' })]);
    // Their own package gets its own additional info, not a conflict with ours.
    const theirs = await paqueteOf(null, otherTenant.id);
    expect((await post(outsider, { paquete: theirs })).statusCode).toBe(201);
  });
});

describe('hostile input', () => {
  it('answers a bad body with a Spanish 400 naming the field, and writes nothing', async () => {
    const paquete = await paqueteOf(null);
    const tooLong = (max: number) => MENSAJES_TELEWORK.textoLargo(max);
    const cases: Array<[unknown, string, string?]> = [
      [{ paquete: String(paquete) }, 'paquete', INVALID_ID],
      [{ paquete: 2_147_483_648 }, 'paquete', INVALID_ID],
      [{ paquete: 0 }, 'paquete', INVALID_ID],
      [{ paquete: -1 }, 'paquete', INVALID_ID],
      [{ paquete: 1.5 }, 'paquete', INVALID_ID],
      [{ paquete: null }, 'paquete', INVALID_ID],
      [{ numero_pedido: 'X' }, 'paquete', INVALID_ID],
      [{ paquete, numero_pedido: 'x'.repeat(201) }, 'numero_pedido', tooLong(200)],
      [{ paquete, operador_donante: 'x'.repeat(10_240) }, 'operador_donante', tooLong(200)],
      [{ paquete, observaciones: 'x'.repeat(2001) }, 'observaciones', tooLong(2000)],
      [{ paquete, numero_pedido: 'a\u0000b' }, 'numero_pedido', CONTROL_CHARACTER_MESSAGE],
      [{ paquete, numero_pedido: 5 }, 'numero_pedido'],
      [{ paquete, observaciones: ['a'] }, 'observaciones'],
      [{ paquete, fecha_solicitud: '2026-02-30' }, 'fecha_solicitud', MENSAJES_ADDITIONAL_INFO.fecha],
      [{ paquete, fecha_solicitud: '2026-13-01' }, 'fecha_solicitud', MENSAJES_ADDITIONAL_INFO.fecha],
      [{ paquete, fecha_instalacion: '01/03/2026' }, 'fecha_instalacion', MENSAJES_ADDITIONAL_INFO.fecha],
      [{ paquete, fecha_activacion: '1999-12-31' }, 'fecha_activacion', MENSAJES_ADDITIONAL_INFO.fecha],
      [{ paquete, fecha_activacion: '2100-01-01' }, 'fecha_activacion', MENSAJES_ADDITIONAL_INFO.fecha],
      [{ paquete, fecha_activacion: '0000-01-01' }, 'fecha_activacion', MENSAJES_ADDITIONAL_INFO.fecha],
      [
        { paquete, fecha_solicitud: '2026-03-01T10:00:00Z' },
        'fecha_solicitud',
        MENSAJES_ADDITIONAL_INFO.fecha,
      ],
      [{ paquete, fecha_solicitud: 20260301 }, 'fecha_solicitud', MENSAJES_ADDITIONAL_INFO.fecha],
      [{ paquete, portabilidad: 'true' }, 'portabilidad', MENSAJES_ADDITIONAL_INFO.portabilidad],
      [{ paquete, portabilidad: 1 }, 'portabilidad', MENSAJES_ADDITIONAL_INFO.portabilidad],
      [{ paquete, portabilidad: null }, 'portabilidad', MENSAJES_ADDITIONAL_INFO.portabilidad],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post('manager', payload);
      const label = JSON.stringify(payload).slice(0, 80);
      expect(response.statusCode, label).toBe(400);
      const errors = response.json();
      expect(Object.keys(errors), label).toContain(field);
      if (message) expect(errors[field], label).toEqual([message]);
    }
    for (const payload of [[], 'texto', 7, null]) {
      expect((await post('manager', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await stored(paquete)).toEqual([]);
    // The longest texts allowed are taken.
    const longest = await post('manager', {
      paquete,
      numero_pedido: 'x'.repeat(200),
      observaciones: 'y'.repeat(2000),
    });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it('answers bad ids in the path and the query with 400, and unknown ones with 404', async () => {
    const paquete = await paqueteOf(null);
    const created = (await post('manager', { paquete })).json();
    for (const id of ['abc', '0', '-1', '2147483648', '1.5', '0x1']) {
      expect((await put('manager', id, { numero_pedido: 'X' })).statusCode, id).toBe(400);
      expect((await get('manager', id)).json(), id).toEqual({ paquete: [INVALID_ID] });
    }
    expect((await call('manager', 'GET', BASE)).statusCode).toBe(400);
    expect((await put('manager', 999_999_999, { numero_pedido: 'X' })).json()).toEqual({
      detail: MENSAJES_ADDITIONAL_INFO.noEncontrada,
    });
    const hostilePut = await put('manager', created.id, {
      numero_pedido: 'x'.repeat(10_240),
      portabilidad: 'no',
    });
    expect(Object.keys(hostilePut.json()).sort()).toEqual(['numero_pedido', 'portabilidad']);
    expect(await stored(paquete)).toEqual([expect.objectContaining({ numeroPedido: null })]);
  });
});
