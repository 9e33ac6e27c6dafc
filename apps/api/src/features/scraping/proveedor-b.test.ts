import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRATO_HOSTIL,
  CONTRATO_SIN_NOMBRE,
  DOCUMENTO_DESCONOCIDO,
  DOCUMENTO_SIN_FACTURAS,
} from '@ventas/provider-simulator/casos-especiales';
import {
  CLIENTE_SIN_NOMBRAR,
  coberturaAuthSchema,
  coberturaCpSchema,
  coberturaDireccionesSchema,
  coberturaResultadoSchema,
  facturasSchema,
  lineasSchema,
  ordenDetalleSchema,
  ordenesSchema,
  recursosSchema,
  registrosSchema,
  releasesSchema,
  renuevoSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import { DETALLES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import { SLUGS_POR_DEFECTO } from '@ventas/domain/proveedores/proveedores';
import { bearer, createTestApp, login, type TestTenant } from '../../../test/support/test-app';
import {
  createCustomer,
  simulatorForTests,
  providerTenant,
  type TestSimulator,
} from '../../../test/support/provider-simulator';

const B = `/api/scraping/${SLUGS_POR_DEFECTO.b}/cliente`;
const DNI = '12345678Z';
const MOVIL = '612345678';

let app: FastifyInstance;
let simulator: TestSimulator;
let tenant: TestTenant;
let token: string;
let cliente: number;

beforeAll(async () => {
  simulator = await simulatorForTests();
  const created = await createTestApp(simulator.providers());
  app = created.app;
  tenant = await providerTenant(app, created.database, ['B'], 'b');
  token = (await login(app, tenant, 'comercial')).access;
  cliente = await createCustomer(app, tenant, token, { documento: DNI, telefonos: [MOVIL, '912345678'] });
});
afterAll(async () => {
  await app.close();
  await simulator.close();
});

const get = (url: string, query: Record<string, string | number> = {}) =>
  app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: bearer(token, tenant.host),
  });

