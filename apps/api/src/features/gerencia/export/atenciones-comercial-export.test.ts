import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { otroComercial } from '../../../../test/support/calculadora-sales';
import { callerFor, type Caller } from '../../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../../test/support/test-app';
import { insertAtencion, insertCliente, insertGestion } from '../../../../test/support/tenant-rows';
import type { Database } from '../../../db/database';
import { atenciones } from '../../../db/schema/atenciones';
import { EXPORT_BATCH_SIZE } from '../../../lists/list-export';
import { exportedRows } from '../../../../test/support/exported-sheet';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let ana: number;
let beto: number;
let ajeno: number;

const EXPORT = '/api/atenciones/gerencia/download-xlsx-atenciones-comercial';
/** February's sales period: the 2nd 00:00 to the 1st 24:00, Madrid (CET, UTC+1). */
const FEBRERO = 'updated_on_after=2026-02-02&updated_on_before=2026-03-01';
const HEADERS = [
  'Fecha',
  'Comercial',
  'Cliente',
  'Documento',
  'Teléfono',
  'Tipo',
  'Estado',
  'Fecha agendado',
  'Razón no interesado',
  'Gestión',
  'Notas',
];
/** Past one batch, so the keyset cursor is crossed. */
const MUCHAS = EXPORT_BATCH_SIZE + 205;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  const other = await createTestTenant(database);
  otherCall = await callerFor(app, other);
  ana = await otroComercial(database, tenant.id, 'ana');
  beto = await otroComercial(database, tenant.id, 'beto');
  ajeno = other.accounts.comercial.id;

  const cliente = await insertCliente(database, tenant.id, {
    nombre: 'Lucía Pérez',
    documento: '12345678Z',
    telefonos: ['600111222', '910000000'],
  });
  const gestion = await insertGestion(database, tenant.id, { name: 'Portabilidad' });
  const at = (iso: string, values: Partial<Parameters<typeof insertAtencion>[2]> = {}) =>
    insertAtencion(database, tenant.id, {
      clienteId: cliente,
      comercialId: ana,
      updatedOn: new Date(iso),
      ...values,
    });
  await at('2026-02-01T22:59:59Z', { notas: 'antes del periodo' });
  await at('2026-02-01T23:00:00Z', {
    notas: 'primer instante',
    fechaAgendado: new Date('2026-02-05T09:30:00Z'),
  });
  await at('2026-02-10T12:00:00Z', {
    tipo: 'NO_INTERESADO',
    estado: 'REALIZADO',
    razonNoInteresado: 'Precio',
    notas: '=1+1',
  });
  await at('2026-02-11T12:00:00Z', { tipo: 'GESTION', estado: 'REALIZADO', gestionId: gestion });
  await at('2026-03-01T22:59:59Z', { notas: 'último instante' });
  await at('2026-03-01T23:00:00Z', { notas: 'después del periodo' });
  await at('2026-02-15T12:00:00Z', { comercialId: beto, notas: 'de beto' });
  await at('2026-02-15T12:00:00Z', { comercialId: null, notas: 'sin comercial' });
  const otro = await insertCliente(database, other.id, { nombre: 'Ajeno' });
  await insertAtencion(database, other.id, {
    clienteId: otro,
    comercialId: ajeno,
    updatedOn: new Date('2026-02-15T12:00:00Z'),
    notas: 'de otro tenant',
  });
});

const column = (rows: unknown[][], header: string) =>
  rows.slice(1).map((row) => row[HEADERS.indexOf(header)]);

