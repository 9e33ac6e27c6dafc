import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  coberturaAuthSchema,
  coberturaCpSchema,
  coberturaDireccionesSchema,
  CoberturaResultado,
  geocodingSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_B, RUTAS_C, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import { api } from '../../../api/api';
import { isApiError } from '../../../api/api-error';
import type { QueryValue } from '../../../api/api-client';
import { conTiempoLimite } from './tiempo-limite';

type CoberturaAuth = z.infer<typeof coberturaAuthSchema>;
export type CoberturaDirecciones = z.infer<typeof coberturaDireccionesSchema>;
export type CoberturaCp = z.infer<typeof coberturaCpSchema>;
export type Geocoding = z.infer<typeof geocodingSchema>;

/** One lookup the user asked for: `intento` makes every submit a fresh one (never a cached answer). */
export interface ConsultaDireccion {
  direccion: string;
  cp: string;
  intento: number;
}
export interface ConsultaC extends ConsultaDireccion {
  localidad: string;
  provincia: string;
  lat?: number;
  lng?: number;
}
export interface ConsultaCp {
  cp: string;
  intento: number;
}

/**
 * A provider's own time-out and retries live in the API (issue 18 "Resilience"): retrying here
 * would only double the wait. Failures show the neutral state, never a snackbar (SPEC §8). An
 * answer stays as it came until the user submits again (`intento`) or presses "Reintentar".
 */
const LECTURA = {
  retry: false,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

function leer<T>(slug: string, ruta: string, query: Record<string, QueryValue>) {
  return ({ signal }: { signal?: AbortSignal }) =>
    conTiempoLimite(signal, (s) => api.get<T>(rutaScraping(slug, ruta), { query, signal: s }));
}

/** B: GET …/cliente/cobertura/auth/ opens the provider's coverage session. */
export const coberturaAuthQuery = (slug: string, consulta: ConsultaDireccion | null) =>
  queryOptions({
    queryKey: ['cobertura', slug, 'auth', consulta],
    queryFn: consulta ? leer<CoberturaAuth>(slug, RUTAS_B.coberturaAuth, {}) : skipToken,
    ...LECTURA,
  });

/** B: GET …/cliente/cobertura/direccion/ (direccion, cp): the candidate addresses. */
export const coberturaDireccionesQuery = (slug: string, consulta: ConsultaDireccion | null) =>
  queryOptions({
    queryKey: ['cobertura', slug, 'direcciones', consulta],
    queryFn: consulta
      ? leer<CoberturaDirecciones>(slug, RUTAS_B.coberturaDireccion, {
          direccion: consulta.direccion,
          cp: consulta.cp,
        })
      : skipToken,
    ...LECTURA,
  });

/** B: GET …/cliente/cobertura/resultado/ (direccion_id): the technologies at that address. */
export const coberturaResultadoQuery = (
  slug: string,
  consulta: ConsultaDireccion | null,
  id: string | null,
) =>
  queryOptions({
    queryKey: ['cobertura', slug, 'resultado', consulta, id],
    queryFn:
      consulta && id
        ? leer<CoberturaResultado>(slug, RUTAS_B.coberturaResultado, { direccion_id: id })
        : skipToken,
    ...LECTURA,
  });

/** B: GET …/cliente/cobertura/ (cp): the share of the postal code each technology covers. */
export const coberturaCpQuery = (slug: string, consulta: ConsultaCp | null) =>
  queryOptions({
    queryKey: ['cobertura', slug, 'cp', consulta],
    queryFn: consulta ? leer<CoberturaCp>(slug, RUTAS_B.coberturaCp, { cp: consulta.cp }) : skipToken,
    ...LECTURA,
  });

/** C: GET …/cliente/cobertura/ (direccion, cp, localidad, provincia, lat?, lng?). */
export const coberturaCQuery = (slug: string, consulta: ConsultaC | null) =>
  queryOptions({
    queryKey: ['cobertura', slug, 'c', consulta],
    queryFn: consulta
      ? leer<CoberturaResultado>(slug, RUTAS_C.cobertura, {
          direccion: consulta.direccion,
          cp: consulta.cp,
          localidad: consulta.localidad,
          provincia: consulta.provincia,
          lat: consulta.lat,
          lng: consulta.lng,
        })
      : skipToken,
    ...LECTURA,
  });

/** C: GET …/geocoding/ (direccion, cp, localidad?, provincia?): the address's coordinates. */
export function geocodificar(
  slug: string,
  partes: { direccion: string; cp: string; localidad?: string; provincia?: string },
): Promise<Geocoding> {
  return leer<Geocoding>(slug, RUTAS_C.geocoding, {
    direccion: partes.direccion,
    cp: partes.cp,
    localidad: partes.localidad || undefined,
    provincia: partes.provincia || undefined,
  })({});
}

/**
 * The API's 404 for a provider call: "the operator has no data for this query" (fallo-http.ts).
 * A lookup shows it as its empty state, not as the operator being unavailable.
 */
export function sinDatos(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
