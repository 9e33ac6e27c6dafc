import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/support/catalogue-caller';
import {
  createCatalogueItem,
  offerWorld,
  workedPackages,
  WORKED_OFFER,
  type OfferCatalogueIds,
} from '../../../../test/support/offer-catalogue';
import { insertCliente, randomTelefono } from '../../../../test/support/tenant-rows';
import type { TestTenant } from '../../../../test/support/test-app';
import type { Database } from '../../../db/database';
import { clientes, telefonosCliente } from '../../../db/schema/clientes';
import { ofertas, paquetes } from '../../../db/schema/atenciones';

let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;
let ids: OfferCatalogueIds;
let otherTarifa: number;

const create = (path: string, body: Record<string, unknown>) => createCatalogueItem(call, path, body);

beforeAll(async () => {
  ({ database, tenant, call, otherCall, ids } = await offerWorld());
  otherTarifa = await createCatalogueItem(otherCall, 'tarifas', {
    name: 'Ajena',
    category: 'fixed_line',
    price_value: 10,
    operator: 'A',
    segment: 'PARTICULAR',
  });
});

const paquetesDelEjemplo = (lineas: string[] = []) => workedPackages(ids, lineas);

async function newCliente(seed: Parameters<typeof insertCliente>[2] = {}) {
  return insertCliente(database, tenant.id, {
    comercialId: tenant.accounts.comercial.id,
    segmento: 'PARTICULAR',
    ...seed,
  });
}

async function crearOferta(
  clienteId: number,
  oferta: Record<string, unknown> = {},
  role: 'comercial' | 'manager' = 'comercial',
) {
  const response = await call(role, 'POST', '/api/atenciones/entradas/', {
    cliente: clienteId,
    tipo: 'OFERTA',
    oferta: { paquetes: paquetesDelEjemplo(), ...oferta },
  });
  return response;
}

async function ofertaCreada(clienteId: number, oferta: Record<string, unknown> = {}): Promise<number> {
  const response = await crearOferta(clienteId, oferta);
  if (response.statusCode !== 201) throw new Error(JSON.stringify(response.json()));
  return response.json().oferta.id;
}

const detalle = async (id: number, role: 'comercial' | 'manager' = 'comercial') =>
  (await call(role, 'GET', `/api/atenciones/oferta/${id}/`)).json();

/** What an edit sends back: the detail's packages as the form takes them. */
const formDe = (detail: { paquetes: Array<Record<string, unknown>> }) =>
  detail.paquetes.map((paquete) => ({
    id: paquete.id,
    tipoLinea: paquete.tipoLinea,
    tarifa: paquete.tarifa,
    promotion_priority: (paquete.promociones as Array<{ id: number; priority_order: number }>).map((p) => ({
      promotion: p.id,
      priority_order: p.priority_order,
    })),
    cacharro: paquete.cacharro,
    seguro: paquete.seguro,
    svas: paquete.svas,
    lineasAsociadas: paquete.lineasAsociadas,
  }));

