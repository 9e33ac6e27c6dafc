import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { exportedRows } from '../../../test/support/exported-sheet';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;

const EXPORT = '/api/cuentas/entradas/download-xlsx/';
const IBAN = 'ES9121000418450200051332';
const HEADERS = [
  'Nombre completo',
  'Usuario',
  'Rol',
  'Estado',
  'Tipo de comercial',
  'Tipo de documento',
  'Documento',
  'NUSS',
  'IBAN',
  'Talla',
  'Coste general (€)',
  'Correo electrónico',
  'Teléfonos',
  'Dirección',
  'Código postal',
  'Localidad',
];

/** Lucía carries every HR field; a hostile name starts with '='. */
beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  const other = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, other);
  const lucia = await otroComercial(database, tenant.id, 'lucia', {
    estado: 'VACACIONES',
    tipoComercial: 'DBL',
  });
  const hostil = await otroComercial(database, tenant.id, 'hostil', { estado: 'BAJA' });
  await database.tenant(tenant.id, async (tx) => {
    await tx.execute(sql`UPDATE accounts SET nombre = 'Lucía', apellidos = 'Gómez', documento = '12345678Z',
      tipo_documento = 'DNI', nuss = '281234567840', iban = ${IBAN}, talla = 'M', costo_general = 1500.25,
      email = 'lucia@example.com', numeros_contacto = '["612345678","912345678"]'::jsonb,
      direccion = 'Calle Mayor 1', cp = '28013', localidad = 'Madrid' WHERE id = ${lucia}`);
    await tx.execute(sql`UPDATE accounts SET nombre = '=HYPERLINK("http://x")', direccion = '+34 calle'
      WHERE id = ${hostil}`);
  });
});

const rowOf = (rows: unknown[][], usuario: string) => rows.find((row) => row[1] === usuario);

describe('GET /api/cuentas/entradas/download-xlsx/', () => {
  it('exports the directory with Spanish headers, labels and the IBAN masked', async () => {
    const rows = await exportedRows(call, 'admin', `${EXPORT}?ordering=username`);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      'admin',
      'comercial',
      'hostil',
      'lucia',
      'manager',
      'superadmin',
    ]);
    expect(rowOf(rows, 'lucia')).toEqual([
      'Lucía Gómez',
      'lucia',
      'Comercial',
      'Vacaciones',
      'DBL',
      'DNI',
      '12345678Z',
      '281234567840',
      '•••• 1332',
      'M',
      1500.25,
      'lucia@example.com',
      '612345678, 912345678',
      'Calle Mayor 1',
      '28013',
      'Madrid',
    ]);
  });

  it('writes no full IBAN nor password hash anywhere in the sheet', async () => {
    const text = JSON.stringify(await exportedRows(call, 'admin', EXPORT));
    expect(text).not.toContain(IBAN);
    expect(text).not.toMatch(/argon2|password/i);
  });

  it('keeps text that looks like a formula inert', async () => {
    const hostil = rowOf(await exportedRows(call, 'superadmin', `${EXPORT}?search=hostil`), 'hostil');
    expect(hostil?.[0]).toBe(`'=HYPERLINK("http://x")`);
    expect(hostil?.[3]).toBe('Baja');
    expect(hostil?.[13]).toBe(`'+34 calle`);
  });

  it('applies the list’s filters and search', async () => {
    const rows = await exportedRows(call, 'admin', `${EXPORT}?estado=VACACIONES,BAJA&rol=4&search=l`);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['hostil', 'lucia']);
  });

  it('exports only the caller’s distributor', async () => {
    const usuarios = (await exportedRows(otherCall, 'admin', EXPORT)).slice(1).map((row) => row[1]);
    expect(usuarios).toHaveLength(4);
    expect(usuarios).not.toContain('lucia');
  });

  it('refuses a Manager and a Comercial, and hostile filters get a 4xx', async () => {
    expect((await call('manager', 'GET', EXPORT)).statusCode).toBe(403);
    expect((await call('comercial', 'GET', EXPORT)).statusCode).toBe(403);
    expect((await call('admin', 'GET', `${EXPORT}?ordering=password_hash`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', `${EXPORT}?search=${'x'.repeat(10_000)}`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', `${EXPORT}?estado=%00`)).statusCode).toBe(400);
  });
});
