import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { seedClientes } from '../../../test/support/tenant-rows';

let app: FastifyInstance;
let tenant: TestTenant;
let managerToken: string;
let comercialToken: string;
let ids: Map<string, number>;

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  // Noise in another tenant that no filter may ever return.
  const other = await createTestTenant(created.database);
  await seedClientes(created.database, other.id, [
    { nombre: 'Ana Intrusa', telefonos: ['600111999'], cp: '28013' },
  ]);
  ids = await seedClientes(created.database, tenant.id, [
    {
      nombre: 'Ana Torres',
      documento: '12345678Z',
      tipoDocumento: 'DNI',
      email: 'ana@correo.es',
      telefonos: ['600111222'],
      direccion: 'Calle Mayor 1',
      cp: '28013',
      localidad: 'Madrid',
      segmento: 'PARTICULAR',
      ispActual: 'Movistar',
      notas: 'llamar por la tarde',
      comercialId: tenant.accounts.comercial.id,
      origen: 'Feria',
      fechaContacto: '2026-03-10',
      updatedOn: new Date('2026-03-10T10:00:00Z'),
      // 23:30 in Madrid on 15 March.
      agendado: { fecha: new Date('2026-03-15T22:30:00Z'), tipoLlamada: 'Entrante' },
    },
    {
      nombre: 'Benito Ruiz',
      documento: 'X1234567L',
      tipoDocumento: 'NIE',
      email: 'benito@empresa.com',
      telefonos: ['911222333'],
      direccion: 'Avenida Diagonal 100',
      cp: '08019',
      localidad: 'Barcelona',
      segmento: 'NEGOCIOS',
      ispActual: 'Vodafone',
      razonNoInteresado: 'Precio',
      notas: 'cliente difícil',
      estado: 'NO_INTERESADO',
      comercialId: tenant.accounts.manager.id,
      origen: 'Web',
      fechaContacto: '2026-03-11',
      updatedOn: new Date('2026-03-11T10:00:00Z'),
      noInteresado: { razon: 'Precio', tipo: 'Definitivo' },
      // 00:30 in Madrid on 13 March.
      oferta: {
        estado: 4,
        tipoOferta: 'PORTABILIDAD',
        fechaVenta: new Date('2026-03-12T23:30:00Z'),
        tarifaId: 7,
      },
      contrato: {
        isp: 'Orange',
        estado: 'ACTIVO',
        segmento: 'NEGOCIOS',
        tariffCategory: 'convergent',
        servicios: ['FIBRA', 'MOVIL'],
        permanenceEnd: '2027-01-31',
        estadoServicio: 'Enviado',
        packageId: 'PK-1',
        sfid: 'SF-1',
      },
    },
    {
      nombre: 'Carla Gómez',
      telefonos: ['+447700900123'],
      cp: '41001',
      localidad: 'Sevilla',
      estado: 'OFERTA',
      comercialId: null,
      updatedOn: new Date('2026-03-12T10:00:00Z'),
      oferta: { estado: 2, tipoOferta: 'ALTA NUEVA', tarifaId: 9 },
      contrato: { estado: 'VUELO', servicios: ['MOVIL'], isp: 'Digi' },
    },
  ]);
  managerToken = (await login(app, tenant, 'manager')).access;
  comercialToken = (await login(app, tenant, 'comercial')).access;
});

const list = (query: string, token = managerToken) =>
  app.inject({ method: 'GET', url: `/api/clientes/entradas/?${query}`, headers: bearer(token, tenant.host) });

const names = async (query: string, token = managerToken): Promise<string[]> => {
  const response = await list(query, token);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response
    .json()
    .results.map((row: { nombre: string }) => row.nombre)
    .sort();
};

