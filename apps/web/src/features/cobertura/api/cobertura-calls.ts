import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  coberturaCpSchema,
  coberturaDireccionesSchema,
  geocodingSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import type { ApiCall, CallInput } from '@ventas/domain/http/api-call';
import { proveedorBCalls, proveedorCCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { isApiError } from '../../../api/api-error';
import { sendCall } from '../../../api/send-call';
import { conTiempoLimite } from './tiempo-limite';

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

/** One read with the dialog's time limit (tiempo-limite.ts). */
const leer =
  <C extends ApiCall>(call: C, input: CallInput<C>) =>
  ({ signal }: { signal?: AbortSignal }) =>
    conTiempoLimite(signal, (s) => sendCall(call, input, { signal: s }));

/** B: opens the provider's coverage session. */
export const coberturaAuthQuery = (slug: string, consulta: ConsultaDireccion | null) =>
  queryOptions({
    queryKey: ['cobertura', slug, 'auth', consulta],
    queryFn: consulta ? leer(proveedorBCalls(slug).coberturaAuth, {}) : skipToken,
    ...LECTURA,
  });

/** B: the candidate addresses of a street and postal code. */
export const coberturaDireccionesQuery = (slug: string, consulta: ConsultaDireccion | null) =>
  queryOptions({
    queryKey: ['cobertura', slug, 'direcciones', consulta],
    queryFn: consulta
      ? leer(proveedorBCalls(slug).coberturaDireccion, {
          query: { direccion: consulta.direccion, cp: consulta.cp },
        })
      : skipToken,
    ...LECTURA,
  });

/** B: the technologies at one of those addresses. */
export const coberturaResultadoQuery = (
  slug: string,
  consulta: ConsultaDireccion | null,
  id: string | null,
) =>
  queryOptions({
    queryKey: ['cobertura', slug, 'resultado', consulta, id],
    queryFn:
      consulta && id
        ? leer(proveedorBCalls(slug).coberturaResultado, { query: { direccion_id: id } })
        : skipToken,
    ...LECTURA,
  });

/** B: the share of a postal code each technology covers. */
export const coberturaCpQuery = (slug: string, consulta: ConsultaCp | null) =>
  queryOptions({
    queryKey: ['cobertura', slug, 'cp', consulta],
    queryFn: consulta ? leer(proveedorBCalls(slug).coberturaCp, { query: { cp: consulta.cp } }) : skipToken,
    ...LECTURA,
  });

/** C: an address's coverage (direccion, cp, localidad, provincia, lat?, lng?). */
export const coberturaCQuery = (slug: string, consulta: ConsultaC | null) =>
  queryOptions({
    queryKey: ['cobertura', slug, 'c', consulta],
    queryFn: consulta
      ? leer(proveedorCCalls(slug).cobertura, {
          query: {
            direccion: consulta.direccion,
            cp: consulta.cp,
            localidad: consulta.localidad,
            provincia: consulta.provincia,
            lat: consulta.lat,
            lng: consulta.lng,
          },
        })
      : skipToken,
    ...LECTURA,
  });

/** C: an address's coordinates (direccion, cp, localidad?, provincia?). */
export function geocodificar(
  slug: string,
  partes: { direccion: string; cp: string; localidad?: string; provincia?: string },
): Promise<Geocoding> {
  const query = {
    direccion: partes.direccion,
    cp: partes.cp,
    localidad: partes.localidad || undefined,
    provincia: partes.provincia || undefined,
  };
  return leer(proveedorCCalls(slug).geocoding, { query })({});
}

/**
 * The API's 404 for a provider call: "the operator has no data for this query" (fallo-http.ts).
 * A lookup shows it as its empty state, not as the operator being unavailable.
 */
export function sinDatos(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
