import type { FastifyInstance } from 'fastify';
import type { GroupName } from '@ventas/domain/permissions/roles';
import { SLUGS_POR_DEFECTO, type Proveedor } from '@ventas/domain/proveedores/proveedores';
import type { Database } from '../../src/db/database';
import { startProviderSimulator } from '@ventas/provider-simulator/simulator-server';
import type { ModoSimulador, RutaUpstream } from '@ventas/domain/proveedores/upstream';
import type { Config, ProvidersConfig } from '../../src/config';
import { loadConfig } from '../../src/config';
import { bearer, createTestTenant, login, type TestTenant } from './test-app';

/**
 * Issue 18: the provider simulator on loopback for one test file, with its control API, and the
 * app's provider settings pointing at it (short limits so failures show in test time).
 */
export async function simulatorForTests() {
  const simulator = await startProviderSimulator({ port: 0 });
  const control = async (method: 'PUT' | 'DELETE' | 'GET', path: string, body?: unknown) => {
    const response = await fetch(`${simulator.url}/__simulador/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Control del simulador ${method} ${path}: ${response.status}`);
    return response.headers.get('content-type')?.includes('json')
      ? ((await response.json()) as unknown)
      : null;
  };
  return {
    url: simulator.url,
    close: () => simulator.close(),
    modo: (ruta: RutaUpstream | '*', modo: ModoSimulador, retrasoMs?: number) =>
      control('PUT', 'modos', {
        [ruta]: { modo, ...(retrasoMs === undefined ? {} : { retraso_ms: retrasoMs }) },
      }),
    normal: () => control('DELETE', 'modos'),
    llamadas: async () => (await control('GET', 'llamadas')) as Partial<Record<RutaUpstream, number>>,
    olvidarLlamadas: () => control('DELETE', 'llamadas'),
    denegaciones: (denegaciones: number) => control('PUT', 'acceso', { denegaciones }),
    providers: (overrides: Partial<ProvidersConfig> = {}): Pick<Config, 'providers'> => {
      const base = loadConfig({ NODE_ENV: 'test' }).providers;
      return {
        providers: {
          ...base,
          urls: { b: `${simulator.url}/b`, c: `${simulator.url}/c`, d: `${simulator.url}/d` },
          timeoutMs: 400,
          retries: 1,
          breakerFailures: 4,
          breakerOpenMs: 600,
          ...overrides,
        },
      };
    },
  };
}

export type TestSimulator = Awaited<ReturnType<typeof simulatorForTests>>;

/** The tenant's credential for a provider, stored through the API as a SuperAdmin would. */
export async function storeCredential(
  app: FastifyInstance,
  tenant: TestTenant,
  token: string,
  portal: string,
  secrets: { password?: string; cookie?: string } = {},
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/scraping/claves/',
    headers: bearer(token, tenant.host),
    payload: {
      nombre_portal: portal,
      url: 'https://operador.example.com/',
      username: 'tienda@demo',
      password: secrets.password ?? 'Clave-Secreta-9',
      cookie: secrets.cookie ?? 'sessionid=COOKIE-SECRETA',
    },
  });
  if (response.statusCode !== 201) throw new Error(`credencial: ${response.statusCode} ${response.body}`);
}

/** A distributor of `groups` whose SuperAdmin stored its credential for `proveedor`. */
export async function providerTenant(
  app: FastifyInstance,
  database: Database,
  groups: GroupName[],
  proveedor: Proveedor,
  secrets: { password?: string; cookie?: string } = {},
): Promise<TestTenant> {
  const tenant = await createTestTenant(database, { groups });
  const token = (await login(app, tenant, 'superadmin')).access;
  await storeCredential(app, tenant, token, SLUGS_POR_DEFECTO[proveedor], secrets);
  return tenant;
}

/** A customer of `token`'s user with a document and phones; its id. */
export async function createCustomer(
  app: FastifyInstance,
  tenant: TestTenant,
  token: string,
  datos: { documento: string | null; telefonos: string[]; nombre?: string },
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/clientes/entradas/',
    headers: bearer(token, tenant.host),
    payload: {
      nombre: datos.nombre ?? 'Lucía Pérez',
      documento: datos.documento ?? '',
      tipo_documento: datos.documento ? 'DNI' : null,
      telefonos_contacto: datos.telefonos,
      email: '',
      direccion: { direccion: 'Calle Sol 3', cp: '28001', localidad: 'Madrid' },
      fecha_contacto: '2026-11-20',
      notas: '',
    },
  });
  if (response.statusCode !== 201) throw new Error(`cliente: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}
