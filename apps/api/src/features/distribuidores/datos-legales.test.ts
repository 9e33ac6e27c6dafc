import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CODIGO_POSTAL } from '@ventas/domain/validators/codigo-postal';
import { MENSAJES_DOCUMENTO } from '@ventas/domain/validators/documento';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import type { Database } from '../../db/database';
import { DATOS_LEGALES_PATH } from './datos-legales.routes';

let app: FastifyInstance;
let database: Database;
let platform: TestTenant;
let distributor: TestTenant;
let other: TestTenant;
let asPlatform: Caller;
let asDistributor: Caller;
let asOther: Caller;

const BASE = '/api/distribuidores/distribuidor/';
const DATOS = {
  razon_social: 'Telecomunicaciones Norte, S.L.',
  cif: 'B12345674',
  direccion: 'Calle Mayor 1, 2.º B',
  codigo_postal: '28013',
  localidad: 'Madrid',
};
const VACIOS = { razon_social: null, cif: null, direccion: null, codigo_postal: null, localidad: null };

beforeAll(async () => {
  database = await testDatabase();
  platform = await createTestTenant(database, { groups: [] });
  distributor = await createTestTenant(database, { groups: ['A'] });
  other = await createTestTenant(database, { groups: ['A'] });
  ({ app } = await createTestApp({ platformTenant: platform.subdomain }));
  asPlatform = await callerFor(app, platform);
  asDistributor = await callerFor(app, distributor);
  asOther = await callerFor(app, other);
});
afterAll(() => app.close());

describe('PUT/GET /api/distribuidores/datos-legales/ (issue 29 §5)', () => {
  it('lets an Admin write their own distributor’s, normalised, and read them back', async () => {
    expect((await asDistributor('admin', 'GET', DATOS_LEGALES_PATH)).json()).toEqual(VACIOS);
    const saved = await asDistributor('admin', 'PUT', DATOS_LEGALES_PATH, {
      ...DATOS,
      cif: ' b-1234567-4 ',
      razon_social: `  ${DATOS.razon_social} `,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(DATOS);
    expect((await asDistributor('superadmin', 'GET', DATOS_LEGALES_PATH)).json()).toEqual(DATOS);
    // Only theirs: the other distributor's stay unset.
    expect((await asOther('admin', 'GET', DATOS_LEGALES_PATH)).json()).toEqual(VACIOS);
    // The distributor list carries them too.
    const [row] = (await asDistributor('superadmin', 'GET', BASE)).json();
    expect(row).toMatchObject(DATOS);
  });

  it('keeps absent fields and clears blank ones', async () => {
    await asOther('superadmin', 'PUT', DATOS_LEGALES_PATH, DATOS);
    const saved = await asOther('admin', 'PUT', DATOS_LEGALES_PATH, { direccion: '  ', localidad: null });
    expect(saved.json()).toEqual({ ...DATOS, direccion: null, localidad: null });
  });

  it.each(['manager', 'comercial'] as const)('refuses a %s (403)', async (role) => {
    expect((await asDistributor(role, 'GET', DATOS_LEGALES_PATH)).statusCode).toBe(403);
    const put = await asDistributor(role, 'PUT', DATOS_LEGALES_PATH, { razon_social: 'Otra, S.A.' });
    expect(put.statusCode).toBe(403);
    expect((await asDistributor('admin', 'GET', DATOS_LEGALES_PATH)).json().razon_social).not.toBe(
      'Otra, S.A.',
    );
  });

  it('answers 400 with the field errors in Spanish', async () => {
    const response = await asDistributor('admin', 'PUT', DATOS_LEGALES_PATH, {
      cif: 'B12345675',
      codigo_postal: '99999',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      cif: [MENSAJES_DOCUMENTO.cifControl],
      codigo_postal: [MENSAJES_CODIGO_POSTAL.provincia],
    });
  });

  it.each([
    ['an unknown key', { subdomain: 'robado' }],
    ['a number as a name', { razon_social: 12 }],
    ['an object', { cif: { $ne: null } }],
    ['a huge address', { direccion: 'x'.repeat(100_000) }],
    ['a control character', { localidad: 'Madrid\u0000' }],
    ['an array body', [DATOS]],
  ])('refuses %s with a 400', async (_, body) => {
    expect((await asDistributor('admin', 'PUT', DATOS_LEGALES_PATH, body)).statusCode).toBe(400);
  });
});

describe('PUT /api/distribuidores/distribuidor/{id}/ with the legal data', () => {
  it('lets the platform set any distributor’s', async () => {
    const response = await asPlatform('superadmin', 'PUT', `${BASE}${other.id}/`, {
      razon_social: 'Otra Distribuidora, S.A.',
      cif: 'A28015865',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ razon_social: 'Otra Distribuidora, S.A.', cif: 'A28015865' });
    expect((await asOther('admin', 'GET', DATOS_LEGALES_PATH)).json()).toMatchObject({
      razon_social: 'Otra Distribuidora, S.A.',
      cif: 'A28015865',
    });
  });

  it('lets a distributor’s SuperAdmin set their own, and checks the CIF there too', async () => {
    const ok = await asDistributor('superadmin', 'PUT', `${BASE}${distributor.id}/`, { localidad: 'Getafe' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().localidad).toBe('Getafe');
    const bad = await asDistributor('superadmin', 'PUT', `${BASE}${distributor.id}/`, { cif: 'B1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().cif).toHaveLength(1);
  });
});
