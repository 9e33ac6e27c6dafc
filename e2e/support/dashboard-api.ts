import { callApi } from './api-client';
import { createCliente, uniqueTelefono, type ClienteRecord } from './telework-api';

/**
 * What the dashboard journeys prepare and compare through the API (issue 15): the statistics as
 * the screen asks for them, and a customer with a callback in the next 3 days. Shapes are written
 * out here, not imported from the app.
 */

export interface FilaRanking {
  comercial: number;
  nombre: string;
  atenciones: number;
  ofertas: number;
  vendidas: number;
  ventas: number;
  valor: string;
}

export interface Acciones {
  acciones: Array<{ figura: string; clientes: number }>;
}

async function get<T>(baseUrl: string, token: string, pathname: string): Promise<T> {
  const response = await callApi(baseUrl, 'GET', pathname, { token });
  if (response.status !== 200)
    throw new Error(`GET ${pathname} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as T;
}

/** GET /api/atenciones/stats/{stat}/ for the default period, for `comerciales` (none: the caller's scope). */
export function stats<T>(
  baseUrl: string,
  token: string,
  stat: string,
  comerciales: number[] = [],
): Promise<T> {
  const query = new URLSearchParams(comerciales.map((id) => ['comercial', String(id)]));
  const search = query.size ? `?${query.toString()}` : '';
  return get<T>(baseUrl, token, `/api/atenciones/stats/${stat}/${search}`);
}

export const rankingDe = async (baseUrl: string, token: string, comerciales: number[] = []) =>
  (await stats<{ ranking: FilaRanking[] }>(baseUrl, token, 'rankingComerciales', comerciales)).ranking;

/** A new customer of the caller with a pending callback at `fecha` (POST /api/atenciones/entradas/). */
export async function clienteConAgendado(
  baseUrl: string,
  token: string,
  nombre: string,
  fecha: Date,
): Promise<ClienteRecord> {
  const cliente = await createCliente(baseUrl, token, { nombre, telefonos_contacto: [uniqueTelefono()] });
  const response = await callApi(baseUrl, 'POST', '/api/atenciones/entradas/', {
    token,
    body: {
      cliente: cliente.id,
      tipo: 'AGENDADO',
      fechaAgendado: fecha.toISOString(),
      notas: 'Llamar desde el dashboard',
    },
  });
  if (response.status !== 201)
    throw new Error(
      `POST /api/atenciones/entradas/ answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  return cliente;
}
