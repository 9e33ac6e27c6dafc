import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { utilsCalls } from '@ventas/domain/opciones/utils.calls';
import { api } from './api';
import { sendCall } from './send-call';

// SPEC §4/§7: the "initial data" loaded after the user detail. Screens read the same keys.

export const opcionesQuery = queryOptions({
  queryKey: ['utils', 'opciones'],
  queryFn: ({ signal }) => sendCall(utilsCalls.opciones, {}, { signal }),
  staleTime: Infinity,
});

export const origenesBbddQuery = queryOptions({
  queryKey: ['utils', 'model-query', 'origenBBDD'],
  queryFn: ({ signal }) => sendCall(utilsCalls.modelQuery, { query: { model: 'origenBBDD' } }, { signal }),
  staleTime: Infinity,
});

export const tiposObjetivoQuery = queryOptions({
  queryKey: ['servicios', 'tipoobjetivo'],
  queryFn: ({ signal }) => api.get<unknown>('/api/servicios/tipoobjetivo/', { signal }),
  staleTime: Infinity,
});

/** Never throws: a screen whose data failed to load asks again when it mounts. */
export async function loadInitialData(client: QueryClient): Promise<void> {
  await Promise.all([
    client.prefetchQuery(opcionesQuery),
    client.prefetchQuery(origenesBbddQuery),
    client.prefetchQuery(tiposObjetivoQuery),
  ]);
}
