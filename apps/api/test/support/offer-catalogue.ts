import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { callerFor, type Caller } from './catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from './test-app';

/** A catalogue an offer can be built from, in operator A, PARTICULAR (the offer tests' fixture). */
export interface OfferCatalogueIds {
  /** 5 € for 3 months and 10 % without end, both offered by `tarifa`. */
  p1: number;
  p2: number;
  /** A promotion no tariff offers. */
  pOther: number;
  sva: number;
  /** 39.90 without tax, with p1, p2 and `sva`. */
  tarifa: number;
  /** An additional line of 10.00 with `phone` on a 15.00 monthly plan. */
  linea: number;
  phone: number;
  phoneNoPlan: number;
  /** 4.95 a month. */
  seguro: number;
}

export async function createCatalogueItem(
  call: Caller,
  path: string,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await call('admin', 'POST', `/api/servicios/${path}/`, body);
  if (response.statusCode !== 201)
    throw new Error(`${path}: ${response.statusCode} ${JSON.stringify(response.json())}`);
  return response.json().id;
}

export async function seedOfferCatalogue(call: Caller): Promise<OfferCatalogueIds> {
  const create = (path: string, body: Record<string, unknown>) => createCatalogueItem(call, path, body);
  const promo = { operator: 'A' };
  const p1 = await create('promociones', {
    ...promo,
    name: '5 € 3 meses',
    amount: 5,
    amount_unit: 'MONETARY',
    duration: 3,
    duration_unit: 'months',
  });
  const p2 = await create('promociones', { ...promo, name: '10 %', amount: 10, amount_unit: 'PERCENTS' });
  const pOther = await create('promociones', {
    ...promo,
    name: 'Sin vínculo',
    amount: 1,
    amount_unit: 'MONETARY',
  });
  const sva = await create('sva', {
    name: 'Antivirus',
    price_value: 2,
    operator: 'A',
    segment: 'PARTICULAR',
  });
  const tarifa = await create('tarifas', {
    name: 'Fibra + Móvil',
    category: 'convergent',
    price_value: '39.90',
    operator: 'A',
    segment: 'PARTICULAR',
    promotions: [p1, p2],
    svas: [sva],
  });
  const linea = await create('adicionales', {
    name: 'Línea 20 GB',
    price_value: 10,
    operator: 'A',
    segment: 'PARTICULAR',
  });
  const phone = await create('terminales', { name: 'Galaxy A', price: 500, operator: 'A' });
  const phoneNoPlan = await create('terminales', { name: 'Sin plazos', price: 300, operator: 'A' });
  await create('installment', {
    terminal: phone,
    object_id: linea,
    installment_type: 'adicional',
    initial_price: '0',
    month_price: '15.00',
    final_price: '50.00',
  });
  const seguro = await create('seguros', { name: 'Seguro móvil', operator: 'A', price: '4.95' });
  return { p1, p2, pOther, sva, tarifa, linea, phone, phoneNoPlan, seguro };
}

/**
 * The packages of the worked example (prices by hand, SPEC §9, IVA 21 % PARTICULAR):
 * 1. tariff 39.90 × 1.21 = 48.279; − 5 (3 months) = 43.279; × 0.9 = 38.9511; SVA 2 × 1.21 = 2.42
 *    → 41.3711 during; after the 3 months 48.279 × 0.9 + 2.42 = 45.8711.
 * 2. additional line 10 × 1.21 = 12.10; installment 15.00; insurance 4.95 × 1.21 = 5.9895 → 33.0895.
 * Total 74.4606 → 74.46 during, 78.9606 → 78.96 after.
 */
export const WORKED_OFFER = { during: '74.46', after: '78.96', packages: ['41.37', '33.09'] } as const;

export const workedPackages = (ids: OfferCatalogueIds, lineas: string[] = []) => [
  {
    tipoLinea: 'LINEA_PRINCIPAL',
    tipoVenta: 'ALTA',
    tarifa: ids.tarifa,
    promotion_priority: [
      { promotion: ids.p1, priority_order: 1 },
      { promotion: ids.p2, priority_order: 2 },
    ],
    svas: [ids.sva],
    lineasAsociadas: lineas,
  },
  { tipoLinea: 'LINEA_ADICIONAL', tarifa: ids.linea, cacharro: ids.phone, seguro: ids.seguro },
];

/** What the offer tests start from: the app, a tenant with the offer catalogue, another tenant. */
export interface OfferWorld {
  app: FastifyInstance;
  database: Database;
  tenant: TestTenant;
  /** Calls as the tenant's accounts. */
  call: Caller;
  /** Calls as another tenant's accounts: its ids must never reach the first tenant's rows. */
  otherCall: Caller;
  ids: OfferCatalogueIds;
}

export async function offerWorld(): Promise<OfferWorld> {
  const { app, database } = await createTestApp();
  const tenant = await createTestTenant(database);
  const call = await callerFor(app, tenant);
  const otherCall = await callerFor(app, await createTestTenant(database));
  return { app, database, tenant, call, otherCall, ids: await seedOfferCatalogue(call) };
}