describe('CREATE: POST /api/atenciones/entradas/ with tipo OFERTA', () => {
  it('saves the offer priced by the server, ignoring the client total, and drops packages without a tariff', async () => {
    const clienteId = await newCliente();
    const response = await crearOferta(clienteId, {
      precioTotal: '1.00',
      paquetes: [...paquetesDelEjemplo(), { tipoLinea: 'LINEA_PRINCIPAL', tarifa: null }],
    });
    expect(response.statusCode).toBe(201);
    const view = response.json();
    expect(view).toMatchObject({
      tipo: 'OFERTA',
      cliente: clienteId,
      oferta: { estado: 1, precioTotal: '74.46' },
    });

    const detail = await detalle(view.oferta.id);
    expect(detail).toMatchObject({
      precioTotal: WORKED_OFFER.during,
      precioTotalDespues: WORKED_OFFER.after,
      mesesPromocion: 3,
      tipoIva: 'Península',
      ivaRate: '21.00',
      segmento: 'PARTICULAR',
      operador: 'A',
    });
    expect(detail.paquetes).toHaveLength(2);
    expect(detail.paquetes.map((p: { precio: { durante: string } }) => p.precio.durante)).toEqual([
      '41.37',
      '33.09',
    ]);
    expect(detail.paquetes[1].cotizacion.terminal).toMatchObject({ month_price: '15.00' });
    const [cliente] = await database.owner
      .select({ estado: clientes.estado })
      .from(clientes)
      .where(eq(clientes.id, clienteId));
    expect(cliente?.estado).toBe('OFERTA');
  });

  it('prices each territory with its own rate (Canarias: IGIC 7 %)', async () => {
    const detail = await detalle(
      await ofertaCreada(await newCliente(), { tipoIva: 'Canarias', paquetes: [{ tarifa: ids.tarifa }] }),
    );
    // 39.90 × 1.07 = 42.693 → 42.69
    expect(detail).toMatchObject({ tipoIva: 'Canarias', precioTotal: '42.69' });
    const unknown = await crearOferta(await newCliente(), { tipoIva: 'Marte' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()['oferta.tipoIva']).toBeDefined();
  });

  it("adds the offer's lines to the customer's phones, except one another customer holds", async () => {
    const ajeno = randomTelefono();
    await insertCliente(database, tenant.id, { nombre: 'Otro', telefonos: [ajeno] });
    const propio = randomTelefono();
    const clienteId = await newCliente();
    await ofertaCreada(clienteId, { paquetes: [{ tarifa: ids.tarifa, lineasAsociadas: [propio, ajeno] }] });
    const phones = await database.owner
      .select({ telefono: telefonosCliente.telefono })
      .from(telefonosCliente)
      .where(and(eq(telefonosCliente.tenantId, tenant.id), eq(telefonosCliente.clienteId, clienteId)));
    expect(phones.map((row) => row.telefono)).toContain(propio);
    expect(phones.map((row) => row.telefono)).not.toContain(ajeno);
    // The added phone finds the customer in the list's search (its search terms were written).
    const found = await call('comercial', 'GET', `/api/clientes/entradas/?search=${propio}`);
    expect(found.json().results.map((row: { id: number }) => row.id)).toEqual([clienteId]);
  });

  it('refuses an offer with no package with a tariff', async () => {
    const response = await crearOferta(await newCliente(), { paquetes: [{ tarifa: null }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()['oferta.paquetes']).toEqual(['Añada al menos un paquete con tarifa']);
  });

  it("answers 400 for another tenant's tariff, an unknown id or an id out of range, and writes nothing", async () => {
    const clienteId = await newCliente();
    for (const tarifa of [otherTarifa, 999_999]) {
      const response = await crearOferta(clienteId, { paquetes: [{ tarifa }] });
      expect(response.statusCode).toBe(400);
      expect(response.json()['oferta.paquetes.0.tarifa']).toEqual(['No existe la tarifa']);
    }
    expect((await crearOferta(clienteId, { paquetes: [{ tarifa: 2 ** 31 }] })).statusCode).toBe(400);
    const saved = await database.owner
      .select({ id: ofertas.id })
      .from(ofertas)
      .where(eq(ofertas.clienteId, clienteId));
    expect(saved).toHaveLength(0);
  });

  it('refuses a promotion the tariff does not offer and a device without a plan for the line', async () => {
    const clienteId = await newCliente();
    const promo = await crearOferta(clienteId, { paquetes: [{ tarifa: ids.tarifa, promotion: ids.pOther }] });
    expect(promo.json()['oferta.paquetes.0.promociones']).toEqual([
      'La promoción no se aplica a esta tarifa',
    ]);
    const device = await crearOferta(clienteId, {
      paquetes: [{ tipoLinea: 'LINEA_ADICIONAL', tarifa: ids.linea, cacharro: ids.phoneNoPlan }],
    });
    expect(device.json()['oferta.paquetes.0.cacharro']).toEqual([
      'El dispositivo no tiene cuotas para esta tarifa',
    ]);
  });

  it('answers 400 to hostile input, never 500', async () => {
    const clienteId = await newCliente();
    const bodies = [
      { notas: 'a\u0000b' },
      { notas: 'x'.repeat(10_000) },
      { paquetes: 'todos' },
      { paquetes: Array.from({ length: 21 }, () => ({ tarifa: ids.tarifa })) },
      { paquetes: [{ tarifa: ids.tarifa, svas: [ids.sva, ids.sva] }] },
      { paquetes: [{ tarifa: ids.tarifa, lineasAsociadas: ['no es un teléfono'] }] },
      { estado: 9 },
      { precioAnterior: -3 },
    ];
    for (const oferta of bodies) {
      const response = await call('comercial', 'POST', '/api/atenciones/entradas/', {
        cliente: clienteId,
        tipo: 'OFERTA',
        oferta: { paquetes: [{ tarifa: ids.tarifa }], ...oferta },
      });
      expect(response.statusCode, JSON.stringify(oferta).slice(0, 80)).toBe(400);
    }
  });
});

describe('EDIT: PUT /api/atenciones/oferta/{id}/', () => {
  it('recomputes the total after a change of promotion, ignoring the client total', async () => {
    const id = await ofertaCreada(await newCliente());
    const detail = await detalle(id);
    const form = formDe(detail);
    form[0]!.promotion_priority = [{ promotion: ids.p2, priority_order: 1 }];
    const response = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, {
      paquetes: form,
      precioTotal: 0,
    });
    expect(response.statusCode).toBe(200);
    // Package 1 without the 5 €: 48.279 × 0.9 + 2.42 = 45.8711; total 45.8711 + 33.0895 = 78.9606.
    expect(response.json()).toMatchObject({
      precioTotal: '78.96',
      precioTotalDespues: '78.96',
      mesesPromocion: 0,
    });
  });

  it('keeps the quoted prices after a catalogue price change, and re-quotes only when asked', async () => {
    const tarifa = await create('tarifas', {
      name: 'Cotizada',
      category: 'fixed_line',
      price_value: '20.00',
      operator: 'A',
      segment: 'PARTICULAR',
    });
    const id = await ofertaCreada(await newCliente(), { paquetes: [{ tarifa }] });
    expect((await detalle(id)).precioTotal).toBe('24.20');
    const changed = await call('admin', 'PUT', `/api/servicios/tarifas/${tarifa}/`, {
      name: 'Cotizada',
      category: 'fixed_line',
      price_value: '30.00',
      operator: 'A',
      segment: 'PARTICULAR',
    });
    expect(changed.statusCode).toBe(200);
    const form = formDe(await detalle(id));
    const kept = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, {
      paquetes: form,
      notas: 'Llamar el lunes',
    });
    expect(kept.json()).toMatchObject({ precioTotal: '24.20', notas: 'Llamar el lunes' });
    const requoted = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, {
      paquetes: form,
      recotizar: true,
    });
    expect(requoted.json().precioTotal).toBe('36.30');
  });

  it('enforces the status transitions and marks a sale', async () => {
    const clienteId = await newCliente();
    const id = await ofertaCreada(clienteId);
    const form = formDe(await detalle(id));
    const refused = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, {
      paquetes: form,
      estado: 4,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().estado).toEqual(['Una oferta pendiente no puede pasar a activada.']);
    expect(
      (await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, { paquetes: form, estado: 2 }))
        .statusCode,
    ).toBe(200);
    const sold = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, {
      paquetes: form,
      estado: 4,
    });
    expect(sold.json()).toMatchObject({ estado: 4, estadoLabel: 'Activada' });
    expect(sold.json().fechaVenta).not.toBeNull();
    const [cliente] = await database.owner
      .select({ estado: clientes.estado })
      .from(clientes)
      .where(eq(clientes.id, clienteId));
    expect(cliente?.estado).toBe('VENDIDO');
    const back = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, {
      paquetes: form,
      estado: 1,
    });
    expect(back.statusCode).toBe(400);
  });

  it('removes the phone-in-use customer change as a 409 naming the phone, writing nothing', async () => {
    const ajeno = randomTelefono();
    await insertCliente(database, tenant.id, { nombre: 'Dueño del teléfono', telefonos: [ajeno] });
    const clienteId = await newCliente({ nombre: 'Cliente con oferta' });
    const id = await ofertaCreada(clienteId);
    const form = formDe(await detalle(id));
    const response = await call('comercial', 'PUT', `/api/atenciones/oferta/${id}/`, {
      paquetes: form,
      notas: 'no debe guardarse',
      datosCliente: { nombre: 'Cliente con oferta', telefonos_contacto: [ajeno] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ field: ['telefonos_contacto'], value: [ajeno] });
    expect((await detalle(id)).notas).toBeNull();
  });

  it('refuses packages of another offer and removing an active package', async () => {
    const first = await ofertaCreada(await newCliente());
    const second = await ofertaCreada(await newCliente());
    const foreign = formDe(await detalle(first));
    const response = await call('comercial', 'PUT', `/api/atenciones/oferta/${second}/`, {
      paquetes: foreign,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()['paquetes.0.id']).toEqual(['El paquete no es de esta oferta']);

    const detail = await detalle(second);
    await database.owner
      .update(paquetes)
      .set({ estado: 'ACTIVO' })
      .where(eq(paquetes.id, detail.paquetes[1].id));
    const removing = await call('comercial', 'PUT', `/api/atenciones/oferta/${second}/`, {
      paquetes: formDe(detail).slice(0, 1),
    });
    expect(removing.statusCode).toBe(400);
    expect(removing.json().paquetes).toBeDefined();
  });

  it("keeps a Comercial out of another agent's offer and every tenant out of another's", async () => {
    const id = await ofertaCreada(await newCliente());
    const managersCliente = await newCliente({ comercialId: tenant.accounts.manager.id });
    const managers = (await crearOferta(managersCliente, {}, 'manager')).json().oferta.id;
    expect((await call('comercial', 'GET', `/api/atenciones/oferta/${managers}/`)).statusCode).toBe(404);
    const form = formDe(await detalle(managers, 'manager'));
    expect(
      (await call('comercial', 'PUT', `/api/atenciones/oferta/${managers}/`, { paquetes: form })).statusCode,
    ).toBe(404);
    expect((await otherCall('manager', 'GET', `/api/atenciones/oferta/${id}/`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', `/api/atenciones/oferta/${id}/`)).statusCode).toBe(200);
    expect((await call('comercial', 'GET', '/api/atenciones/oferta/99999999999/')).statusCode).toBe(400);
  });
});

describe('the catalogue items an offer uses', () => {
  it('are deactivated, not erased, when deleted; unused ones are erased', async () => {
    const promo = await create('promociones', {
      operator: 'A',
      name: 'Usada',
      amount: 2,
      amount_unit: 'MONETARY',
    });
    const tarifa = await create('tarifas', {
      name: 'Usada',
      category: 'fixed_line',
      price_value: '20.00',
      operator: 'A',
      segment: 'PARTICULAR',
      promotions: [promo],
    });
    const unused = await create('sva', {
      name: 'Sin uso',
      price_value: 1,
      operator: 'A',
      segment: 'PARTICULAR',
    });
    await ofertaCreada(await newCliente(), {
      paquetes: [{ tarifa, promotion: promo }, ...paquetesDelEjemplo().slice(1)],
    });
    for (const [path, id] of [
      ['tarifas', tarifa],
      ['promociones', promo],
      ['adicionales', ids.linea],
      ['seguros', ids.seguro],
      ['terminales', ids.phone],
    ] as const) {
      const response = await call('admin', 'DELETE', `/api/servicios/${path}/${id}/`);
      expect(response.statusCode, path).toBe(200);
      expect(response.json().deactivated, path).toBe(true);
    }
    expect((await call('admin', 'DELETE', `/api/servicios/sva/${unused}/`)).statusCode).toBe(204);
  });
});
