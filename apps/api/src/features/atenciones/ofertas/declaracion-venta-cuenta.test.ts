import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../../test/support/catalogue-caller';
import {
  seedOfferCatalogue,
  workedPackages,
  type OfferCatalogueIds,
} from '../../../../test/support/offer-catalogue';
import { insertCliente } from '../../../../test/support/tenant-rows';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  TEST_PASSWORD,
  type TestTenant,
} from '../../../../test/support/test-app';
import type { Database } from '../../../db/database';
import { teamMembers, teams } from '../../../db/schema/calculadora';
import { createAccount } from '../../../db/seed/tenant-factory';

/**
 * The Dashboard's "ventas por confirmar" (decision 218): GET …/activaciones-pendientes/cuenta/
 * counts what the pending list shows the caller. Accounts: the tenant's Comercial in its
 * Manager's team, a second Comercial in no team; a second tenant with requests of its own.
 */
const CUENTA = '/api/atenciones/ofertas/activaciones-pendientes/cuenta/';
const LISTA = '/api/atenciones/ofertas/activaciones-pendientes/';

interface Distribuidor {
  tenant: TestTenant;
  call: Caller;
  ids: OfferCatalogueIds;
}

let app: FastifyInstance;
let database: Database;
let propio: Distribuidor;
let otro: Distribuidor;
type Llamada = (url: string, payload?: object) => ReturnType<Caller>;
/** The Comercial in no team, with their own session. */
let sinEquipo: { get: Llamada; put: Llamada; post: Llamada };

async function distribuidor(): Promise<Distribuidor> {
  const tenant = await createTestTenant(database);
  const call = await callerFor(app, tenant);
  return { tenant, call, ids: await seedOfferCatalogue(call) };
}

/**
 * A Presentada offer on a new customer of `comercialId`, recorded by them (`post`), whose move to
 * Activada (`put`) becomes a pending request under "Un manager confirma".
 */
async function solicitud({ tenant, ids }: Distribuidor, comercialId: number, post: Llamada, put: Llamada) {
  const clienteId = await insertCliente(database, tenant.id, { comercialId, segmento: 'PARTICULAR' });
  const paquetes = workedPackages(ids, []);
  const creada = await post('/api/atenciones/entradas/', {
    cliente: clienteId,
    tipo: 'OFERTA',
    oferta: { estado: 2, paquetes },
  });
  if (creada.statusCode !== 201) throw new Error(creada.body);
  const id = creada.json().oferta.id as number;
  const pedido = await put(`/api/atenciones/oferta/${id}/`, { paquetes, estado: 4 });
  if (pedido.statusCode !== 200 || pedido.json().declaracion.solicitud === null)
    throw new Error(`no request: ${pedido.body}`);
}

/** The requests of a distributor's own Comercial (the one in its Manager's team). */
const delComercial = (d: Distribuidor) =>
  solicitud(
    d,
    d.tenant.accounts.comercial.id,
    (url, payload) => d.call('comercial', 'POST', url, payload),
    (url, payload) => d.call('comercial', 'PUT', url, payload),
  );

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  propio = await distribuidor();
  otro = await distribuidor();
  const { tenant } = propio;
  const cuenta = await createAccount(database, tenant.id, {
    username: 'comercial-sin-equipo',
    password: TEST_PASSWORD,
    rol: 4,
    nombre: 'Comercial',
    apellidos: 'Sin equipo',
  });
  await database.tenant(tenant.id, async (tx) => {
    const [equipo] = await tx
      .insert(teams)
      .values({ tenantId: tenant.id, duttyManagerId: tenant.accounts.manager.id })
      .returning({ id: teams.id });
    await tx
      .insert(teamMembers)
      .values({ tenantId: tenant.id, teamId: equipo!.id, comercialId: tenant.accounts.comercial.id });
  });
  const token = (await login(app, tenant, 'comercial-sin-equipo')).access;
  const como =
    (method: 'GET' | 'PUT' | 'POST'): Llamada =>
    (url, payload) =>
      app.inject({ method, url, headers: bearer(token, tenant.host), ...(payload ? { payload } : {}) });
  sinEquipo = { get: como('GET'), put: como('PUT'), post: como('POST') };

  for (const { call } of [propio, otro]) {
    const modo = await call('admin', 'PUT', '/api/distribuidores/declaracion-ventas/', {
      modo: 'MANAGER_CONFIRMA',
    });
    if (modo.statusCode !== 200) throw new Error(modo.body);
  }
  // Two requests of the team's Comercial, one of the Comercial in no team (an Admin's only).
  await delComercial(propio);
  await delComercial(propio);
  await solicitud(propio, cuenta.id, sinEquipo.post, sinEquipo.put);
  // Four requests in the other distributor: never counted here.
  for (let i = 0; i < 4; i += 1) await delComercial(otro);
});

describe('GET /api/atenciones/ofertas/activaciones-pendientes/cuenta/', () => {
  it("counts the requests the caller may answer: an Admin all of the distributor's, a Manager their team's", async () => {
    const admin = await propio.call('admin', 'GET', CUENTA);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ modo: 'MANAGER_CONFIRMA', pendientes: 3 });
    expect((await propio.call('manager', 'GET', CUENTA)).json()).toEqual({
      modo: 'MANAGER_CONFIRMA',
      pendientes: 2,
    });
    // The same scope as the list it links to.
    expect((await propio.call('admin', 'GET', LISTA)).json()).toHaveLength(3);
    expect((await propio.call('manager', 'GET', LISTA)).json()).toHaveLength(2);
    // The other distributor's Admin sees only its own four.
    expect((await otro.call('admin', 'GET', CUENTA)).json()).toEqual({
      modo: 'MANAGER_CONFIRMA',
      pendientes: 4,
    });
  });

  it('is refused to a Comercial, and to a visitor without a session', async () => {
    expect((await propio.call('comercial', 'GET', CUENTA)).statusCode).toBe(403);
    expect((await sinEquipo.get(CUENTA)).statusCode).toBe(403);
    const anonimo = await app.inject({
      method: 'GET',
      url: CUENTA,
      headers: { host: propio.tenant.host },
    });
    expect(anonimo.statusCode).toBe(401);
  });

  it('says the setting with the count, and drops a request once it is answered', async () => {
    const [primera] = (await propio.call('manager', 'GET', LISTA)).json() as Array<{ oferta: number }>;
    const confirmada = await propio.call(
      'manager',
      'POST',
      `/api/atenciones/oferta/${primera!.oferta}/activacion/confirmar/`,
    );
    expect(confirmada.statusCode).toBe(200);
    expect((await propio.call('manager', 'GET', CUENTA)).json()).toEqual({
      modo: 'MANAGER_CONFIRMA',
      pendientes: 1,
    });
    await propio.call('admin', 'PUT', '/api/distribuidores/declaracion-ventas/', {
      modo: 'COMERCIAL_ACTIVA',
    });
    expect((await propio.call('admin', 'GET', CUENTA)).json()).toMatchObject({ modo: 'COMERCIAL_ACTIVA' });
  });
});
