import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RECHAZADA } from '@ventas/provider-simulator/casos-especiales';
import { DETALLES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import { SLUGS_POR_DEFECTO } from '@ventas/domain/proveedores/proveedores';
import type { Database } from '../../db/database';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import {
  createCustomer,
  simulatorForTests,
  storeCredential,
  type TestSimulator,
} from '../../../test/support/provider-simulator';

const B = `/api/scraping/${SLUGS_POR_DEFECTO.b}/cliente`;
const D = `/api/scraping/${SLUGS_POR_DEFECTO.d}/management`;

let app: FastifyInstance;
let database: Database;
let simulator: TestSimulator;
let grupoB: TestTenant;
let otroB: TestTenant;
let grupoA: TestTenant;
let grupoCD: TestTenant;
const token = {} as Record<string, string>;
let suyo: number;
let ajeno: number;

beforeAll(async () => {
  simulator = await simulatorForTests();
  ({ app, database } = await createTestApp(simulator.providers()));
  grupoB = await createTestTenant(database, { groups: ['B'] });
  otroB = await createTestTenant(database, { groups: ['B'] });
  grupoA = await createTestTenant(database, { groups: ['A'] });
  grupoCD = await createTestTenant(database, { groups: ['C', 'D'] });
  for (const [nombre, tenant] of Object.entries({ grupoB, otroB, grupoA, grupoCD })) {
    for (const rol of ['superadmin', 'manager', 'comercial'])
      token[`${nombre}.${rol}`] = (await login(app, tenant, rol)).access;
  }
  await storeCredential(app, grupoB, token['grupoB.superadmin']!, SLUGS_POR_DEFECTO.b);
  suyo = await createCustomer(app, grupoB, token['grupoB.comercial']!, {
    documento: '12345678Z',
    telefonos: ['612345678'],
  });
  // A customer of the manager's: a Comercial does not work it (decision 16).
  ajeno = await createCustomer(app, grupoB, token['grupoB.manager']!, {
    documento: '87654321X',
    telefonos: ['622345678'],
  });
  await database.owner.execute(
    sql`UPDATE clientes SET comercial_id = ${grupoB.accounts.manager.id} WHERE id = ${ajeno}`,
  );
});
afterAll(async () => {
  await app.close();
  await simulator.close();
});

const get = (quien: string | null, tenant: TestTenant, url: string, query: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    query,
    headers: quien ? bearer(token[quien]!, tenant.host) : { host: tenant.host },
  });

describe('which providers a distributor has (issue 18)', () => {
  it('follows its groups and gives their slugs', async () => {
    expect((await get('grupoB.comercial', grupoB, '/api/scraping/proveedores/')).json()).toEqual({
      proveedores: [{ proveedor: 'b', slug: SLUGS_POR_DEFECTO.b }],
    });
    expect((await get('grupoCD.comercial', grupoCD, '/api/scraping/proveedores/')).json()).toEqual({
      proveedores: [
        { proveedor: 'c', slug: SLUGS_POR_DEFECTO.c },
        { proveedor: 'd', slug: SLUGS_POR_DEFECTO.d },
      ],
    });
    expect((await get('grupoA.comercial', grupoA, '/api/scraping/proveedores/')).json()).toEqual({
      proveedores: [],
    });
    expect((await get(null, grupoA, '/api/scraping/proveedores/')).statusCode).toBe(401);
  });
});

