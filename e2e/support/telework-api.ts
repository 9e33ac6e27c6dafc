import { callApi, obtainTokens, type ApiResponse } from './api-client';
import { DEMO_PASSWORD, type DemoUsername } from './tenants';

/**
 * Telework calls the journeys use to prepare their own data and to check what the screen saved
 * (SPEC §7 "Telework"). Shapes are written out here, not imported from the app.
 */

export interface ClienteRecord {
  id: number;
  nombre: string;
  telefonos_contacto: string[];
  email: string | null;
  notas: string | null;
  estado: string;
  comercial: { id: number; nombre_completo: string } | null;
  last_atencion: { tipo: string; estado: string; fecha_agendado: string | null } | null;
}

export interface NuevoCliente {
  nombre: string;
  telefonos_contacto: string[];
  email?: string;
  /** A valid DNI (issue 18: provider B is asked about a customer by its document). */
  documento?: string;
  tipo_documento?: 'DNI';
  /** An account id; a Comercial's new customer is always theirs. */
  comercial?: number | null;
}

export interface CuentaDetalle {
  id: number;
  nombre_completo: string;
}

function fail(what: string, response: ApiResponse): never {
  throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

export async function accessToken(tenantBaseUrl: string, username: DemoUsername): Promise<string> {
  return (await obtainTokens(tenantBaseUrl, username, DEMO_PASSWORD)).access;
}

export async function cuentaDetalle(tenantBaseUrl: string, token: string): Promise<CuentaDetalle> {
  const response = await callApi(tenantBaseUrl, 'GET', '/api/cuentas/detalle/', { token });
  if (response.status !== 200) fail('GET /api/cuentas/detalle/', response);
  return response.body as CuentaDetalle;
}

export async function createCliente(
  tenantBaseUrl: string,
  token: string,
  cliente: NuevoCliente,
): Promise<ClienteRecord> {
  const response = await callApi(tenantBaseUrl, 'POST', '/api/clientes/entradas/', { token, body: cliente });
  if (response.status !== 201) fail('POST /api/clientes/entradas/', response);
  return response.body as ClienteRecord;
}

/** The customer as `token`'s user sees it; null when the API answers 404 (not theirs to see). */
export async function findCliente(
  tenantBaseUrl: string,
  token: string,
  id: number,
): Promise<ClienteRecord | null> {
  const response = await callApi(tenantBaseUrl, 'GET', `/api/clientes/entradas/${id}/`, { token });
  if (response.status === 404) return null;
  if (response.status !== 200) fail(`GET /api/clientes/entradas/${id}/`, response);
  return response.body as ClienteRecord;
}

export async function listClientes(
  tenantBaseUrl: string,
  token: string,
  query: Record<string, string>,
): Promise<{ count: number; results: ClienteRecord[] }> {
  const pathname = `/api/clientes/entradas/?${new URLSearchParams(query).toString()}`;
  const response = await callApi(tenantBaseUrl, 'GET', pathname, { token });
  if (response.status !== 200) fail(`GET ${pathname}`, response);
  return response.body as { count: number; results: ClienteRecord[] };
}

/** SPEC §7: GET /api/clientes/agendados/?range=today, as the welcome message counts them. */
export async function agendadosHoy(
  tenantBaseUrl: string,
  token: string,
  comercial?: number,
): Promise<number> {
  const query = new URLSearchParams({ range: 'today' });
  if (comercial !== undefined) query.set('comercial', String(comercial));
  const pathname = `/api/clientes/agendados/?${query.toString()}`;
  const response = await callApi(tenantBaseUrl, 'GET', pathname, { token });
  if (response.status !== 200 || !Array.isArray(response.body)) fail(`GET ${pathname}`, response);
  return response.body.length;
}

let sequence = 0;

/**
 * A Spanish mobile number no other customer has: 69 plus seven digits from the clock and a
 * counter (the demo seed uses 610 000 000 upwards).
 */
export function uniqueTelefono(): string {
  sequence += 1;
  const digits = (Date.now() * 10 + (sequence % 10)) % 10_000_000;
  return `69${String(digits).padStart(7, '0')}`;
}

/** A marker to tell this run's customers apart from the seed's: 'e2e-<base36 clock><counter>'. */
export function uniqueTag(): string {
  sequence += 1;
  return `e2e${Date.now().toString(36)}${sequence}`;
}

export interface AgendadoPendiente {
  id: number;
  fechaAgendado: string | null;
  estado: string;
  cliente: { id: number; nombre: string };
}

/** SPEC §7: GET /api/clientes/agendados/?range=3days, the dashboard's list, as `token`'s user. */
export async function agendadosProximos(tenantBaseUrl: string, token: string): Promise<AgendadoPendiente[]> {
  const pathname = '/api/clientes/agendados/?range=3days';
  const response = await callApi(tenantBaseUrl, 'GET', pathname, { token });
  if (response.status !== 200 || !Array.isArray(response.body)) fail(`GET ${pathname}`, response);
  return response.body as AgendadoPendiente[];
}

/** SPEC §4: PUT /api/atenciones/{id}/ {updated_on}, when an attention counts as made (Manager and above). */
export async function fecharAtencion(
  tenantBaseUrl: string,
  token: string,
  id: number,
  day: string,
): Promise<void> {
  const pathname = `/api/atenciones/${id}/`;
  const response = await callApi(tenantBaseUrl, 'PUT', pathname, { token, body: { updated_on: day } });
  if (response.status !== 200) fail(`PUT ${pathname}`, response);
}
