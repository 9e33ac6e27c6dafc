import { callApi, type ApiResponse } from './api-client';
import { createCliente, uniqueTelefono } from './telework-api';

/**
 * Gerencia's calls the journeys use to prepare callbacks and to check what the screen did (issue
 * 15). Shapes are written out here, not imported from the app.
 */

export interface FigurasComercial {
  comercial: number;
  nombre: string;
  atencion: number;
  agendado: number;
}

function fail(what: string, response: ApiResponse): never {
  throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

/**
 * A new customer assigned to the caller, with a pending callback of the caller at `fecha`
 * (POST /api/atenciones/entradas/: the attention is always the caller's). Answers its ids.
 */
export async function clienteConAgendadoDe(
  baseUrl: string,
  token: string,
  comercialId: number,
  nombre: string,
  fecha: Date,
): Promise<{ cliente: number; atencion: number }> {
  const cliente = await createCliente(baseUrl, token, {
    nombre,
    telefonos_contacto: [uniqueTelefono()],
    comercial: comercialId,
  });
  const response = await callApi(baseUrl, 'POST', '/api/atenciones/entradas/', {
    token,
    body: {
      cliente: cliente.id,
      tipo: 'AGENDADO',
      fechaAgendado: fecha.toISOString(),
      notas: 'Gerencia e2e',
    },
  });
  if (response.status !== 201) fail('POST /api/atenciones/entradas/', response);
  return { cliente: cliente.id, atencion: (response.body as { id: number }).id };
}

/** SPEC §7: GET /api/clientes/agendados/?comercial=: the ids of that commercial's pending callbacks. */
export async function agendadosDe(baseUrl: string, token: string, comercialId: number): Promise<number[]> {
  const pathname = `/api/clientes/agendados/?comercial=${comercialId}`;
  const response = await callApi(baseUrl, 'GET', pathname, { token });
  if (response.status !== 200 || !Array.isArray(response.body)) fail(`GET ${pathname}`, response);
  return (response.body as Array<{ id: number }>).map((agendado) => agendado.id);
}

/** GET /api/comerciales/gerencia/ with a query: one commercial's figures, as the table shows them. */
export async function figurasDe(
  baseUrl: string,
  token: string,
  query: string,
  comercialId: number,
): Promise<FigurasComercial> {
  const pathname = `/api/comerciales/gerencia/?${query}`;
  const response = await callApi(baseUrl, 'GET', pathname, { token });
  if (response.status !== 200) fail(`GET ${pathname}`, response);
  const fila = (response.body as { comerciales: FigurasComercial[] }).comerciales.find(
    (c) => c.comercial === comercialId,
  );
  if (!fila) throw new Error(`GET ${pathname} has no row for commercial ${comercialId}`);
  return fila;
}