describe('GET /api/clientes/entradas/ filters (SPEC §3 "Telework query filters")', () => {
  const ANA = 'Ana Torres';
  const BENITO = 'Benito Ruiz';
  const CARLA = 'Carla Gómez';

  it.each([
    ['nombre=ana', [ANA]],
    ['lastname=ruiz', [BENITO]],
    ['documento=x1234567', [BENITO]],
    ['tipo_documento=DNI', [ANA]],
    ['telefono=111', [ANA]],
    ['telefono=600%20111%20222', [ANA]],
    ['estadoCliente=NO_INTERESADO', [BENITO]],
    ['estadoOferta[]=2', [CARLA]],
    ['estadoOferta=4&estadoOferta=2', [BENITO, CARLA]],
    ['tipoOferta=PORTABILIDAD', [BENITO]],
    ['email=empresa', [BENITO]],
    ['direccion=diagonal', [BENITO]],
    ['cp=28', [ANA]],
    ['localidad=sevilla', [CARLA]],
    ['fecha_contacto_after=2026-03-11', [BENITO]],
    ['fecha_contacto_before=2026-03-10', [ANA]],
    ['fecha_contacto[]=2026-03-10&fecha_contacto[]=2026-03-10', [ANA]],
    ['updated_on_after=2026-03-12', [CARLA]],
    ['updated_on[]=2026-03-10&updated_on[]=2026-03-11', [ANA, BENITO]],
    ['segmento=NEGOCIOS', [BENITO]],
    ['comercial=null', [CARLA]],
    ['tipo_comercial=TIENDA', [ANA, BENITO]],
    ['tipo_comercial=DBL', []],
    ['ispActual=Vodafone', [BENITO]],
    ['fecha_agendado_after=2026-03-15&fecha_agendado_before=2026-03-15', [ANA]],
    ['fecha_agendado_after=2026-03-16', []],
    ['fecha_venta_after=2026-03-13&fecha_venta_before=2026-03-13', [BENITO]],
    ['fecha_venta_before=2026-03-12', []],
    ['oferta=9', [CARLA]],
    ['razon_no_interesado=Precio', [BENITO]],
    ['notes=tarde', [ANA]],
    ['opciones_tipo_llamada=Entrante', [ANA]],
    ['opciones_no_interesado=Definitivo', [BENITO]],
    ['contractIsp=Orange', [BENITO]],
    ['estadoServicio=VUELO', [CARLA]],
    ['contractSegment=NEGOCIOS', [BENITO]],
    ['contractTariffCategory=convergent', [BENITO]],
    ['contractServices=FIBRA', [BENITO]],
    ['contractServices=MOVIL', [BENITO, CARLA]],
    ['notContractServices=FIBRA', [ANA, CARLA]],
    ['contractPermanenceEnding_after=2027-01-01&contractPermanenceEnding_before=2027-01-31', [BENITO]],
    ['contractPermanenceEnding_before=2027-01-30', []],
    ['contractServiceState=Enviado', [BENITO]],
    ['contractPackageId=PK-1', [BENITO]],
    ['contractSfid=SF-1', [BENITO]],
    ['search=correo', [ANA]],
    ['search=600111', [ANA]],
    ['search=x1234', [BENITO]],
    ['nombre=&estadoOferta[]=&segmento=', [ANA, BENITO, CARLA]],
    ['contractIsp=Orange&contractServices=MOVIL', [BENITO]],
    ['contractIsp=Digi&contractServices=FIBRA', []],
  ])('%s', async (query, expected) => {
    expect(await names(query)).toEqual([...expected].sort());
  });

  it('filters by origin and by commercial id', async () => {
    const origenes = await app.inject({
      url: '/api/utils/model-query/?model=origenBBDD',
      headers: bearer(managerToken, tenant.host),
    });
    const feria = origenes.json().find((row: { nombre: string }) => row.nombre === 'Feria');
    expect(await names(`origenBbdd=${feria.id}`)).toEqual([ANA]);
    expect(await names(`comercial=${tenant.accounts.comercial.id}`)).toEqual([ANA]);
    expect(await names(`comercial=${tenant.accounts.comercial.id}&comercial=null`)).toEqual([ANA, CARLA]);
  });
});

describe('GET /api/clientes/entradas/ paging and order', () => {
  it('answers {results, count, current}, newest first by default', async () => {
    const body = (await list('')).json();
    expect(body.count).toBe(3);
    expect(body.count_exact).toBe(true);
    expect(body.current).toBe(1);
    expect(body.results.map((row: { nombre: string }) => row.nombre)).toEqual([
      'Carla Gómez',
      'Benito Ruiz',
      'Ana Torres',
    ]);
    expect(body.results[1]).toMatchObject({
      id: ids.get('Benito Ruiz'),
      documento: 'X1234567L',
      telefonos_contacto: ['911222333'],
      origen_bbdd: { nombre: 'Web' },
      direccion: { direccion: 'Avenida Diagonal 100', cp: '08019', localidad: 'Barcelona' },
      comercial: { id: tenant.accounts.manager.id, nombre_completo: 'Manager Prueba' },
      fecha_contacto: '2026-03-11',
      updated_on: '2026-03-11T10:00:00.000Z',
      last_atencion: { tipo: 'OFERTA' },
    });
  });

  it('pages, orders by a chosen field and rejects a page past the end', async () => {
    const second = (await list('itemsPerPage=2&page=2&ordering=nombre')).json();
    expect(second).toMatchObject({ count: 3, current: 2 });
    expect(second.results.map((row: { nombre: string }) => row.nombre)).toEqual(['Carla Gómez']);
    const past = await list('itemsPerPage=2&page=3');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Página inválida.' });
    const empty = await list('nombre=nadie');
    expect(empty.json()).toEqual({ results: [], count: 0, current: 1, count_exact: true });
  });

  it.each([
    'estadoOferta=abc',
    `nombre=${'x'.repeat(10_000)}`,
    'page=0',
    'itemsPerPage=1000',
    'fecha_venta_after=ayer',
    'ordering=password_hash',
    'comercial=-1',
  ])('rejects the bad filter %s with 400', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).length).toBeGreaterThan(0);
  });

  it('treats SQL-looking text as text', async () => {
    expect(await names('nombre=%27%3B%20DROP%20TABLE%20clientes%3B%20--')).toEqual([]);
    expect(await names('nombre=%25')).toEqual([]);
    expect(await names('')).toHaveLength(3);
  });
});

describe('customer scoping by role', () => {
  it('shows a Comercial only their own and the unassigned customers', async () => {
    expect(await names('', comercialToken)).toEqual(['Ana Torres', 'Carla Gómez']);
    const foreign = await app.inject({
      url: `/api/clientes/entradas/${ids.get('Benito Ruiz')}/`,
      headers: bearer(comercialToken, tenant.host),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'No se ha encontrado al cliente' });
  });
});