describe('GET /api/atenciones/gerencia/download-xlsx-atenciones-comercial', () => {
  it("lists the commercial's attentions of the Madrid range, edges included, oldest first", async () => {
    const rows = await exportedRows(call, 'manager', `${EXPORT}?${FEBRERO}&comercial=${ana}`);
    expect(rows[0]).toEqual(HEADERS);
    expect(column(rows, 'Notas')).toEqual(['primer instante', "'=1+1", undefined, 'último instante']);
    // Excel dates are Madrid wall-clock time: the first one is the 2nd at 00:00.
    expect(column(rows, 'Fecha')).toEqual([
      new Date('2026-02-02T00:00:00Z'),
      new Date('2026-02-10T13:00:00Z'),
      new Date('2026-02-11T13:00:00Z'),
      new Date('2026-03-01T23:59:59Z'),
    ]);
  });

  it('writes every column in Spanish, with the main phone and a formula-looking note as text', async () => {
    const rows = await exportedRows(call, 'admin', `${EXPORT}?${FEBRERO}&comercial=${ana}`);
    const cell = (row: number, header: string) => rows[row]?.[HEADERS.indexOf(header)];
    expect(cell(1, 'Comercial')).toBe('ana');
    expect(cell(1, 'Cliente')).toBe('Lucía Pérez');
    expect(cell(1, 'Documento')).toBe('12345678Z');
    expect(cell(1, 'Teléfono')).toBe('600111222');
    expect(cell(1, 'Tipo')).toBe('Agendado');
    expect(cell(1, 'Estado')).toBe('Pendiente');
    expect(cell(1, 'Fecha agendado')).toEqual(new Date('2026-02-05T10:30:00Z'));
    expect(cell(2, 'Tipo')).toBe('No interesado');
    expect(cell(2, 'Estado')).toBe('Realizado');
    expect(cell(2, 'Razón no interesado')).toBe('Precio');
    expect(cell(2, 'Notas')).toBe("'=1+1");
    expect(cell(3, 'Tipo')).toBe('Gestión');
    expect(cell(3, 'Gestión')).toBe('Portabilidad');
  });

  it('joins several commercials, and never another tenant', async () => {
    const rows = await exportedRows(
      call,
      'manager',
      `${EXPORT}?${FEBRERO}&comercial=${ana}&comercial=${beto}`,
    );
    expect(column(rows, 'Comercial')).toEqual(['ana', 'ana', 'ana', 'beto', 'ana']);
    const foreign = await exportedRows(otherCall, 'manager', `${EXPORT}?${FEBRERO}&comercial=${ajeno}`);
    expect(column(foreign, 'Notas')).toEqual(['de otro tenant']);
  });

  it("refuses another tenant's commercial with 400", async () => {
    const response = await call('manager', 'GET', `${EXPORT}?${FEBRERO}&comercial=${ajeno}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('comercial');
  });

  it('defaults to the current 2nd-to-1st period', async () => {
    const hoy = await insertCliente(database, tenant.id, { nombre: 'Hoy' });
    await insertAtencion(database, tenant.id, { clienteId: hoy, comercialId: beto, notas: 'hoy' });
    const rows = await exportedRows(call, 'manager', `${EXPORT}?comercial=${beto}`);
    expect(column(rows, 'Notas')).toEqual(['hoy']);
  });

  it('streams past one batch in order, each attention once, to the microsecond', async () => {
    const carla = await otroComercial(database, tenant.id, 'carla');
    const cliente = await insertCliente(database, tenant.id, { nombre: 'Muchas' });
    const base = Date.parse('2026-02-20T10:00:00Z');
    await database.tenant(tenant.id, async (tx) => {
      await tx.insert(atenciones).values(
        Array.from({ length: MUCHAS }, (_, i) => ({
          tenantId: tenant.id,
          clienteId: cliente,
          comercialId: carla,
          tipo: 'GESTION',
          notas: `n${String(i).padStart(4, '0')}`,
          // Threes share an instant, so the id decides their order.
          updatedOn: new Date(base + Math.floor(i / 3) * 1000),
        })),
      );
      // Past the millisecond: a cursor rounded to it would read rows twice.
      await tx.execute(
        sql`UPDATE atenciones SET updated_on = updated_on + interval '456 microseconds' WHERE comercial_id = ${carla}`,
      );
    });
    const rows = await exportedRows(call, 'manager', `${EXPORT}?${FEBRERO}&comercial=${carla}`);
    expect(column(rows, 'Notas')).toEqual(
      Array.from({ length: MUCHAS }, (_, i) => `n${String(i).padStart(4, '0')}`),
    );
  });

  it('refuses a Comercial with 403', async () => {
    expect((await call('comercial', 'GET', `${EXPORT}?comercial=${ana}`)).statusCode).toBe(403);
  });

  it.each([
    [
      'an impossible day',
      'updated_on_after=2026-02-30&updated_on_before=2026-03-01&comercial=1',
      'updated_on_after',
    ],
    ['half a range', 'updated_on_after=2026-02-02&comercial=1', 'updated_on'],
    [
      'a range over a year',
      'updated_on_after=2025-01-01&updated_on_before=2026-03-01&comercial=1',
      'updated_on',
    ],
    ['a commercial that is not an id', 'comercial=abc', 'comercial'],
    ['no commercial', FEBRERO, 'comercial'],
    ['an unknown commercial', 'comercial=99999', 'comercial'],
    ['a hostile commercial', 'comercial=1%27%3B--', 'comercial'],
    ['a huge commercial', 'comercial=99999999999', 'comercial'],
    ['a day that is not one', 'updated_on[]=x&updated_on[]=y&comercial=1', 'updated_on'],
  ])('refuses %s with 400 naming the parameter', async (_name, query, campo) => {
    const response = await call('manager', 'GET', `${EXPORT}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(campo);
  });
});
