import { beforeAll, describe, expect, it } from 'vitest';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import type { Caller } from '../../../../test/support/catalogue-caller';
import { createCatalogueItem, offerWorld } from '../../../../test/support/offer-catalogue';
import { insertCliente } from '../../../../test/support/tenant-rows';
import type { TestTenant } from '../../../../test/support/test-app';
import type { Database } from '../../../db/database';

/**
 * Issue 29: a saved offer reopened after an Admin changed the catalogue. Its answer keeps the
 * stored quote (decision 74) and carries today's figures, priced by the server, until it is quoted
 * again. Prices by hand, IVA 21 % PARTICULAR.
 */
let database: Database;
let tenant: TestTenant;
let call: Caller;

const create = (path: string, body: Record<string, unknown>) => createCatalogueItem(call, path, body);

beforeAll(async () => {
  ({ database, tenant, call } = await offerWorld());
});

interface Catalogo {
  tarifa: number;
  linea: number;
  phone: number;
  plan: number;
}

const TARIFA = (price_value: string) => ({
  name: 'Fibra recotizada',
  category: 'fixed_line',
  price_value,
  operator: 'A',
  segment: 'PARTICULAR',
});
const PLAN = (cat: Catalogo, prices: { initial_price: string; month_price: string }) => ({
  terminal: cat.phone,
  object_id: cat.linea,
  installment_type: 'adicional',
  final_price: '50.00',
  cuotas: 24,
  ...prices,
});

/** A tariff of 20.00 and an additional line of 10.00 with a phone at 15.00 a month, nothing up front. */
async function catalogo(): Promise<Catalogo> {
  const tarifa = await create('tarifas', TARIFA('20.00'));
  const linea = await create('adicionales', {
    name: 'Línea recotizada',
    price_value: '10.00',
    operator: 'A',
    segment: 'PARTICULAR',
  });
  const phone = await create('terminales', { name: 'Teléfono recotizado', price: 400, operator: 'A' });
  const cat = { tarifa, linea, phone, plan: 0 };
  cat.plan = await create('installment', PLAN(cat, { initial_price: '0', month_price: '15.00' }));
  return cat;
}

/**
 * Package 1: 20.00 × 1.21 = 24.20. Package 2: 10.00 × 1.21 = 12.10 + 15.00 = 27.10.
 * Total 51.30 a month, no initial payment.
 */
async function ofertaGuardada(cat: Catalogo): Promise<number> {
  const cliente = await insertCliente(database, tenant.id, {
    comercialId: tenant.accounts.comercial.id,
    segmento: 'PARTICULAR',
  });
  const response = await call('comercial', 'POST', '/api/atenciones/entradas/', {
    cliente,
    tipo: 'OFERTA',
    oferta: {
      paquetes: [
        { tipoLinea: 'LINEA_PRINCIPAL', tarifa: cat.tarifa },
        { tipoLinea: 'LINEA_ADICIONAL', tarifa: cat.linea, cacharro: cat.phone },
      ],
    },
  });
  if (response.statusCode !== 201) throw new Error(JSON.stringify(response.json()));
  return response.json().oferta.id;
}

const abrir = async (id: number): Promise<OfertaDetail> => {
  const response = await call('comercial', 'GET', `/api/atenciones/oferta/${id}/`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const admin = async (method: 'PUT', path: string, body: Record<string, unknown>) => {
  const response = await call('admin', method, path, body);
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
};

/** What the configurator sends back on save: the packages as read. */
const guardar = (id: number, detail: OfertaDetail, recotizar: boolean) =>
  call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, {
    recotizar,
    precioTotal: '1.00',
    paquetes: detail.paquetes.map((paquete) => ({
      id: paquete.id,
      tipoLinea: paquete.tipoLinea,
      tarifa: paquete.tarifa,
      cacharro: paquete.cacharro,
      seguro: paquete.seguro,
      svas: paquete.svas,
    })),
  });

describe('a saved offer reopened after a catalogue change', () => {
  it('carries no today’s prices while the catalogue is as it was quoted', async () => {
    const id = await ofertaGuardada(await catalogo());
    const detail = await abrir(id);
    expect(detail).toMatchObject({ precioTotal: '51.30', precioTotalDespues: '51.30' });
    expect(detail.preciosHoy).toBeNull();
  });

  it('reports a device’s new instalment plan, then a tariff’s new price, beside the stored quote', async () => {
    const cat = await catalogo();
    const id = await ofertaGuardada(cat);

    // The plan: 12.50 a month and 49.00 up front. Package 2: 12.10 + 12.50 = 24.60; total 48.80.
    await admin(
      'PUT',
      `/api/servicios/installment/${cat.plan}/`,
      PLAN(cat, { initial_price: '49.00', month_price: '12.50' }),
    );
    const trasPlan = await abrir(id);
    expect(trasPlan.precioTotal).toBe('51.30');
    expect(trasPlan.preciosHoy).toEqual({
      precioTotal: '48.80',
      precioTotalDespues: '48.80',
      pagoInicial: '49.00',
      paquetes: [
        { id: trasPlan.paquetes[0]!.id, durante: '24.20', despues: '24.20', inicial: null },
        { id: trasPlan.paquetes[1]!.id, durante: '24.60', despues: '24.60', inicial: '49.00' },
      ],
    });

    // The tariff: 30.00 × 1.21 = 36.30; total 36.30 + 24.60 = 60.90.
    await admin('PUT', `/api/servicios/tarifas/${cat.tarifa}/`, TARIFA('30.00'));
    const trasTarifa = await abrir(id);
    expect(trasTarifa.precioTotal).toBe('51.30');
    expect(trasTarifa.preciosHoy).toMatchObject({ precioTotal: '60.90', pagoInicial: '49.00' });
  });

  it('stores today’s figures when saved with recotizar, and then reports nothing', async () => {
    const cat = await catalogo();
    const id = await ofertaGuardada(cat);
    await admin('PUT', `/api/servicios/tarifas/${cat.tarifa}/`, TARIFA('30.00'));
    const antes = await abrir(id);
    // 36.30 + 27.10.
    expect(antes.preciosHoy?.precioTotal).toBe('63.40');

    // Kept on purpose: the stored prices stay, and the change is still reported.
    const kept = await guardar(id, antes, false);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ precioTotal: '51.30', preciosHoy: { precioTotal: '63.40' } });

    const requoted = await guardar(id, antes, true);
    expect(requoted.statusCode).toBe(200);
    expect(requoted.json()).toMatchObject({ precioTotal: '63.40', preciosHoy: null });
    expect((await abrir(id)).preciosHoy).toBeNull();
  });

  it('reports nothing, and still answers, when an item can no longer be quoted today', async () => {
    const cat = await catalogo();
    const id = await ofertaGuardada(cat);
    // An item an offer uses is deactivated, not erased, when deleted.
    expect((await call('admin', 'DELETE', `/api/servicios/tarifas/${cat.tarifa}/`)).statusCode).toBe(200);
    const detail = await abrir(id);
    expect(detail.precioTotal).toBe('51.30');
    expect(detail.preciosHoy).toBeNull();
  });
});
