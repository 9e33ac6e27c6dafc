import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_ID } from '@ventas/domain/http/id';
import { INVALID_PAGE } from '@ventas/domain/http/page';
import { ATENCIONES_LIST_FILTERS } from '@ventas/domain/telework/atenciones-list-contract';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import {
  insertAtencion,
  insertCliente,
  insertGestion,
  insertOferta,
} from '../../../test/support/tenant-rows';
import type { Database } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { ATENCIONES_LIST_SQL } from './atenciones-list.repository';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otherTenant: TestTenant;
const tokens = { manager: '', comercial: '', otherTenantManager: '' };
/** Customers by whose they are. */
const clientes = { propio: 0, libre: 0, ajeno: 0, otroTenant: 0 };
const gestiones = { alta: 0, baja: 0 };
/** The tenant's attentions, by what they are. */
const at = { gestionPropia: 0, gestionAjena: 0, agendado: 0, noInteresado: 0, oferta: 0, otroTenant: 0 };

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  tokens.manager = (await login(app, tenant, 'manager')).access;
  tokens.comercial = (await login(app, tenant, 'comercial')).access;
  tokens.otherTenantManager = (await login(app, otherTenant, 'manager')).access;
  const { comercial, manager } = tenant.accounts;
  // The manager is a DBL commercial; everyone else keeps the default TIENDA.
  await database.tenant(tenant.id, (tx) =>
    tx
      .update(accounts)
      .set({ tipoComercial: 'DBL' })
      .where(and(eq(accounts.tenantId, tenant.id), eq(accounts.id, manager.id))),
  );

  clientes.propio = await insertCliente(database, tenant.id, {
    nombre: 'Ana Propia',
    comercialId: comercial.id,
  });
  clientes.libre = await insertCliente(database, tenant.id, { nombre: 'Bruno Libre', comercialId: null });
  clientes.ajeno = await insertCliente(database, tenant.id, {
    nombre: 'Carla Ajena',
    comercialId: manager.id,
  });
  clientes.otroTenant = await insertCliente(database, otherTenant.id, { nombre: 'Dora Otra' });
  gestiones.alta = await insertGestion(database, tenant.id, { name: 'Alta de línea' });
  gestiones.baja = await insertGestion(database, tenant.id, { name: 'Baja de línea' });

  at.gestionPropia = await insertAtencion(database, tenant.id, {
    clienteId: clientes.propio,
    comercialId: comercial.id,
    tipo: 'GESTION',
    estado: 'REALIZADO',
    gestionId: gestiones.alta,
    updatedOn: new Date('2026-03-10T10:00:00Z'),
  });
  // 00:30 on 1 April in Madrid (summer time): April's, not March's.
  at.gestionAjena = await insertAtencion(database, tenant.id, {
    clienteId: clientes.ajeno,
    comercialId: manager.id,
    tipo: 'GESTION',
    estado: 'REALIZADO',
    gestionId: gestiones.baja,
    updatedOn: new Date('2026-03-31T22:30:00Z'),
  });
  at.agendado = await insertAtencion(database, tenant.id, {
    clienteId: clientes.libre,
    comercialId: comercial.id,
    tipo: 'AGENDADO',
    estado: 'PENDIENTE',
    fechaAgendado: new Date('2026-04-02T08:00:00Z'),
    updatedOn: new Date('2026-03-01T12:00:00Z'),
  });
  at.noInteresado = await insertAtencion(database, tenant.id, {
    clienteId: clientes.propio,
    comercialId: manager.id,
    tipo: 'NO_INTERESADO',
    estado: 'REALIZADO',
    razonNoInteresado: 'Precio',
    updatedOn: new Date('2026-02-15T12:00:00Z'),
  });
  ({ atencionId: at.oferta } = await insertOferta(database, tenant.id, {
    clienteId: clientes.ajeno,
    comercialId: manager.id,
    precioTotal: '29.9',
    paquetes: [{ estado: 'ACTIVO' }],
    updatedOn: new Date('2026-03-20T12:00:00Z'),
  }));
  at.otroTenant = await insertAtencion(database, otherTenant.id, {
    clienteId: clientes.otroTenant,
    tipo: 'GESTION',
    estado: 'REALIZADO',
  });
});