describe('the server enforces group, role, customer and tenant on every provider call (issue 18)', () => {
  it("refuses another group's provider and asks it nothing", async () => {
    await simulator.olvidarLlamadas();
    expect((await get('grupoA.comercial', grupoA, `${B}/resources/grupomm/`)).statusCode).toBe(403);
    expect((await get('grupoCD.manager', grupoCD, `${B}/cobertura/`, { cp: '28013' })).statusCode).toBe(403);
    expect(
      (await get('grupoB.manager', grupoB, `${D}/tickets/`, { since: '2026-10-01', until: '2026-10-02' }))
        .statusCode,
    ).toBe(403);
    expect(Object.values(await simulator.llamadas()).reduce((a, b) => a + (b ?? 0), 0)).toBe(0);
  });

  it('offers tracking is for managers and above of group D', async () => {
    const q = { since: '2026-10-01', until: '2026-10-02' };
    expect((await get('grupoCD.comercial', grupoCD, `${D}/tickets/`, q)).statusCode).toBe(403);
    // The manager passes the rule; without a credential for D the answer is 409.
    expect((await get('grupoCD.manager', grupoCD, `${D}/tickets/`, q)).statusCode).toBe(409);
  });

  it('answers 401 without a session', async () => {
    expect((await get(null, grupoB, `${B}/${suyo}/`)).statusCode).toBe(401);
  });

  it("gives a Comercial a 404 for a customer they do not work, and another tenant's user a 404 for any", async () => {
    await simulator.olvidarLlamadas();
    expect((await get('grupoB.comercial', grupoB, `${B}/${ajeno}/`)).statusCode).toBe(404);
    expect((await get('grupoB.comercial', grupoB, `${B}/${suyo}/`)).statusCode).toBe(200);
    await storeCredential(app, otroB, token['otroB.superadmin']!, SLUGS_POR_DEFECTO.b);
    expect((await get('otroB.manager', otroB, `${B}/${suyo}/`)).statusCode).toBe(404);
    expect(
      (
        await get('otroB.manager', otroB, `${B}/facturas/`, {
          cliente_id: String(suyo),
          selectedMeses: '2026-10',
        })
      ).statusCode,
    ).toBe(404);
    expect((await simulator.llamadas())['b.lineas']).toBe(1);
  });

  it('answers 409 when the distributor has no credential for the provider, or one sealed for another', async () => {
    const sinClave = await createTestTenant(database, { groups: ['B'] });
    const t = (await login(app, sinClave, 'manager')).access;
    const sin = await app.inject({
      method: 'GET',
      url: `${B}/resources/grupomm/`,
      headers: bearer(t, sinClave.host),
    });
    expect(sin.statusCode).toBe(409);
    expect(sin.json()).toEqual({ detail: DETALLES_PROVEEDOR.sinCredenciales });
    // grupoB's sealed credential copied into this distributor: it does not decrypt here.
    await database.owner.execute(sql`
      INSERT INTO credenciales (tenant_id, nombre_portal, url, username, password_cifrada, cookie_cifrada)
      SELECT ${sinClave.id}, nombre_portal, url, username, password_cifrada, cookie_cifrada
      FROM credenciales WHERE tenant_id = ${grupoB.id}`);
    const copiada = await app.inject({
      method: 'GET',
      url: `${B}/resources/grupomm/`,
      headers: bearer(t, sinClave.host),
    });
    expect(copiada.statusCode).toBe(409);
    expect(copiada.json()).toEqual({ detail: DETALLES_PROVEEDOR.sinCredenciales });
  });

  it('answers 502 with our sentence when the provider refuses the credentials', async () => {
    const rechazado = await createTestTenant(database, { groups: ['B'] });
    await storeCredential(
      app,
      rechazado,
      (await login(app, rechazado, 'superadmin')).access,
      SLUGS_POR_DEFECTO.b,
      {
        password: PASSWORD_RECHAZADA,
      },
    );
    const t = (await login(app, rechazado, 'manager')).access;
    const response = await app.inject({
      method: 'GET',
      url: `${B}/resources/grupomm/`,
      headers: bearer(t, rechazado.host),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: DETALLES_PROVEEDOR.credencialesRechazadas });
  });

  it('uses the credential named after the provider slug, in any case, and no other', async () => {
    const dos = await createTestTenant(database, { groups: ['B'] });
    const admin = (await login(app, dos, 'superadmin')).access;
    await storeCredential(app, dos, admin, 'Portal del operador', { password: PASSWORD_RECHAZADA });
    const t = (await login(app, dos, 'manager')).access;
    const call = () =>
      app.inject({ method: 'GET', url: `${B}/resources/grupomm/`, headers: bearer(t, dos.host) });
    expect((await call()).statusCode).toBe(409);
    await storeCredential(app, dos, admin, SLUGS_POR_DEFECTO.b.toUpperCase());
    expect((await call()).statusCode).toBe(200);
  });
});
