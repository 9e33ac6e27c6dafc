import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { utilsCalls } from '@ventas/domain/opciones/utils.calls';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { wholeList } from './list-answer';
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
  queryFn: async ({ signal }) => wholeList(await sendCall(catalogueCalls.tipoobjetivo.list, {}, { signal })),
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
