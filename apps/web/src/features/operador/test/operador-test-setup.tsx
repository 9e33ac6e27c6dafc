import { render } from '@testing-library/react';
import { rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import type { Contract } from '@ventas/domain/telework/atenciones-contract';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import type { ClienteOperador, PaquetesCliente } from '../cliente-operador';

/** Provider B's slug in these tests (the real one comes from `proveedoresDisponiblesCalls.list`). */
export const SLUG = 'proveedor-b';
/** What every provider B path is below (rutas-api.ts: decision 166), built as the app builds them. */
export const BASE = rutaScraping(SLUG, '/cliente');

const PAQUETE: Contract = {
  id: 345,
  oferta_id: 90,
  estado: 'VUELO',
  en_vuelo: true,
  tipo_linea: 'LINEA_PRINCIPAL',
  isp: 'Proveedor B',
  segmento: 'RESIDENCIAL',
  tariff_category: 'FIBRA',
  servicios: ['FIBRA'],
  permanence_end: null,
  estado_servicio: null,
  package_id: 'PK-345',
  sfid: null,
  order_id: 'O-1',
  tarifa_nombre: 'Fibra 600 Mb',
  lineas_asociadas: [],
  created_on: '2026-09-28T10:00:00Z',
};

/** CLIENTE's packages: 345 follows order O-1 (in flight); 346, an active line, follows none. */
export const PAQUETES: Contract[] = [
  PAQUETE,
  {
    ...PAQUETE,
    id: 346,
    estado: 'ACTIVO',
    en_vuelo: false,
    tipo_linea: 'LINEA_ADICIONAL',
    tariff_category: 'MOVIL',
    servicios: ['MOVIL'],
    package_id: 'PK-346',
    order_id: null,
    tarifa_nombre: null,
    lineas_asociadas: ['699000111'],
  },
];

/**
 * The customer's packages as the customer dialog hands them: loaded with PAQUETES unless told
 * otherwise; `refetch` is a spy, so a test sees when the packages are asked again.
 */
export function paquetesCliente(parte: Partial<PaquetesCliente> = {}): PaquetesCliente {
  return { data: PAQUETES, isPending: false, isError: false, refetch: vi.fn(), ...parte };
}

export const CLIENTE: ClienteOperador = {
  id: 12,
  telefonos: ['610011143', '699000111'],
  paquetes: paquetesCliente(),
};

export interface Llamada {
  method: string;
  pathname: string;
  query: Record<string, string>;
  body: unknown;
}

/** An answer: JSON `body`, or a PDF (`pdf: true`) with an optional Content-Disposition. */
export interface Respuesta {
  status: number;
  body?: unknown;
  pdf?: boolean;
  disposition?: string;
}

/** A stand-in for the API: records every call and answers from `responder`, else 404. */
export function servidor(responder: (llamada: Llamada) => Respuesta | undefined) {
  const llamadas: Llamada[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const llamada: Llamada = {
      method: init.method ?? 'GET',
      pathname: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    llamadas.push(llamada);
    const respuesta = responder(llamada) ?? { status: 404, body: { detail: 'No encontrado' } };
    if (respuesta.pdf) {
      const headers = new Headers({ 'Content-Type': 'application/pdf' });
      if (respuesta.disposition) headers.set('Content-Disposition', respuesta.disposition);
      return new Response('%PDF-1.4', { status: respuesta.status, headers });
    }
    const text = respuesta.body === undefined ? null : JSON.stringify(respuesta.body);
    return new Response(text, { status: respuesta.status, headers: { 'Content-Type': 'application/json' } });
  };
  vi.stubGlobal('fetch', fetch);
  return llamadas;
}

/** `ui` inside the app's providers at `width` px (1280 unless told). */
export function renderizar(ui: ReactElement, width = 1280) {
  stubViewportWidth(width);
  return render(<TestProviders queryClient={createQueryClient()}>{ui}</TestProviders>);
}

/**
 * A snackbar notice starting with `texto` (then the server's body and an emoji); the tab's own
 * states may repeat a message, so only the notice counts.
 */
export const aviso = (texto: string) => (_: string, element: Element | null) =>
  element !== null &&
  element.childElementCount === 0 &&
  element.closest('.MuiSnackbar-root') !== null &&
  (element.textContent ?? '').startsWith(texto);

/** Whether any snackbar notice is on screen (SPEC §8 silent failures show none). */
export const hayAviso = () => document.querySelector('.MuiSnackbar-root') !== null;

/** Catches saveBlob's link click: the names of the files the browser was given. */
export function descargas(): () => string[] {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return () => click.mock.contexts.map((link) => (link as HTMLAnchorElement).download);
}