async function ok<T>(
  url: string,
  query: Record<string, string | number>,
  schema: { parse(v: unknown): T },
): Promise<T> {
  const response = await get(url, query);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

describe("provider B: a customer's data at the operator (issue 18, SPEC §7)", () => {
  it("answers the customer's lines, asked by the customer's own document", async () => {
    const lineas = await ok(`${B}/${cliente}/`, { operator: 'B' }, lineasSchema);
    expect(lineas.lineas.length).toBeGreaterThan(0);
    // Same customer, same answer: the simulator's data is keyed by the document the server read.
    expect(await ok(`${B}/${cliente}/`, { operator: 'B' }, lineasSchema)).toEqual(lineas);
  });

  it('answers the invoices of the chosen months, and an empty list for a customer with none', async () => {
    const { facturas } = await ok(
      `${B}/facturas/`,
      { cliente_id: cliente, selectedMeses: '2026-09,2026-10' },
      facturasSchema,
    );
    expect(facturas.length).toBeGreaterThan(0);
    expect(new Set(facturas.map((f) => f.mes))).toEqual(new Set(['2026-09', '2026-10']));
    const sinFacturas = await createCustomer(app, tenant, token, {
      documento: DOCUMENTO_SIN_FACTURAS,
      telefonos: ['622000111'],
    });
    expect(
      await ok(`${B}/facturas/`, { cliente_id: sinFacturas, selectedMeses: '2026-10' }, facturasSchema),
    ).toEqual({ facturas: [] });
  });

  it('answers 404 with our sentence when the operator does not know the customer', async () => {
    const desconocido = await createCustomer(app, tenant, token, {
      documento: DOCUMENTO_DESCONOCIDO,
      telefonos: ['633000111'],
    });
    const response = await get(`${B}/facturas/`, { cliente_id: desconocido, selectedMeses: '2026-10' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: DETALLES_PROVEEDOR.noEncontrado });
  });

  it("answers the records of the customer's phones, and refuses a phone that is not the customer's", async () => {
    const { registros } = await ok(
      `${B}/registros/`,
      { cliente_id: cliente, msisdns: MOVIL },
      registrosSchema,
    );
    expect(registros.every((r) => r.msisdn === MOVIL)).toBe(true);
    const ajeno = await get(`${B}/registros/`, { cliente_id: cliente, msisdns: `${MOVIL},699999999` });
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json()).toEqual({ msisdns: [DETALLES_PROVEEDOR.telefonoAjeno] });
    expect((await simulator.llamadas())['b.registros']).toBe(1);
  });

  it('answers the renewal options of a line, and each option and the conditions as PDFs', async () => {
    const renuevo = await ok(
      `${B}/renuevo/`,
      { cliente_id: cliente, type: 'MOVIL', msisdn: MOVIL },
      renuevoSchema,
    );
    const opcion = renuevo.opciones[0];
    expect(opcion).toBeDefined();
    const pdf = await get(`${B}/renuevo/pdf/`, { cliente_id: cliente, pdf_id: opcion!.pdf_id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(`filename="Renuevo_${opcion!.pdf_id}.pdf"`);
    const condiciones = await get(`${B}/renuevo/pdf2/`, { cliente_id: cliente, msisdn: MOVIL });
    expect(condiciones.statusCode).toBe(200);
    expect(condiciones.headers['content-disposition']).toContain(`filename="Condiciones_${MOVIL}.pdf"`);
  });

  it("takes the spec's parameters too: the documentation fields and renuevo's identificationId", async () => {
    const porId = await ok(
      `${B}/facturas/`,
      { cliente_id: cliente, selectedMeses: '2026-09' },
      facturasSchema,
    );
    const porDocumento = await ok(
      `${B}/facturas/`,
      { documento: DNI.toLowerCase(), tipo_documento: 'DNI', selectedMeses: '2026-09' },
      facturasSchema,
    );
    expect(porDocumento).toEqual(porId);
    const { registros } = await ok(`${B}/registros/`, { documento: DNI, msisdns: MOVIL }, registrosSchema);
    expect(registros.every((r) => r.msisdn === MOVIL)).toBe(true);
    const ajeno = await get(`${B}/registros/`, { documento: DNI, msisdns: '699999999' });
    expect(ajeno.json()).toEqual({ msisdns: [DETALLES_PROVEEDOR.telefonoAjeno] });
    const renuevo = await ok(
      `${B}/renuevo/`,
      { identificationId: DNI, type: 'MOVIL', msisdn: MOVIL },
      renuevoSchema,
    );
    expect(renuevo).toEqual(
      await ok(`${B}/renuevo/`, { cliente_id: cliente, type: 'MOVIL', msisdn: MOVIL }, renuevoSchema),
    );
  });

  it('scopes a customer named by its document as by id: 404 for one the caller does not work, 400 for none', async () => {
    const admin = (await login(app, tenant, 'admin')).access;
    const deOtro = '87654321X';
    // Another commercial's customer: the Comercial does not work it.
    const asignado = await app.inject({
      method: 'POST',
      url: '/api/clientes/entradas/',
      headers: bearer(admin, tenant.host),
      payload: {
        nombre: 'Cliente Ajeno',
        documento: deOtro,
        tipo_documento: 'DNI',
        telefonos_contacto: ['655000111'],
        comercial: tenant.accounts.manager.id,
      },
    });
    expect(asignado.statusCode, asignado.body).toBe(201);
    const before = (await simulator.llamadas())['b.facturas'] ?? 0;
    for (const documento of [deOtro, '22222222J']) {
      const response = await get(`${B}/facturas/`, { documento, selectedMeses: '2026-09' });
      expect(response.statusCode, documento).toBe(404);
    }
    const sinCliente = await get(`${B}/facturas/`, { selectedMeses: '2026-09' });
    expect(sinCliente.statusCode).toBe(400);
    expect(sinCliente.json()).toEqual({ cliente_id: [CLIENTE_SIN_NOMBRAR] });
    expect((await simulator.llamadas())['b.facturas'] ?? 0).toBe(before);
  });

  it('answers 409 for a customer without a document, asking the provider nothing', async () => {
    await simulator.olvidarLlamadas();
    const sinDocumento = await createCustomer(app, tenant, token, {
      documento: null,
      telefonos: ['644000111'],
    });
    const response = await get(`${B}/facturas/`, { cliente_id: sinDocumento, selectedMeses: '2026-10' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: DETALLES_PROVEEDOR.sinDocumento });
    expect((await simulator.llamadas())['b.facturas'] ?? 0).toBe(0);
  });
});

describe('provider B: coverage, orders, contracts, resources (issue 18, SPEC §7)', () => {
  it('opens the coverage session, finds the candidate addresses and their coverage, and a postal code', async () => {
    expect(await ok(`${B}/cobertura/auth/`, {}, coberturaAuthSchema)).toEqual({ autorizado: true });
    const { direcciones } = await ok(
      `${B}/cobertura/direccion/`,
      { direccion: 'Calle Mayor 5', cp: '28013' },
      coberturaDireccionesSchema,
    );
    expect(direcciones.length).toBeGreaterThan(0);
    const resultado = await ok(
      `${B}/cobertura/resultado/`,
      { direccion_id: direcciones[0]!.direccion_id },
      coberturaResultadoSchema,
    );
    expect(resultado.tecnologias.length).toBeGreaterThan(0);
    const cp = await ok(`${B}/cobertura/`, { cp: '28013' }, coberturaCpSchema);
    expect(cp.cp).toBe('28013');
  });

  it("lists the customer's orders, finds one by its id, and gives its detail with the history", async () => {
    const { ordenes } = await ok(`${B}/ordenes/`, { cliente_id: cliente }, ordenesSchema);
    const orden = ordenes[0]!;
    expect(await ok(`${B}/ordenes/`, { order_id: orden.order_id }, ordenesSchema)).toEqual({
      ordenes: [orden],
    });
    const detalle = await ok(`${B}/ordenes/detail/`, { order_id: orden.order_id }, ordenDetalleSchema);
    expect(detalle.estado).toEqual(orden.estado);
    expect(detalle.historial.at(-1)?.estado).toEqual(orden.estado);
    expect((await get(`${B}/ordenes/`, { cliente_id: cliente, order_id: orden.order_id })).statusCode).toBe(
      400,
    );
  });

  it("names the contract PDF after the provider's header, sanitised, else Contrato_{id}", async () => {
    const named = await get(`${B}/contrato/pdf/`, { contract_id: 'C-2026-7' });
    expect(named.statusCode).toBe(200);
    expect(named.headers['content-disposition']).toContain('filename="Contrato_C-2026-7.pdf"');
    const anonymous = await get(`${B}/contrato/pdf/`, { contract_id: CONTRATO_SIN_NOMBRE });
    expect(anonymous.headers['content-disposition']).toContain(
      `filename="Contrato_${CONTRATO_SIN_NOMBRE}.pdf"`,
    );
    const hostile = await get(`${B}/contrato/pdf/`, { contract_id: CONTRATO_HOSTIL });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.headers['content-disposition']).toBe(
      `attachment; filename="script_.pdf"; filename*=UTF-8''script_.pdf`,
    );
    expect((await get(`${B}/contrato/pdf/`, { contract_id: '../etc' })).statusCode).toBe(400);
  });

  it('lists the resources and the releases', async () => {
    expect((await ok(`${B}/resources/grupomm/`, {}, recursosSchema)).recursos.length).toBeGreaterThan(0);
    expect((await ok(`${B}/releases/grupomm/`, {}, releasesSchema)).releases.length).toBeGreaterThan(0);
  });
});
