import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MARCAS_FALLO } from '@ventas/provider-simulator/respuestas-fallo';
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
const PASSWORD = 'Clave-Secreta-9';
const COOKIE = 'sessionid=COOKIE-SECRETA';
const DNI = '12345678Z';

let app: FastifyInstance;
let database: Database;
let simulator: TestSimulator;
let tenant: TestTenant;
let token: string;
let cliente: number;
const logLines: string[] = [];
const bodies: string[] = [];

beforeAll(async () => {
  simulator = await simulatorForTests();
  const created = await createTestApp(
    simulator.providers({ timeoutMs: 300, retries: 1, breakerFailures: 4, breakerOpenMs: 600 }),
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  app = created.app;
  database = created.database;
});
// The circuit is per provider and distributor: each test starts with a distributor of its own.
beforeEach(async () => {
  tenant = await providerTenant(app, database, ['B'], 'b', { password: PASSWORD, cookie: COOKIE });
  token = (await login(app, tenant, 'comercial')).access;
  cliente = await createCustomer(app, tenant, token, { documento: DNI, telefonos: ['612345678'] });
  await simulator.olvidarLlamadas();
});
afterEach(async () => {
  await simulator.normal();
  await simulator.olvidarLlamadas();
});
afterAll(async () => {
  await app.close();
  await simulator.close();
});

async function get(url: string, query: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, query, headers: bearer(token, tenant.host) });
  bodies.push(response.body);
  return response;
}

describe('a provider that is slow, down or wrong (issue 18)', () => {
  it('times a hanging read out after its retry: 504 with our sentence', async () => {
    await simulator.modo('b.lineas', 'cuelga');
    const response = await get(`${B}/${cliente}/`);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ detail: DETALLES_PROVEEDOR.tiempoAgotado });
    expect((await simulator.llamadas())['b.lineas']).toBe(2);
  });

  it('never retries a write: the coverage session is sent once', async () => {
    await simulator.modo('b.cobertura-sesion', 'cuelga');
    expect((await get(`${B}/cobertura/auth/`)).statusCode).toBe(504);
    expect((await simulator.llamadas())['b.cobertura-sesion']).toBe(1);
  });

  it("retries a failing read once, then answers 502 without a word of the provider's body", async () => {
    await simulator.modo('b.ordenes', 'fallo');
    const response = await get(`${B}/ordenes/`, { cliente_id: String(cliente) });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: DETALLES_PROVEEDOR.noDisponible });
    expect((await simulator.llamadas())['b.ordenes']).toBe(2);
  });

  it('answers 502 to garbage, JSON or PDF, without retrying it', async () => {
    await simulator.modo('b.recursos', 'basura');
    await simulator.modo('b.contrato-pdf', 'basura');
    const json = await get(`${B}/resources/grupomm/`);
    expect(json.statusCode).toBe(502);
    expect(json.json()).toEqual({ detail: DETALLES_PROVEEDOR.respuestaNoValida });
    expect((await get(`${B}/contrato/pdf/`, { contract_id: 'CTR-1' })).statusCode).toBe(502);
    const llamadas = await simulator.llamadas();
    expect([llamadas['b.recursos'], llamadas['b.contrato-pdf']]).toEqual([1, 1]);
  });

  it('opens the circuit after repeated failures, stops calling, and closes once the provider is back', async () => {
    await simulator.modo('b.releases', 'fallo');
    // Four failed attempts (two calls, each retried once) open the circuit.
    for (let i = 0; i < 2; i++) expect((await get(`${B}/releases/grupomm/`)).statusCode).toBe(502);
    expect((await simulator.llamadas())['b.releases']).toBe(4);
    const fast = await get(`${B}/releases/grupomm/`);
    expect(fast.statusCode).toBe(502);
    expect(fast.json()).toEqual({ detail: DETALLES_PROVEEDOR.noDisponible });
    expect((await simulator.llamadas())['b.releases']).toBe(4);
    await simulator.normal();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await get(`${B}/releases/grupomm/`)).statusCode).toBe(200);
    expect((await get(`${B}/releases/grupomm/`)).statusCode).toBe(200);
    expect((await simulator.llamadas())['b.releases']).toBe(6);
  });

  it('reuses a coverage answer for the same normalised address, and asks again for another', async () => {
    for (const direccion of ['C/ Mayor, 5', 'calle mayor 5', 'CALLE MAYOR Nº 5'])
      expect((await get(`${B}/cobertura/direccion/`, { direccion, cp: '28013' })).statusCode).toBe(200);
    expect((await simulator.llamadas())['b.cobertura-direcciones']).toBe(1);
    await get(`${B}/cobertura/direccion/`, { direccion: 'C/ Mayor, 5', cp: '28014' });
    expect((await simulator.llamadas())['b.cobertura-direcciones']).toBe(2);
  });

  it('keeps no failed coverage answer: the next request asks again', async () => {
    await simulator.modo('b.cobertura-cp', 'fallo');
    expect((await get(`${B}/cobertura/`, { cp: '08001' })).statusCode).toBe(502);
    await simulator.normal();
    expect((await get(`${B}/cobertura/`, { cp: '08001' })).statusCode).toBe(200);
    expect((await simulator.llamadas())['b.cobertura-cp']).toBe(3);
  });

  it('answers the customer list while calls to a hanging provider are still waiting', async () => {
    await simulator.modo('b.facturas', 'cuelga');
    let pending = 4;
    const waiting = Array.from({ length: 4 }, () =>
      get(`${B}/facturas/`, { cliente_id: String(cliente), selectedMeses: '2026-10' }).finally(
        () => (pending -= 1),
      ),
    );
    const list = await get('/api/clientes/entradas/', { page: '1', itemsPerPage: '10' });
    expect(list.statusCode).toBe(200);
    expect(pending).toBe(4);
    // Timed out, or cut short by the circuit they opened together.
    for (const response of await Promise.all(waiting)) expect([502, 504]).toContain(response.statusCode);
  });
});

describe('no credential, cookie or provider body in any answer or log line (issue 18)', () => {
  it('holds for every call above', async () => {
    // The failures above were logged: the scan below reads real lines.
    expect(logLines.some((line) => line.includes('Llamada al proveedor fallida'))).toBe(true);
    expect(bodies.length).toBeGreaterThan(10);
    for (const text of [...logLines, ...bodies]) {
      for (const secret of [PASSWORD, 'COOKIE-SECRETA', ...Object.values(MARCAS_FALLO)])
        expect(text).not.toContain(secret);
    }
    // Nor the customer's document in a log line (only the route's name is logged).
    for (const line of logLines) expect(line).not.toContain(DNI);
  });
});