type Caller = keyof typeof tokens;
const list = (caller: Caller, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/atenciones/${query ? `?${query}` : ''}`,
    headers: bearer(tokens[caller], caller === 'otherTenantManager' ? otherTenant.host : tenant.host),
  });

async function idsOf(caller: Caller, query = ''): Promise<number[]> {
  const response = await list(caller, query);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response.json().results.map((row: { id: number }) => row.id);
}

/** Each filter's query, and the ids it leaves, newest first (the manager sees them all). */
function narrowingCases(): Array<[string, number[]]> {
  const { comercial, manager } = tenant.accounts;
  return [
    ['filter=gestiones', [at.gestionAjena, at.gestionPropia]],
    ['filter=ofertas', [at.oferta]],
    ['filter=agendados', [at.agendado]],
    ['filter=no_interesados', [at.noInteresado]],
    ['filter[]=gestiones&filter[]=ofertas', [at.gestionAjena, at.oferta, at.gestionPropia]],
    ['tipo[]=GESTION&tipo[]=AGENDADO', [at.gestionAjena, at.gestionPropia, at.agendado]],
    ['tipo=GESTION,NO_INTERESADO', [at.gestionAjena, at.gestionPropia, at.noInteresado]],
    ['tipo=GESTION&tipo=OFERTA', [at.gestionAjena, at.oferta, at.gestionPropia]],
    // A view and a tipo must both hold.
    ['filter=gestiones&tipo[]=OFERTA', []],
    ['estado[]=PENDIENTE', [at.agendado]],
    ['estado[]=REALIZADO&filter=gestiones', [at.gestionAjena, at.gestionPropia]],
    [`comercial[]=${manager.id}`, [at.gestionAjena, at.oferta, at.noInteresado]],
    [`comercial[]=${comercial.id}`, [at.gestionPropia, at.agendado]],
    [`cliente=${clientes.propio}`, [at.gestionPropia, at.noInteresado]],
    [`gestion[]=${gestiones.alta}`, [at.gestionPropia]],
    [`gestion[]=${gestiones.alta}&gestion[]=${gestiones.baja}`, [at.gestionAjena, at.gestionPropia]],
    ['tipo_comercial=DBL', [at.gestionAjena, at.oferta, at.noInteresado]],
    ['tipo_comercial=TIENDA', [at.gestionPropia, at.agendado]],
    // Whole Madrid days: 22:30 UTC on 31 March is already 1 April there.
    ['updated_on[]=2026-03-01&updated_on[]=2026-03-31', [at.oferta, at.gestionPropia, at.agendado]],
    ['updated_on_after=2026-04-01', [at.gestionAjena]],
    ['updated_on_before=2026-02-28', [at.noInteresado]],
    [
      `updated_on_after=2026-03-10&updated_on_before=2026-03-10&comercial[]=${comercial.id}`,
      [at.gestionPropia],
    ],
    // Ids that match nothing here: unknown, or another tenant's.
    ['cliente=999999999', []],
    [`cliente=${clientes.otroTenant}`, []],
  ];
}

describe('GET /api/atenciones/ (SPEC §7 Calculator)', () => {
  it("lists the tenant's attentions newest first, each as the history shows it plus its customer's name", async () => {
    const response = await list('manager');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.results.map((row: { id: number }) => row.id)).toEqual([
      at.gestionAjena,
      at.oferta,
      at.gestionPropia,
      at.agendado,
      at.noInteresado,
    ]);
    expect([page.count, page.current, page.count_exact]).toEqual([5, 1, true]);
    for (const row of page.results) {
      const entrada = await app.inject({
        method: 'GET',
        url: `/api/atenciones/entradas/${row.id}`,
        headers: bearer(tokens.manager, tenant.host),
      });
      const { cliente_nombre, ...view } = row;
      expect(view).toEqual(entrada.json());
      expect(typeof cliente_nombre).toBe('string');
    }
    const [gestion, oferta] = page.results;
    expect(gestion).toMatchObject({
      cliente: clientes.ajeno,
      cliente_nombre: 'Carla Ajena',
      gestion: { id: gestiones.baja, name: 'Baja de línea' },
      comercial: { id: tenant.accounts.manager.id, nombre_completo: 'Manager Prueba' },
    });
    expect(oferta).toMatchObject({
      tipo: 'OFERTA',
      oferta: { precioTotal: '29.90', estadoLabel: 'Pendiente' },
    });
  });

  it('narrows by each filter, with bracketed, repeated or comma-separated arrays', async () => {
    for (const [query, expected] of narrowingCases())
      expect(await idsOf('manager', query), query).toEqual(expected);
  });

  it('pages and orders by updated_on or id, and refuses a page past the end', async () => {
    const second = (await list('manager', 'itemsPerPage=2&page=2')).json();
    expect(second.results.map((row: { id: number }) => row.id)).toEqual([at.gestionPropia, at.agendado]);
    expect([second.count, second.current]).toEqual([5, 2]);
    const all = [at.gestionPropia, at.gestionAjena, at.agendado, at.noInteresado, at.oferta];
    const ascending = [...all].sort((a, b) => a - b);
    expect(await idsOf('manager', 'ordering=id')).toEqual(ascending);
    expect(await idsOf('manager', 'ordering=-id')).toEqual([...ascending].reverse());
    expect(await idsOf('manager', 'ordering=updated_on')).toEqual([
      at.noInteresado,
      at.agendado,
      at.gestionPropia,
      at.oferta,
      at.gestionAjena,
    ]);
    const past = await list('manager', 'itemsPerPage=2&page=4');
    expect([past.statusCode, past.json()]).toEqual([404, { detail: INVALID_PAGE }]);
  });

  it('shows a Comercial only the attentions of their own and unassigned customers, whoever recorded them', async () => {
    expect(await idsOf('comercial')).toEqual([at.gestionPropia, at.agendado, at.noInteresado]);
    expect(await idsOf('comercial', `cliente=${clientes.ajeno}`)).toEqual([]);
    expect((await list('comercial', 'filter=gestiones')).json().count).toBe(1);
  });

  it("never shows another tenant's attentions", async () => {
    expect(await idsOf('otherTenantManager')).toEqual([at.otroTenant]);
    expect(await idsOf('otherTenantManager', `cliente=${clientes.propio}`)).toEqual([]);
    expect(await idsOf('manager', 'filter=gestiones')).not.toContain(at.otroTenant);
  });

  it('answers hostile or misspelt parameters with a 400 naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      ['filter=gestion', 'filter'],
      ['filter[]=gestiones&filter[]=todas', 'filter'],
      ['tipo[]=gestion', 'tipo'],
      ['estado[]=HECHO', 'estado'],
      ['tipo_comercial=tienda', 'tipo_comercial'],
      ['comercial[]=abc', 'comercial'],
      ['comercial[]=2147483648', 'comercial'],
      ['comercial[]=0', 'comercial'],
      ['cliente=-1', 'cliente'],
      ['cliente=0x1', 'cliente'],
      ['gestion[]=1.5', 'gestion'],
      ['updated_on[]=2026-02-30', 'updated_on_after'],
      ['updated_on_after=0000-01-01', 'updated_on_after'],
      ['updated_on_before=2026-13-01', 'updated_on_before'],
      ['updated_on_before=31/03/2026', 'updated_on_before'],
      ['ordering=cliente_nombre', 'ordering'],
      ['page=0', 'page'],
      ['itemsPerPage=1000', 'itemsPerPage'],
      [`filter=${'x'.repeat(10_240)}`, 'filter'],
      [`tipo=${'GESTION,'.repeat(101)}`, 'tipo'],
      ['cliente=1%00', 'cliente'],
      ['estado=%07', 'estado'],
    ];
    for (const [query, field] of cases) {
      const response = await list('manager', query);
      expect(response.statusCode, query.slice(0, 80)).toBe(400);
      expect(Object.keys(response.json()), query.slice(0, 80)).toContain(field);
    }
    expect((await list('manager', 'cliente=abc')).json()).toEqual({ cliente: [INVALID_ID] });
  });

  it('refuses a caller without a session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/atenciones/',
      headers: { host: tenant.host },
    });
    expect(response.statusCode).toBe(401);
  });
  it('has one condition per declared filter, and the narrowing table sets every one', () => {
    const declared = Object.keys(ATENCIONES_LIST_FILTERS).sort();
    expect(Object.keys(ATENCIONES_LIST_SQL).sort()).toEqual(declared);
    const exercised = new Set(
      narrowingCases().flatMap(([query]) =>
        [...new URLSearchParams(query).keys()].map((name) => name.replace(/(\[\]|_after|_before)$/, '')),
      ),
    );
    expect([...exercised].sort()).toEqual(declared);
  });
});
